import fs from 'node:fs';
import path from 'node:path';
import {
  asciiPunctuationInChinese,
  checkCatalogs,
  chinesePunctuation,
  englishDrift,
} from '@portico/build-config/check-catalogs.js';
import { QUESTIONNAIRE_MESSAGES, REFERENCE_LISTS } from '@portico/shared-types';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messages } from './messages';
import { QUESTIONNAIRE_LOCALES, rendererMessages } from './catalogs';

const SRC = path.resolve(__dirname, '..');

function sourceText(dir: string): string {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' ? '' : sourceText(full);
      return /\.tsx?$/.test(entry.name) &&
        !/\.spec\.tsx?$/.test(entry.name) &&
        full !== path.join(__dirname, 'messages.ts')
        ? fs.readFileSync(full, 'utf8')
        : '';
    })
    .join('\n');
}

describe('renderer message catalogs', () => {
  const ids = Object.values(messages).map((message) => message.id);

  it('uses lower dotted ids under questionnaire.*', () => {
    for (const id of ids) expect(id).toMatch(/^questionnaire(\.[a-z0-9]+(-[a-z0-9]+)*)+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(checkCatalogs(SRC).map((report) => [report.locale, report] as const))(
    '%s has every id the source defines, and no other',
    (_locale, report) => {
      expect({ missing: report.missing, unused: report.unused, empty: report.empty }).toEqual({
        missing: [],
        unused: [],
        empty: [],
      });
    },
  );

  it('keeps the English catalog equal to the source texts', () => {
    expect(englishDrift(SRC)).toEqual([]);
    for (const message of Object.values(messages))
      expect(rendererMessages.en[message.id]).toBe(message.defaultMessage);
  });

  it('uses full-width punctuation in Chinese: the renderer’s texts, the questions and the options', () => {
    expect(chinesePunctuation(path.join(SRC, 'i18n'))).toEqual({});
    const definition = Object.entries(QUESTIONNAIRE_MESSAGES.cn).filter(
      ([, text]) => text && asciiPunctuationInChinese(text).length > 0,
    );
    expect(definition).toEqual([]);
    const options = Object.values(REFERENCE_LISTS)
      .flat()
      .map((option) => option.names?.cn ?? '')
      .filter((name) => asciiPunctuationInChinese(name).length > 0);
    expect(options).toEqual([]);
  });

  it('uses every message somewhere in the renderer', () => {
    const text = sourceText(SRC);
    const unused = Object.keys(messages).filter((key) => !new RegExp(`\\bmessages\\.${key}\\b`).test(text));
    expect(unused).toEqual([]);
  });

  it('keeps the same ICU arguments in every language', () => {
    const collect = (elements: MessageFormatElement[], into: Set<string>): Set<string> => {
      for (const element of elements) {
        if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.plural)
          into.add(element.value);
        if (element.type === TYPE.plural || element.type === TYPE.select)
          for (const option of Object.values(element.options)) collect(option.value, into);
      }
      return into;
    };
    const argumentsOf = (text: string) => [...collect(parse(text), new Set())].sort();
    for (const locale of QUESTIONNAIRE_LOCALES)
      for (const id of ids)
        expect([locale, id, argumentsOf(rendererMessages[locale][id])]).toEqual([
          locale,
          id,
          argumentsOf(rendererMessages.en[id]),
        ]);
  });
});
