import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@portico/shared-types';
import { checkCatalogs, chinesePunctuation, englishDrift } from '@portico/build-config/check-catalogs.js';

const src = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
// The signature panel's and the session notice's texts live in their own catalogs, loaded with them
// (ADR 0021, ADR 0036).
const own = {
  'signature panel': path.resolve(src, 'modules/intake/sign'),
  'session notice': path.resolve(src, 'modules/intake/session'),
};
const ownDirs = Object.values(own);
const ownIds = new Set(
  ownDirs.flatMap((dir) => checkCatalogs(dir, path.join(src, 'i18n')).flatMap((report) => report.missing)),
);

describe('message catalogs', () => {
  it.each(checkCatalogs(src).map((report) => [report.locale, report] as const))(
    '%s has every id the source uses, and no other',
    (_locale, report) => {
      expect({
        missing: report.missing.filter((id) => !ownIds.has(id)),
        unused: report.unused,
        empty: report.empty,
      }).toEqual({ missing: [], unused: [], empty: [] });
    },
  );

  it.each(
    Object.entries(own).flatMap(([name, dir]) =>
      checkCatalogs(dir).map((report) => [name, report.locale, report] as const),
    ),
  )('the %s’s %s catalog has every id it uses, and no other', (_name, _locale, report) => {
    expect({ missing: report.missing, unused: report.unused, empty: report.empty }).toEqual({
      missing: [],
      unused: [],
      empty: [],
    });
  });

  it.each(
    Object.entries(own).flatMap(([name, dir]) =>
      LANGUAGE_CODES.map((locale) => [name, locale, dir] as const),
    ),
  )('the %s’s %s texts are in no other catalog', (_name, locale, dir) => {
    const main = Object.keys(readJson(path.join(src, 'i18n', `${locale}.json`)));
    const mine = Object.keys(readJson(path.join(dir, 'i18n', `${locale}.json`)));
    expect(mine.length).toBeGreaterThan(10);
    expect(main.filter((id) => mine.includes(id))).toEqual([]);
  });

  it('English catalogs carry the source text', () => {
    expect(englishDrift(src).filter((id) => !ownIds.has(id))).toEqual([]);
    for (const dir of ownDirs) expect(englishDrift(dir)).toEqual([]);
  });

  it('Chinese catalogs use full-width punctuation in Chinese text', () => {
    for (const dir of [src, ...ownDirs]) expect(chinesePunctuation(path.join(dir, 'i18n'))).toEqual({});
  });
});
