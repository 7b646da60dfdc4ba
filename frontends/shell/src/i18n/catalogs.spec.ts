import path from 'node:path';
import {
  asciiPunctuationInChinese,
  checkCatalogs,
  chinesePunctuation,
  englishDrift,
} from '@portico/build-config/check-catalogs.js';

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

  it('the Chinese punctuation check finds ASCII marks in Chinese text and nothing else', () => {
    expect(asciiPunctuationInChinese('请先填写地址,然后提交.')).toHaveLength(2);
    expect(asciiPunctuationInChinese('删除第 {n} 项?')).toHaveLength(1);
    expect(asciiPunctuationInChinese('美国签证申请表 (DS-160)')).toHaveLength(1);
    expect(asciiPunctuationInChinese('更改为:{value}')).toHaveLength(1);
    for (const allowed of [
      '打开 https://ceac.state.gov/genniv/ 页面',
      '请等待 1.5 秒',
      '另存为 JPEG（.jpg）',
      '只允许字母和点号（. · ・ ‧）',
      '运行 `npm start, then wait` 命令',
      '{name}，您好：{count, plural, other {# 项}}',
      'Hello, world. (English)',
    ])
      expect({ allowed, found: asciiPunctuationInChinese(allowed) }).toEqual({ allowed, found: [] });
  });
});
