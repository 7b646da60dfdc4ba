// Answers that identify a person to a government: encrypted at rest and never logged.
//
// Passport numbers (current, book, lost, and those of other nationalities), the national
// identification number, the U.S. Social Security and taxpayer numbers, the last U.S. visa
// number and U.S. driver licence numbers. Keys are definition keys (`[]` for repeater items).
import { parseAnswerPath } from './answers';
import type { SectionKey } from './types';

export const SENSITIVE_ANSWER_KEYS: Readonly<Partial<Record<SectionKey, readonly string[]>>> = {
  personalP2: ['otherNationalities[].passportNumber', 'nationalId', 'usSocialSecurityNumber', 'usTaxPayerId'],
  previousUsTravelPage: ['lastVisa.visaNumber', 'usDriverLicenses[].number'],
  passportPage: ['passportDocumentNumber', 'passportBookNumber', 'lostPassports[].passportNumber'],
};

const sensitive = new Set(
  Object.entries(SENSITIVE_ANSWER_KEYS).flatMap(([section, keys]) => keys!.map((k) => `${section}:${k}`)),
);

/** True when the answer at this path (`lostPassports.0.passportNumber`) or definition key is sensitive. */
export function isSensitiveAnswer(section: SectionKey | string, path: string): boolean {
  return sensitive.has(`${section}:${parseAnswerPath(path).key}`);
}
