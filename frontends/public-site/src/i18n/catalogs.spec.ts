import path from 'node:path';
import { checkCatalogs, chinesePunctuation, englishDrift } from '@portico/build-config/check-catalogs.js';

const src = path.resolve(__dirname, '..');

describe('message catalogs', () => {
  it.each(checkCatalogs(src).map((report) => [report.locale, report] as const))(
    '%s has every id the source uses, and no other',
    (_locale, report) => {
      expect({ missing: report.missing, unused: report.unused, empty: report.empty }).toEqual({
        missing: [],
        unused: [],
        empty: [],
      });
    },
  );

  it('English catalog carries the source text', () => {
    expect(englishDrift(src)).toEqual([]);
  });

  it('Chinese catalog uses full-width punctuation in Chinese text', () => {
    expect(chinesePunctuation(path.join(src, 'i18n'))).toEqual({});
  });
});
