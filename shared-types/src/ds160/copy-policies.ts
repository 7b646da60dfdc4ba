// Which answers a new form copies from an earlier one (see docs/adr/0009).
//
// Renewal: CEAC's "retrieve an application" after submission starts a new application
// prefilled from the old one except the U.S. travel plans (ds160-facts §2.10). Travel plans
// here are the dates, flights, places, length of stay and U.S. address of the trip on the
// Travel page, and the Travel Companions page (the people going on this trip). Purpose, payer
// and everything about the person (identity, passport, history, family, work, security
// answers) is copied; the applicant reviews it.
//
// Family member: a relative travelling on the same trip shares the trip, the interview post and the household,
// not the person. Copied: the travel plans and who pays, the home and mailing address, and the
// U.S. point of contact. Not copied: names, birth, nationality, identity numbers, passport,
// phones and e-mails, social media, parents (a spouse's differ), spouse, work, security
// answers, travel companions (each traveller lists the others) and the trip purpose (a
// dependant's visa class differs from the principal's).
import { parseAnswerPath } from './answers';
import { getSection } from './sections';
import {
  SECTION_KEYS,
  type AnswerObject,
  type AnswerValue,
  type FormAnswers,
  type SectionKey,
} from './types';

/** Per section: copy all of it, only some definition keys, or all but some. Absent: not copied. */
export type SectionCopyRule = 'all' | { only: readonly string[] } | { except: readonly string[] };

export type CopyPolicy = Readonly<Partial<Record<SectionKey, SectionCopyRule>>>;

/** The travel-plan keys of the Travel page (visaPurposePage). */
export const TRAVEL_PLAN_KEYS: readonly string[] = [
  'hasSpecificTravelPlans',
  'arrivalDate',
  'arrivalFlight',
  'arrivalCity',
  'departureDate',
  'departureFlight',
  'departureCity',
  'visitLocations',
  'intendedArrivalDate',
  'intendedLengthOfStay',
  'stayAddress',
];

export const RENEWAL_COPY_POLICY: CopyPolicy = Object.fromEntries(
  SECTION_KEYS.filter((s) => s !== 'travelCompanionsPage').map((s): [SectionKey, SectionCopyRule] => [
    s,
    s === 'visaPurposePage' ? { except: TRAVEL_PLAN_KEYS } : 'all',
  ]),
);

export const FAMILY_MEMBER_COPY_POLICY: CopyPolicy = {
  visaPurposePage: { only: [...TRAVEL_PLAN_KEYS, 'tripPayer', 'payer', 'interviewLocation'] },
  addressAndPhonePage: { only: ['homeAddress', 'mailingAddressType', 'mailingAddress'] },
  contactInfoPage: 'all',
};

/** A definition key is covered by a listed key when equal or nested under it (`payer` covers `payer.address.city`). */
function covers(listed: string, key: string): boolean {
  return key === listed || key.startsWith(`${listed}.`) || key.startsWith(`${listed}[]`);
}

const ownersBySection = new Map<string, Map<string, string[]>>();
/** Definition keys of the fields a companion box (`arrivalDateNa`) belongs to (none for other keys). */
export function companionOwners(section: SectionKey, key: string): string[] {
  let bySection = ownersBySection.get(section);
  if (!bySection) {
    bySection = new Map();
    for (const field of getSection(section).fields) {
      if (!field.companion) continue;
      bySection.set(field.companion.key, [...(bySection.get(field.companion.key) ?? []), field.key]);
    }
    ownersBySection.set(section, bySection);
  }
  return bySection.get(key) ?? [];
}

/** Whether the answer at `path` (an answer path or definition key) of `section` is copied. */
export function isCopied(policy: CopyPolicy, section: SectionKey, path: string): boolean {
  const rule = policy[section];
  if (!rule) return false;
  if (rule === 'all') return true;
  const { key } = parseAnswerPath(path);
  const keys = [key, ...companionOwners(section, key)];
  const listed = 'only' in rule ? rule.only : rule.except;
  const hit = keys.some((k) => listed.some((l) => covers(l, k)));
  return 'only' in rule ? hit : !hit;
}

function isPlainObject(value: AnswerValue | undefined): value is AnswerObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function filter(
  policy: CopyPolicy,
  section: SectionKey,
  value: AnswerValue | undefined,
  prefix: string,
): AnswerValue | undefined {
  if (prefix !== '' && !isPlainObject(value) && !Array.isArray(value)) {
    return isCopied(policy, section, prefix) ? value : undefined;
  }
  if (Array.isArray(value)) {
    if (!isCopied(policy, section, prefix)) return undefined;
    return value.map((item, i) => filter(policy, section, item, `${prefix}.${i}`) ?? {});
  }
  if (!isPlainObject(value)) return undefined;
  // A date object is one answer.
  if (prefix !== '' && Object.keys(value).every((k) => ['day', 'month', 'year'].includes(k))) {
    return isCopied(policy, section, prefix) ? value : undefined;
  }
  const out: AnswerObject = {};
  for (const [k, v] of Object.entries(value)) {
    const kept = filter(policy, section, v, prefix === '' ? k : `${prefix}.${k}`);
    if (kept !== undefined) out[k] = kept;
  }
  return Object.keys(out).length > 0 || prefix === '' ? out : undefined;
}

/** The answers the policy copies, as a new object (sections left empty are dropped). */
export function copyAnswers(answers: FormAnswers, policy: CopyPolicy): FormAnswers {
  const out: FormAnswers = {};
  for (const section of SECTION_KEYS) {
    const source = answers[section];
    if (!source || !policy[section]) continue;
    const copied = filter(policy, section, source, '') as AnswerObject;
    if (Object.keys(copied).length > 0) out[section] = copied;
  }
  return out;
}
