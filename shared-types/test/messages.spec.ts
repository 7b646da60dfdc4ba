// Every message id of the questionnaire exists in every language, and every English
// message is used by the definition or the validation.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CROSS_FIELD_RULES, DS160_SECTIONS, REFERENCE_LISTS } from '../src/ds160';
import {
  EN_MESSAGES,
  QUESTIONNAIRE_LANGUAGES,
  QUESTIONNAIRE_MESSAGES,
  missingMessages,
  questionnaireMessage,
} from '../src/messages';

describe('questionnaire messages', () => {
  it.each(QUESTIONNAIRE_LANGUAGES.filter((l) => l !== 'en'))('has every message id in %s', (language) => {
    expect(missingMessages(language)).toEqual([]);
  });

  it('has no empty text and no left-over English placeholders', () => {
    for (const language of QUESTIONNAIRE_LANGUAGES) {
      const empty = Object.entries(QUESTIONNAIRE_MESSAGES[language]).filter(
        ([, text]) => !text || !text.trim(),
      );
      expect({ language, empty }).toEqual({ language, empty: [] });
    }
  });

  it('translates the error messages of the spec', () => {
    expect(questionnaireMessage('ds160.error.format.phone', 'es')).not.toBe(
      EN_MESSAGES['ds160.error.format.phone'],
    );
    expect(questionnaireMessage('ds160.error.datePast', 'ru')).not.toBe(EN_MESSAGES['ds160.error.datePast']);
  });

  it('uses every English message', () => {
    const used = new Set<string>();
    for (const section of DS160_SECTIONS) {
      used.add(section.titleMessageId);
      for (const field of section.fields) {
        used.add(field.messages.label);
        if (field.messages.help) used.add(field.messages.help);
        if (field.messages.required) used.add(field.messages.required);
        if (field.companion) used.add(field.companion.labelMessageId);
        if (field.charset) used.add(`ds160.error.charset.${field.charset}`);
        if (field.format) used.add(`ds160.error.format.${field.format}`);
      }
    }
    for (const list of Object.values(REFERENCE_LISTS))
      for (const option of list) if (option.messageId) used.add(option.messageId);
    for (const rule of CROSS_FIELD_RULES) used.add(rule.messageId);
    used.add('ds160.option.yesNo.y').add('ds160.option.yesNo.n');
    const dir = join(__dirname, '../src/ds160');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/'(ds160\.[A-Za-z0-9.]+)'/g))
        used.add(match[1]);
    }
    expect(Object.keys(EN_MESSAGES).filter((id) => !used.has(id))).toEqual([]);
  });
});
