import path from 'node:path';
import {
  asciiPunctuationInChinese,
  checkCatalogs,
  chinesePunctuation,
  englishDrift,
} from '@portico/build-config/check-catalogs.js';
import { FILING_MESSAGES, NAMED_CEAC_PAGES, ceacPageName } from '@portico/shared-types';

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

  it('Chinese catalog uses full-width punctuation in Chinese text, the filing’s messages and page names too', () => {
    expect(chinesePunctuation(path.join(src, 'i18n'))).toEqual({});
    const filing = [
      ...Object.values(FILING_MESSAGES.cn),
      ...NAMED_CEAC_PAGES.map((page) => ceacPageName(page, 'cn')),
    ];
    expect(filing.filter((text) => asciiPunctuationInChinese(text).length > 0)).toEqual([]);
  });
});
