import { FILING_MESSAGES, FILING_MESSAGES_EN, filingMessage, isFilingMessageCode } from './index';

const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the filing messages', () => {
  it.each(['es', 'ru', 'cn', 'vi'] as const)(
    '%s translates every message with the same parameters',
    (language) => {
      for (const [code, english] of Object.entries(FILING_MESSAGES_EN)) {
        const text = FILING_MESSAGES[language][code as keyof typeof FILING_MESSAGES_EN];
        expect(text).toBeTruthy();
        expect(text).not.toBe(english);
        expect({ code, parameters: parameters(text) }).toEqual({ code, parameters: parameters(english) });
      }
    },
  );

  it('fills parameters, in the reader language, and shows a missing one visibly', () => {
    expect(filingMessage('filling', { page: 'Passport' })).toBe('Filling Passport');
    expect(filingMessage('filling', { page: 'Passport' }, 'ru')).toBe('Заполняем Passport');
    expect(filingMessage('submitted', {}, 'es')).toBe('Enviada: número de confirmación {confirmationNumber}');
    expect(filingMessage('saved', { page: '$& {page}' })).toBe('Saved $& {page}');
  });

  it('falls back to English for an unknown language, and knows its codes', () => {
    expect(filingMessage('photoAccepted', {}, 'de')).toBe('CEAC accepted the photo');
    expect(isFilingMessageCode('photoAccepted')).toBe(true);
    expect(isFilingMessageCode('toString')).toBe(false);
    expect(isFilingMessageCode(undefined)).toBe(false);
  });
});
