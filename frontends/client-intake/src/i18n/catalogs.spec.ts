import fs from 'node:fs';
import path from 'node:path';
import { checkCatalogs, englishDrift } from '@portico/build-config/check-catalogs.js';

const src = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
// The signature panel's texts live in their own catalogs, loaded with the panel (ADR 0021).
const sign = path.resolve(src, 'modules/intake/sign');
const signReports = checkCatalogs(sign);
const signIds = new Set(checkCatalogs(sign, path.join(src, 'i18n')).flatMap((report) => report.missing));

describe('message catalogs', () => {
  it.each(checkCatalogs(src).map((report) => [report.locale, report] as const))(
    '%s has every id the source uses, and no other',
    (_locale, report) => {
      expect({
        missing: report.missing.filter((id) => !signIds.has(id)),
        unused: report.unused,
        empty: report.empty,
      }).toEqual({ missing: [], unused: [], empty: [] });
    },
  );

  it.each(signReports.map((report) => [report.locale, report] as const))(
    'the signature panel’s %s catalog has every id it uses, and no other',
    (_locale, report) => {
      expect({ missing: report.missing, unused: report.unused, empty: report.empty }).toEqual({
        missing: [],
        unused: [],
        empty: [],
      });
    },
  );

  it.each(['en', 'es', 'ru', 'cn', 'vi'])(
    'the signature panel’s %s texts are in no other catalog',
    (locale) => {
      const main = Object.keys(readJson(path.join(src, 'i18n', `${locale}.json`)));
      const own = Object.keys(readJson(path.join(sign, 'i18n', `${locale}.json`)));
      expect(own.length).toBeGreaterThan(10);
      expect(main.filter((id) => own.includes(id))).toEqual([]);
    },
  );

  it('English catalogs carry the source text', () => {
    expect(englishDrift(src).filter((id) => !signIds.has(id))).toEqual([]);
    expect(englishDrift(sign)).toEqual([]);
  });
});
