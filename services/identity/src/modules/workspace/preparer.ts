// The agency as preparer on CEAC's sign page (ds160-facts §2.13, the SignCertify rows of the field
// inventory; docs/adr/0024): checked with CEAC's character sets and lengths when an admin saves it,
// and handed to the submission service in the shape its robot fills.
import { badUserInput } from '@portico/service-kit';
import { CHARSET_PATTERNS, COUNTRIES } from '@portico/shared-types';
import { PreparerOutput } from './dtos/workspace.output';
import type { Workspace } from './workspace.entity';

export const DEFAULT_RELATIONSHIP = 'AGENT';

type PreparerKey =
  | 'surname'
  | 'givenName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country'
  | 'relationship';

type PreparerColumn = Extract<keyof Workspace, `preparer${string}`>;

const COLUMN: Record<PreparerKey, PreparerColumn> = {
  surname: 'preparerSurname',
  givenName: 'preparerGivenName',
  addressLine1: 'preparerLine1',
  addressLine2: 'preparerLine2',
  city: 'preparerCity',
  state: 'preparerState',
  postalCode: 'preparerPostalCode',
  country: 'preparerCountry',
  relationship: 'preparerRelationship',
};

const POSTAL = /^[A-Za-z0-9]+([ -][A-Za-z0-9]+)*$/;
const RELATIONSHIP = /^[A-Za-z]+( [A-Za-z]+)*$/;
const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.code));

/** Each field's rule and the message (English; the console shows the same rule in five languages). */
const RULES: Record<PreparerKey, { max: number; pattern: RegExp; message: string }> = {
  surname: {
    max: 33,
    pattern: CHARSET_PATTERNS.name,
    message: 'Preparer surnames: use English letters, spaces, hyphens and apostrophes (at most 33).',
  },
  givenName: {
    max: 33,
    pattern: CHARSET_PATTERNS.name,
    message: 'Preparer given names: use English letters, spaces, hyphens and apostrophes (at most 33).',
  },
  addressLine1: {
    max: 40,
    pattern: CHARSET_PATTERNS.address,
    message: 'Street address: use English letters, digits and common punctuation (at most 40).',
  },
  addressLine2: {
    max: 40,
    pattern: CHARSET_PATTERNS.address,
    message: 'Street address: use English letters, digits and common punctuation (at most 40).',
  },
  city: {
    max: 20,
    pattern: CHARSET_PATTERNS.address,
    message: 'City: use English letters, digits and common punctuation (at most 20).',
  },
  state: {
    max: 20,
    pattern: CHARSET_PATTERNS.address,
    message: 'State/province: use English letters, digits and common punctuation (at most 20).',
  },
  postalCode: {
    max: 10,
    pattern: POSTAL,
    message: 'Postal code: use letters, digits, spaces and hyphens (at most 10).',
  },
  country: { max: 8, pattern: /^[A-Z]+$/, message: 'Choose a country from the list.' },
  relationship: {
    max: 40,
    pattern: RELATIONSHIP,
    message: 'Relationship: use English letters and spaces (at most 40), for example AGENT.',
  },
};

const ORGANIZATION_ONLY_REFUSED = new Set(['SPOUSE', 'RELATIVE', 'FRIEND']);
export const PREPARER_ORGANIZATION_ONLY =
  "Relationship to You cannot be SPOUSE, RELATIVE or FRIEND when only the organization is given: add the preparer's names or choose another relationship.";

export const PREPARER_NAME_PAIR = 'Give both the surnames and the given names of the preparer, or neither.';

export type PreparerChanges = Partial<Record<PreparerKey, string | null>>;

/**
 * Checks and applies the given preparer fields to the workspace (not flushed). Absent: unchanged;
 * null or blank: cleared (relationship back to AGENT). Throws BAD_USER_INPUT naming
 * `preparer.<field>` and changes nothing when any field is refused.
 */
