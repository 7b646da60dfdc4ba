// The DS-160 sections in CEAC order, and which of them apply to an application.
//
// Decisions where the inventory is silent:
// - Legally separated (L) shows the spouse page (the marriage still exists); the inventory
//   lists this as unknown.
// - Former spouses (CEAC node PrevSpouse) live in `spouseInfoPage`, shown for divorced (D).
import { SECTION_FIELDS, SPOUSE_MARITAL_STATUSES } from './fields';
import {
  CREW_CLASSES,
  PETITION_WORK_CLASSES,
  STUDENT_CLASSES,
  STUDENT_PRINCIPAL_CLASSES,
} from './reference-lists';
import {
  SECTION_KEYS,
  type Condition,
  type FieldDefinition,
  type SectionDefinition,
  type SectionKey,
} from './types';

const purposeIn = (codes: readonly string[]): Condition => ({
  section: 'visaPurposePage',
  field: 'tripPurposes[].purposeSpecify',
  in: codes,
});

const CEAC_PAGES: Readonly<Record<SectionKey, readonly string[]>> = {
  personalP1: ['Personal1'],
  personalP2: ['Personal2'],
  visaPurposePage: ['Travel'],
  travelCompanionsPage: ['TravelCompanions'],
  previousUsTravelPage: ['PreviousUSTravel'],
  addressAndPhonePage: ['AddressPhone'],
  passportPage: ['PptVisa'],
  contactInfoPage: ['USContact'],
  familyInfoPage: ['Relatives'],
  spouseInfoPage: ['Spouse', 'PrevSpouse'],
  deceasedSpouseInfoPage: ['DeceasedSpouse'],
  presentOccupationPage: ['WorkEducation1'],
  previousOccupationPage: ['WorkEducation2'],
  additionalOccupationPage: ['WorkEducation3'],
  securityBackgroundPage1: ['SecurityandBackground1'],
  securityBackgroundPage2: ['SecurityandBackground2'],
  securityBackgroundPage3: ['SecurityandBackground3'],
  securityBackgroundPage4: ['SecurityandBackground4'],
  securityBackgroundPage5: ['SecurityandBackground5'],
  studentVisaPage1: ['ExchangeVisitor2'],
  studentVisaPage2: ['ExchangeVisitor3'],
  temporaryVisaPage: ['TemporaryWork'],
  crewVisaPage: ['CrewVisa'],
};

const APPLIES_WHEN: Partial<Record<SectionKey, Condition>> = {
  spouseInfoPage: { section: 'personalP1', field: 'maritalStatus', in: [...SPOUSE_MARITAL_STATUSES, 'D'] },
  deceasedSpouseInfoPage: { section: 'personalP1', field: 'maritalStatus', equals: 'W' },
  studentVisaPage1: purposeIn(STUDENT_PRINCIPAL_CLASSES),
  studentVisaPage2: purposeIn(STUDENT_CLASSES),
  temporaryVisaPage: purposeIn(PETITION_WORK_CLASSES),
  crewVisaPage: purposeIn(CREW_CLASSES),
};

export const DS160_SECTIONS: readonly SectionDefinition[] = SECTION_KEYS.map((key) => ({
  key,
  ceacPages: CEAC_PAGES[key],
  titleMessageId: `ds160.section.${key}.title`,
  ...(APPLIES_WHEN[key] ? { appliesWhen: APPLIES_WHEN[key] } : {}),
  fields: SECTION_FIELDS[key],
}));

const sectionsByKey = new Map(DS160_SECTIONS.map((s) => [s.key, s]));
const fieldsByKey = new Map(
  DS160_SECTIONS.map((s) => [s.key, new Map<string, FieldDefinition>(s.fields.map((f) => [f.key, f]))]),
);

export function getSection(key: SectionKey): SectionDefinition {
  const section = sectionsByKey.get(key);
  if (!section) throw new Error(`Unknown DS-160 section ${key}`);
  return section;
}

/** The field with this definition key (`otherNames[].surname`), or undefined. */
export function getField(section: SectionKey, key: string): FieldDefinition | undefined {
  return fieldsByKey.get(section)?.get(key);
}

/** The fields of a repeater item (`otherNames` → `otherNames[].surname`, …). */
export function repeaterItemFields(section: SectionKey, repeaterKey: string): FieldDefinition[] {
  const prefix = `${repeaterKey}[].`;
  return getSection(section).fields.filter(
    (f) => f.key.startsWith(prefix) && !f.key.slice(prefix.length).includes('[]'),
  );
}

export function isSectionKey(value: string): value is SectionKey {
  return sectionsByKey.has(value as SectionKey);
}

/**
 * How the spec would label the field: required always, optional, or conditional (shown
 * only under a condition or inside a repeater, or lifted by a Does Not Apply box).
 */
export function requirementOf(field: FieldDefinition): 'required' | 'optional' | 'conditional' {
  if (!field.required) return 'optional';
  return field.visibleWhen || field.key.includes('[]') || field.companion ? 'conditional' : 'required';
}
