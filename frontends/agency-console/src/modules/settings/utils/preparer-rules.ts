// The agency as preparer on CEAC's sign page (docs/adr/0024): the same character sets and lengths
// identity checks (CEAC's, from shared-types), so a refusal is shown before anything is sent.
import { CHARSET_PATTERNS, COUNTRIES } from '@portico/shared-types';

export interface PreparerFields {
  surname: string;
  givenName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  relationship: string;
}

export type PreparerKey = keyof PreparerFields;

export const EMPTY_PREPARER: PreparerFields = {
  surname: '',
  givenName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  relationship: 'AGENT',
};

export const PREPARER_COUNTRIES = COUNTRIES;

/** Which message a refused field gets (see messages.ts). */
export type PreparerProblem =
  | { kind: 'name' }
  | { kind: 'address'; max: number }
  | { kind: 'postal' }
  | { kind: 'country' }
  | { kind: 'relationship' }
  | { kind: 'namePair' }
  | { kind: 'organizationOnly' };

const POSTAL = /^[A-Za-z0-9]+([ -][A-Za-z0-9]+)*$/;
const RELATIONSHIP = /^[A-Za-z]+( [A-Za-z]+)*$/;

const RULES: Record<PreparerKey, { max: number; pattern: RegExp; problem: PreparerProblem }> = {
  surname: { max: 33, pattern: CHARSET_PATTERNS.name, problem: { kind: 'name' } },
  givenName: { max: 33, pattern: CHARSET_PATTERNS.name, problem: { kind: 'name' } },
  addressLine1: { max: 40, pattern: CHARSET_PATTERNS.address, problem: { kind: 'address', max: 40 } },
  addressLine2: { max: 40, pattern: CHARSET_PATTERNS.address, problem: { kind: 'address', max: 40 } },
  city: { max: 20, pattern: CHARSET_PATTERNS.address, problem: { kind: 'address', max: 20 } },
  state: { max: 20, pattern: CHARSET_PATTERNS.address, problem: { kind: 'address', max: 20 } },
  postalCode: { max: 10, pattern: POSTAL, problem: { kind: 'postal' } },
  country: { max: 8, pattern: /^[A-Z]+$/, problem: { kind: 'country' } },
  relationship: { max: 40, pattern: RELATIONSHIP, problem: { kind: 'relationship' } },
};

const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The problems of the filled-in fields (empty fields are allowed: CEAC's Does Not Apply). */
export function checkPreparer(fields: PreparerFields): Partial<Record<PreparerKey, PreparerProblem>> {
  const found: Partial<Record<PreparerKey, PreparerProblem>> = {};
  for (const key of Object.keys(RULES) as PreparerKey[]) {
    const value = squeeze(fields[key]);
    if (!value) continue;
    const rule = RULES[key];
    if (value.length > rule.max || !rule.pattern.test(value)) found[key] = rule.problem;
    else if (key === 'country' && !COUNTRIES.some((c) => c.code === value)) found[key] = rule.problem;
  }
  const surname = squeeze(fields.surname);
  const givenName = squeeze(fields.givenName);
  if (!found.surname && !found.givenName && Boolean(surname) !== Boolean(givenName))
    found[surname ? 'givenName' : 'surname'] = { kind: 'namePair' };
  // CEAC: an organization-only preparer cannot be the applicant's spouse, relative or friend.
  const relationship = squeeze(fields.relationship).toUpperCase() || 'AGENT';
  if (!surname && !found.relationship && ['SPOUSE', 'RELATIVE', 'FRIEND'].includes(relationship))
    found.relationship = { kind: 'organizationOnly' };
  return found;
}

/** What updateBranding is sent: every field, blank as null (relationship blank: AGENT on the server). */
export function preparerInput(fields: PreparerFields): Record<PreparerKey, string | null> {
  const out = {} as Record<PreparerKey, string | null>;
  for (const key of Object.keys(RULES) as PreparerKey[]) out[key] = squeeze(fields[key]) || null;
  return out;
}
