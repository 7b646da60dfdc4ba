/**
 * CEAC's security questions are its ddlQuestions values '1'..'20'; only the text of value 3 is
 * attested (ds160-facts §2.10), and filings choose it. CEAC shows it in English.
 */
export const CEAC_SECURITY_QUESTIONS: Readonly<Record<string, string>> = {
  '3': 'What is your maternal grandmother’s maiden name?',
};

export interface SecurityQuestionWords {
  /** The reader's language; English readers get CEAC's text alone. */
  locale: string;
  /** The question in the reader's language, by ddlQuestions value, where translated. */
  translated: Readonly<Record<string, string>>;
  /** The translation with CEAC's English beside it (what the applicant will see on CEAC). */
  withCeac: (question: string, ceac: string) => string;
  /** A question whose text is not known: by its number. */
  numbered: (number: string) => string;
}

/**
 * The security question as the applicant needs it: its text in their language, with CEAC's own
 * English (which they must recognise on CEAC's retrieval page); a number only when no text is known.
 * A stored text (not a number) is shown as it is.
 */
export function securityQuestionLabel(value: string, words: SecurityQuestionWords): string {
  if (!/^\d+$/.test(value)) return value;
  const ceac = CEAC_SECURITY_QUESTIONS[value];
  if (!ceac) return words.numbered(value);
  const translated = words.translated[value];
  return words.locale === 'en' || !translated ? ceac : words.withCeac(translated, ceac);
}