export function applyPreparer(workspace: Workspace, input: PreparerChanges | null | undefined): void {
  if (!input) return;
  const next = new Map<PreparerKey, string | null>();
  for (const key of Object.keys(COLUMN) as PreparerKey[]) {
    const raw = input[key];
    if (raw === undefined) continue;
    let value = raw === null ? null : raw.trim().replace(/\s+/g, ' ');
    if (value === '') value = null;
    if (value !== null) {
      if (key === 'country') value = value.toUpperCase();
      const rule = RULES[key];
      if (value.length > rule.max || !rule.pattern.test(value))
        throw badUserInput(rule.message, `preparer.${key}`);
      if (key === 'country' && !COUNTRY_CODES.has(value))
        throw badUserInput(rule.message, 'preparer.country');
      if (key === 'relationship') value = value.toUpperCase();
    }
    next.set(key, key === 'relationship' ? (value ?? DEFAULT_RELATIONSHIP) : value);
  }
  const merged = (key: PreparerKey) =>
    next.has(key) ? next.get(key) : (workspace[COLUMN[key]] as string | null);
  if (!merged('surname') !== !merged('givenName'))
    throw badUserInput(PREPARER_NAME_PAIR, merged('surname') ? 'preparer.givenName' : 'preparer.surname');
  // CEAC: an organization-only preparer cannot be the applicant's spouse, relative or friend.
  if (!merged('surname') && ORGANIZATION_ONLY_REFUSED.has(merged('relationship') ?? DEFAULT_RELATIONSHIP))
    throw badUserInput(PREPARER_ORGANIZATION_ONLY, 'preparer.relationship');
  for (const [key, value] of next) (workspace as unknown as Record<string, unknown>)[COLUMN[key]] = value;
}

/** The organization CEAC is given: the agency name when CEAC's organization characters allow it. */
function organizationOf(workspace: Workspace): string | null {
  const name = (workspace.agencyName ?? workspace.name ?? '').trim();
  return name && CHARSET_PATTERNS.organization.test(name) ? name : null;
}

function isComplete(workspace: Workspace): boolean {
  const named =
    Boolean(workspace.preparerSurname && workspace.preparerGivenName) || Boolean(organizationOf(workspace));
  return Boolean(named && workspace.preparerLine1 && workspace.preparerCity && workspace.preparerCountry);
}

export function toPreparerOutput(workspace: Workspace): PreparerOutput {
  return Object.assign(new PreparerOutput(), {
    surname: workspace.preparerSurname,
    givenName: workspace.preparerGivenName,
    addressLine1: workspace.preparerLine1,
    addressLine2: workspace.preparerLine2,
    city: workspace.preparerCity,
    state: workspace.preparerState,
    postalCode: workspace.preparerPostalCode,
    country: workspace.preparerCountry,
    relationship: workspace.preparerRelationship || DEFAULT_RELATIONSHIP,
    complete: isComplete(workspace),
  });
}

/** What submission freezes with a filing: the robot's RobotInput.preparer, CEAC-ready (upper case). */
export interface CeacPreparer {
  surname: string;
  givenName: string;
  organization: string;
  address: { line1: string; line2?: string; city: string; state?: string; zipCode?: string; country: string };
  relationship: string;
}

const up = (value: string | null) => (value ?? '').toUpperCase();

/** The preparer of a business workspace; null when its details are not complete yet. */
export function ceacPreparerOf(workspace: Workspace): CeacPreparer | null {
  if (!isComplete(workspace)) return null;
  const address: CeacPreparer['address'] = {
    line1: up(workspace.preparerLine1),
    city: up(workspace.preparerCity),
    country: workspace.preparerCountry!,
  };
  if (workspace.preparerLine2) address.line2 = up(workspace.preparerLine2);
  if (workspace.preparerState) address.state = up(workspace.preparerState);
  if (workspace.preparerPostalCode) address.zipCode = up(workspace.preparerPostalCode);
  return {
    surname: up(workspace.preparerSurname),
    givenName: up(workspace.preparerGivenName),
    organization: up(organizationOf(workspace)),
    address,
    relationship: up(workspace.preparerRelationship || DEFAULT_RELATIONSHIP),
  };
}
