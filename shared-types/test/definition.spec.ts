import {
  CROSS_FIELD_RULES,
  DS160_SECTIONS,
  REFERENCE_LISTS,
  SECTION_KEYS,
  getField,
  isSectionKey,
  fieldMessageIds,
  requirementOf,
  type Condition,
  type FieldDefinition,
  type SectionKey,
} from '../src/ds160';
import { EN_MESSAGES, isMessageId } from '../src/messages';

function conditionsOf(condition: Condition | undefined): Extract<Condition, { field: string }>[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionsOf);
  if ('any' in condition) return condition.any.flatMap(conditionsOf);
  if ('not' in condition) return conditionsOf(condition.not);
  return [condition];
}

const allFields: { section: SectionKey; field: FieldDefinition }[] = DS160_SECTIONS.flatMap((s) =>
  s.fields.map((field) => ({ section: s.key, field })),
);

describe('DS-160 definition', () => {
  it('lists the sections in CEAC order with the spec keys', () => {
    expect(DS160_SECTIONS.map((s) => s.key)).toEqual([...SECTION_KEYS]);
    expect(SECTION_KEYS).toHaveLength(23);
  });

  it('has unique field keys per section', () => {
    for (const section of DS160_SECTIONS) {
      const keys = section.fields.map((f) => f.key);
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    }
  });

  it('gives every field a CEAC mapping or a stated reason', () => {
    const unmapped = allFields.filter(({ field }) => {
      if (field.ceac === null) return !field.ceacReason;
      if (field.type === 'repeater') return !field.repeater?.ceacRepeaterId;
      return field.ceac.controls.length === 0;
    });
    expect(unmapped.map(({ section, field }) => `${section}.${field.key}`)).toEqual([]);
  });

  it('maps dates to day, month and year controls and the SSN to its three boxes', () => {
    for (const { field } of allFields.filter(({ field }) => field.type === 'date')) {
      expect(field.ceac?.controls.map((c) => c.part)).toEqual(['day', 'month', 'year']);
      expect(field.date?.requiredParts.length).toBeGreaterThan(0);
    }
    expect(getField('personalP2', 'usSocialSecurityNumber')?.ceac?.controls.map((c) => c.part)).toEqual([
      'ssn1',
      'ssn2',
      'ssn3',
    ]);
  });

  it('references only existing fields in conditions, and valid option codes', () => {
    const broken: string[] = [];
    const check = (owner: string, section: SectionKey, condition: Condition | undefined) => {
      for (const c of conditionsOf(condition)) {
        const target = c.section ?? section;
        const field = isSectionKey(target) ? getField(target, c.field) : undefined;
        if (!field) {
          broken.push(`${owner} → ${target}.${c.field}`);
          continue;
        }
        const values = [c.equals, ...(c.in ?? []), ...(c.notIn ?? [])].filter(
          (v): v is string => v !== undefined,
        );
        const codes =
          field.type === 'yesNo'
            ? ['Y', 'N']
            : field.list
              ? REFERENCE_LISTS[field.list].map((o) => o.code)
              : null;
        if (codes)
          for (const v of values) if (!codes.includes(v)) broken.push(`${owner} → ${c.field} = ${v}`);
      }
    };
    for (const { section, field } of allFields) {
      check(`${section}.${field.key}`, section, field.visibleWhen);
      check(`${section}.${field.key} (lock)`, section, field.lockedWhen?.when);
    }
    for (const section of DS160_SECTIONS) check(section.key, section.key, section.appliesWhen);
    expect(broken).toEqual([]);
  });

  it('gives every select a non-empty reference list', () => {
    const selects = allFields.filter(({ field }) => field.type === 'select');
    expect(selects.length).toBeGreaterThan(40);
    for (const { section, field } of selects) {
      expect({
        field: `${section}.${field.key}`,
        list: field.list && REFERENCE_LISTS[field.list].length > 0,
      }).toEqual({
        field: `${section}.${field.key}`,
        list: true,
      });
    }
  });

  it('nests repeater questions under a declared repeater, one level deep, with a cap', () => {
    for (const { section, field } of allFields) {
      const parts = field.key.split('[]');
      expect(parts.length).toBeLessThanOrEqual(2);
      if (parts.length === 2) expect(getField(section, parts[0])?.type).toBe('repeater');
      if (field.type === 'repeater') {
        expect(field.repeater?.cap).toBeGreaterThanOrEqual(field.repeater?.minItems ?? 1);
      }
    }
    expect(getField('previousUsTravelPage', 'previousVisits')?.repeater).toMatchObject({
      cap: 5,
      capSource: 'ceac',
    });
  });

  it('has English text for every message id the definition uses', () => {
    const ids = new Set<string>();
    for (const section of DS160_SECTIONS) ids.add(section.titleMessageId);
    for (const { field } of allFields) {
      ids.add(field.messages.label);
      if (field.messages.help) ids.add(field.messages.help);
      if (field.messages.required) ids.add(field.messages.required);
      if (field.companion) ids.add(field.companion.labelMessageId);
      if (field.charset && field.charset !== 'native') ids.add(`ds160.error.charset.${field.charset}`);
      if (field.format) ids.add(`ds160.error.format.${field.format}`);
    }
    for (const list of Object.values(REFERENCE_LISTS))
      for (const o of list) if (o.messageId) ids.add(o.messageId);
    for (const rule of CROSS_FIELD_RULES) ids.add(rule.messageId);
    expect([...ids].filter((id) => !isMessageId(id))).toEqual([]);
  });

  it('has English text for every error a field can report', () => {
    const missing = allFields.flatMap(({ section, field }) =>
      fieldMessageIds(section, field)
        .filter((id) => !isMessageId(id))
        .map((id) => `${section}.${field.key}: ${id}`),
    );
    expect(missing).toEqual([]);
    expect(
      fieldMessageIds('addressAndPhonePage', getField('addressAndPhonePage', 'phoneNumbers.primary')!),
    ).toEqual([
      'ds160.error.primaryPhoneRequired',
      'ds160.error.englishOnly',
      'ds160.error.format.phone',
      'ds160.error.maxLength',
      'ds160.error.invalidValue',
    ]);
  });

  it('names label ids after the section and field key', () => {
    const wrong = allFields
      .filter(
        ({ section, field }) =>
          field.messages.label !== `ds160.${section}.${field.key.replace(/\[\]/g, '')}.label`,
      )
      .map(({ section, field }) => `${section}.${field.key}`);
    expect(wrong).toEqual([]);
  });

  it('uses lower dotted message ids', () => {
    expect(Object.keys(EN_MESSAGES).filter((id) => !/^ds160(\.[a-z][A-Za-z0-9]*)+$/.test(id))).toEqual([]);
  });

  it('states the CEAC character set and length of every text answer', () => {
    const loose = allFields.filter(
      ({ field }) =>
        (field.type === 'text' || field.type === 'textarea') &&
        (!field.maxLength || (!field.charset && !field.format)),
    );
    expect(loose.map(({ section, field }) => `${section}.${field.key}`)).toEqual([]);
  });
});

describe('requirementOf', () => {
  it('tells required, optional and conditional fields apart', () => {
    const field = (section: SectionKey, key: string) => {
      const found = getField(section, key);
      if (!found) throw new Error(key);
      return found;
    };
    expect(requirementOf(field('personalP1', 'surname'))).toBe('required');
    expect(requirementOf(field('addressAndPhonePage', 'homeAddress.line2'))).toBe('optional');
    expect(requirementOf(field('personalP1', 'telecodeSurname'))).toBe('conditional');
    expect(requirementOf(field('passportPage', 'expirationDate'))).toBe('conditional');
  });
});
