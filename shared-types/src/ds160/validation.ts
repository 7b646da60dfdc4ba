// Validation built from the definition: yup schemas per field (value shape, CEAC character
// sets, formats, dates), visibility and requirement from the conditions, and the rules
// across fields. Pure functions, the same in the browser and in Node. Two script modes:
// 'english' (default, CEAC's English-only rules) and 'native' (see NATIVE_PATTERNS).
import * as yup from 'yup';
import { answerPath, getAnswer, getItems, hasAnswer, parseAnswerPath } from './answers';
import { indexesWithinCaps } from './bounds';
import {
  evaluateCondition,
  isFieldVisible,
  sectionApplies,
  applicableSections,
  type ItemIndexes,
} from './conditions';
import { isListCode, REFERENCE_LISTS } from './reference-lists';
import { CROSS_FIELD_RULES } from './rules';
import { getField, getSection } from './sections';
import type {
  AnswerObject,
  AnswerValue,
  Charset,
  CrossFieldRule,
  FieldDefinition,
  FieldFormat,
  FieldRef,
  FormAnswers,
  FormProblem,
  FormReadiness,
  FormWarning,
  PartialDate,
  SectionKey,
  ScriptMode,
  SectionStatus,
  ValidationOptions,
} from './types';

/** CEAC character sets (ds160-facts §2.6). Lower case is accepted; answers are upper-cased for CEAC. */
export const CHARSET_PATTERNS: Readonly<Record<Exclude<Charset, 'native'>, RegExp>> = {
  name: /^[A-Za-z'-]+( [A-Za-z'-]+)*$/,
  organization: /^[A-Za-z0-9'&-]+( [A-Za-z0-9'&-]+)*$/,
  nationalId: /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/,
  address: /^[A-Za-z0-9#$*%&;!@^?><().',-]+( +[A-Za-z0-9#$*%&;!@^?><().',-]+)*$/,
  freeText: /^[A-Za-z0-9#$*%&;!@^?><().',-]+([ \r\n]+[A-Za-z0-9#$*%&;!@^?><().',-]+)*$/,
  digits: /^[0-9]+$/,
  email: /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
};

export const FORMAT_PATTERNS: Readonly<Record<FieldFormat, RegExp>> = {
  phone: /^[0-9]{5,15}$/,
  usZip: /^[0-9]{5}(-[0-9]{4})?$/,
  ssn: /^[0-9]{9}$/,
  telecode: /^[0-9]{4}( [0-9]{4})*$/,
  visaNumber: /^([0-9]{8}|[0-9]{12})$/,
  petitionNumber: /^[A-Za-z]{3}[0-9]{10}$/,
  sevisId: /^[Nn][0-9]{10}$/,
  programNumber: /^[GPgp]-[1-9]-[0-9]{5}$/,
  year: /^[0-9]{4}$/,
  socialHandle: /^[\x21-\x7E]+( [\x21-\x7E]+)*$/,
};

/**
 * What a phone box keeps of what was typed or pasted: its digits only, as CEAC takes them
 * (ds160-facts §2.6: "accepts only numbers (0-9)"), full-width digits counted as digits. So
 * "+7 (495) 123-45-67" is kept as 74951234567; the 5–15 digits rule (FORMAT_PATTERNS.phone) applies
 * to the result, never a cut of the typed text.
 */
export function phoneDigits(typed: string): string {
  return typed
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[^0-9]/g, '');
}

const NON_ENGLISH = /[^\x20-\x7E\r\n]/;

/**
 * Native-script mode (ValidationOptions.script = 'native'): what a client may type in their own
 * script in the text questions whose translation kind is name, address or free text. Names: letters
 * and marks of any script with the name punctuation (apostrophes, hyphen, dots, middle dots) and
 * single spaces; organizations also digits and '&', but no period (CEAC refuses it); addresses and free text: any printable text
 * (free text may have line breaks). Required, length (UTF-16 units, as CEAC's HTML maxlength
 * counts), formats and dates still apply; everything else keeps CEAC's English-only rules.
 */
export const NATIVE_PATTERNS = {
  name: /^[\p{L}\p{M}'\u2019.\u00B7\u30FB\u2027-]+( [\p{L}\p{M}'\u2019.\u00B7\u30FB\u2027-]+)*$/u,
  // No period: CEAC's employer and school names refuse it (ds160-facts §2.6), whatever the script.
  organization:
    /^[\p{L}\p{M}\p{N}'\u2019&\u00B7\u30FB\u2027-]+( [\p{L}\p{M}\p{N}'\u2019&\u00B7\u30FB\u2027-]+)*$/u,
  text: /^[^\p{C}]+$/u,
  multiline: /^(?:[^\p{C}]|\r|\n)+$/u,
} as const;

/** Which answers native mode frees from the English-only rules: text of kinds name, address, free text. */
export function acceptsNativeScript(field: FieldDefinition): boolean {
  return (
    (field.type === 'text' || field.type === 'textarea') &&
    !field.format &&
    (field.translation === 'name' || field.translation === 'address' || field.translation === 'freeText')
  );
}

function nativePattern(field: FieldDefinition): { pattern: RegExp; messageId: string } {
  if (field.translation === 'name') {
    return field.charset === 'organization'
      ? { pattern: NATIVE_PATTERNS.organization, messageId: 'ds160.error.native.organization' }
      : { pattern: NATIVE_PATTERNS.name, messageId: 'ds160.error.native.name' };
  }
  return {
    pattern: field.type === 'textarea' ? NATIVE_PATTERNS.multiline : NATIVE_PATTERNS.text,
    messageId: 'ds160.error.native.text',
  };
}

type Schema = yup.Schema<unknown>;
const schemas = new WeakMap<FieldDefinition, Schema>();
const nativeSchemas = new WeakMap<FieldDefinition, Schema>();

interface Context {
  today: number;
  script?: ScriptMode;
  answers: FormAnswers;
  section: SectionKey;
  indexes: ItemIndexes;
}

function ymd(date: Date): number {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Earliest and latest day a partial date can mean, as yyyymmdd numbers. */
export function dateBounds(date: PartialDate): { lower: number; upper: number } | null {
  const { year, month, day } = date;
  if (year === undefined) return null;
  const lowMonth = month ?? 1;
  const highMonth = month ?? 12;
  return {
    lower: year * 10000 + lowMonth * 100 + (day ?? 1),
    upper: year * 10000 + highMonth * 100 + (day ?? daysInMonth(year, highMonth)),
  };
}

const INCOMPLETE: Record<string, string> = {
  'day,month,year': 'ds160.error.dateIncompleteDayMonthYear',
  'month,year': 'ds160.error.dateIncompleteMonthYear',
  year: 'ds160.error.dateIncompleteYear',
};

function dateSchema(field: FieldDefinition): Schema {
  const spec = field.date ?? { requiredParts: ['day', 'month', 'year'] as const };
  const incomplete = INCOMPLETE[spec.requiredParts.join(',')] ?? 'ds160.error.dateIncompleteDayMonthYear';
  const part = (min: number, max: number) =>
    yup
      .number()
      .integer('ds160.error.dateInvalid')
      .min(min, 'ds160.error.dateInvalid')
      .max(max, 'ds160.error.dateInvalid');
  return yup
    .object({ day: part(1, 31), month: part(1, 12), year: part(1900, 2200) })
    .noUnknown(true, 'ds160.error.dateInvalid')
    .strict(true)
    .test('parts', incomplete, (value) => spec.requiredParts.every((p) => typeof value?.[p] === 'number'))
    .test('exists', 'ds160.error.dateInvalid', (value) => {
      const { day, month, year } = value ?? {};
      return (
        day === undefined || month === undefined || year === undefined || day <= daysInMonth(year, month)
      );
    })
    .test('when', (value, ctx) => {
      const today = (ctx.options.context as Context | undefined)?.today;
      const bounds = value ? dateBounds(value as PartialDate) : null;
      if (!bounds || today === undefined || !spec.when) return true;
      if (spec.when === 'past' && bounds.lower > today)
        return ctx.createError({ message: 'ds160.error.datePast' });
      if (spec.when === 'future' && bounds.upper <= today)
        return ctx.createError({ message: 'ds160.error.dateFuture' });
      return true;
    }) as Schema;
}

function textSchema(field: FieldDefinition, native = false): Schema {
  let schema = yup.string().strict(true).typeError('ds160.error.invalidValue');
  if (native) {
    const { pattern, messageId } = nativePattern(field);
    schema = schema.matches(pattern, messageId);
  } else if (field.charset !== 'native') {
    schema = schema.test(
      'english',
      'ds160.error.englishOnly',
      (v) => v === undefined || !NON_ENGLISH.test(v),
    );
  }
  // The format or character set first: it says more than "too long".
  if (field.format)
    schema = schema.matches(FORMAT_PATTERNS[field.format], `ds160.error.format.${field.format}`);
  else if (!native && field.charset && field.charset !== 'native') {
    schema = schema.matches(CHARSET_PATTERNS[field.charset], `ds160.error.charset.${field.charset}`);
  }
  if (field.maxLength !== undefined) schema = schema.max(field.maxLength, 'ds160.error.maxLength');
  if (field.format === 'year') {
    schema = schema.test('pastYear', 'ds160.error.datePast', (v, ctx) => {
      const today = (ctx.options.context as Context | undefined)?.today;
      return v === undefined || today === undefined || Number(v) <= Math.floor(today / 10000);
    });
  }
  return schema as Schema;
}

function schemaFor(field: FieldDefinition, script: ScriptMode = 'english'): Schema {
  if (script === 'native' && acceptsNativeScript(field)) {
    let native = nativeSchemas.get(field);
    if (!native) {
      native = textSchema(field, true);
      nativeSchemas.set(field, native);
    }
    return native;
  }
  let schema = schemas.get(field);
  if (schema) return schema;
  switch (field.type) {
    case 'text':
    case 'textarea':
      schema = textSchema(field);
      break;
    case 'date':
      schema = dateSchema(field);
      break;
    case 'yesNo':
      schema = yup.string().strict(true).oneOf(['Y', 'N'], 'ds160.error.invalidOption') as Schema;
      break;
    case 'select': {
      const list = field.list;
      schema = yup
        .string()
        .strict(true)
        .test(
          'list',
          'ds160.error.invalidOption',
          (v) => v === undefined || (list !== undefined && isListCode(list, v)),
        ) as Schema;
      break;
    }
    case 'checkbox':
      schema = yup.boolean().strict(true) as Schema;
      break;
    case 'repeater':
      schema = yup
        .array()
        .strict(true)
        .min(field.repeater?.minItems ?? 1, requiredMessage(field))
        .max(field.repeater?.cap ?? Number.MAX_SAFE_INTEGER, 'ds160.error.repeaterMax') as Schema;
      break;
  }
  schemas.set(field, schema);
  return schema;
}

function requiredMessage(field: FieldDefinition): string {
  if (field.messages.required) return field.messages.required;
  if (field.type === 'select' || field.type === 'yesNo') return 'ds160.error.notSelected';
  if (field.type === 'repeater') return 'ds160.error.repeaterMin';
  if (field.type === 'date') {
    return (
      INCOMPLETE[(field.date?.requiredParts ?? []).join(',')] ?? 'ds160.error.dateIncompleteDayMonthYear'
    );
  }
  return 'ds160.error.required';
}

function companionTicked(
  field: FieldDefinition,
  answers: FormAnswers,
  section: SectionKey,
  indexes: ItemIndexes,
): boolean {
  return field.companion !== undefined && getAnswer(answers[section], field.companion.key, indexes) === true;
}

function asDate(value: AnswerValue | undefined): PartialDate | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const date = value as PartialDate;
  return typeof date.year === 'number' ? date : null;
}

/** The value of a rule's field, when visible and answered (not ticked unknown). */
function ruleDate(ref: FieldRef, answers: FormAnswers, indexes: ItemIndexes): PartialDate | null {
  const field = getField(ref.section, ref.field);
  if (!field || !isFieldVisible(ref.section, ref.field, answers, indexes)) return null;
  if (companionTicked(field, answers, ref.section, indexes)) return null;
  return asDate(getAnswer(answers[ref.section], ref.field, indexes));
}

function addMonths(date: number, months: number): number {
  const year = Math.floor(date / 10000);
  const month = Math.floor(date / 100) % 100;
  const day = date % 100;
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return y * 10000 + m * 100 + Math.min(day, daysInMonth(y, m));
}

function text(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, ' ') : '';
}

/** Whether a rule fails for one instance (indexes of the reported field), judged on `today` (yyyymmdd). */
function ruleFails(rule: CrossFieldRule, answers: FormAnswers, indexes: ItemIndexes, today: number): boolean {
  switch (rule.kind) {
    case 'dateOrder': {
      const sameRepeater = rule.earlier.section === rule.later.section && rule.earlier.field.includes('[]');
      const earlier = ruleDate(
        rule.earlier,
        answers,
        sameRepeater || rule.reportOn === 'earlier' ? indexes : [],
      );
      const later = ruleDate(rule.later, answers, sameRepeater || rule.reportOn === 'later' ? indexes : []);
      const a = earlier && dateBounds(earlier);
      const b = later && dateBounds(later);
      if (!a || !b) return false;
      return rule.allowEqual ? a.lower > b.upper : a.lower >= b.upper;
    }
    case 'dateMonthsAfter': {
      const value = ruleDate(rule.field, answers, indexes);
      const bounds = value && dateBounds(value);
      if (!bounds) return false;
      for (const ref of rule.after) {
        const after = ruleDate(ref, answers, []);
        const afterBounds = after && dateBounds(after);
        if (afterBounds) return bounds.upper < addMonths(afterBounds.lower, rule.months);
      }
      return rule.orAfterToday === true && bounds.upper < addMonths(today, rule.months);
    }
    case 'notRepeated': {
      const section = answers[rule.field.section];
      const value = text(getAnswer(section, rule.field.field, indexes));
      if (value === '' || indexes.length === 0) return false;
      if (rule.others.some((other) => text(getAnswer(answers[other.section], other.field)) === value))
        return true;
      for (let i = 0; i < indexes[0]; i++)
        if (text(getAnswer(section, rule.field.field, [i])) === value) return true;
      return false;
    }
    case 'aliasNotName': {
      const p1 = answers.personalP1;
      const surname = getAnswer(p1, 'otherNames[].surname', indexes);
      const given = getAnswer(p1, 'otherNames[].givenName', indexes);
      return (
        text(given) !== '' &&
        text(given) === text(getAnswer(p1, 'givenName')) &&
        text(surname) === text(getAnswer(p1, 'surname'))
      );
    }
    case 'usContactOrganizationRelationship': {
      const c = answers.contactInfoPage;
      const onlyOrganization =
        getAnswer(c, 'usContact.nameNa') === true &&
        getAnswer(c, 'usContact.organizationNameNa') !== true &&
        hasAnswer(getAnswer(c, 'usContact.organizationName'));
      return onlyOrganization && ['S', 'R', 'C'].includes(text(getAnswer(c, 'usContact.relationship')));
    }
    case 'usContactNameOrOrganization': {
      const c = answers.contactInfoPage;
      return (
        getAnswer(c, 'usContact.nameNa') === true && getAnswer(c, 'usContact.organizationNameNa') === true
      );
    }
  }
}

function reportedRef(rule: CrossFieldRule): FieldRef {
  if (rule.kind === 'dateOrder') return rule.reportOn === 'earlier' ? rule.earlier : rule.later;
  return rule.field;
}

const rulesByField = new Map<string, CrossFieldRule[]>();
for (const rule of CROSS_FIELD_RULES) {
  const ref = reportedRef(rule);
  const id = `${ref.section}:${ref.field}`;
  rulesByField.set(id, [...(rulesByField.get(id) ?? []), rule]);
}

function withValue(
  answers: FormAnswers,
  section: SectionKey,
  key: string,
  indexes: ItemIndexes,
  value: AnswerValue | undefined,
): FormAnswers {
  if (getAnswer(answers[section], key, indexes) === value) return answers;
  const path = answerPath(key, indexes).split('.');
  const clone = (node: AnswerValue | undefined, depth: number): AnswerValue => {
    if (depth === path.length) return value as AnswerValue;
    const segment = path[depth];
    if (/^\d+$/.test(segment)) {
      const items = Array.isArray(node) ? [...node] : [];
      items[Number(segment)] = clone(items[Number(segment)], depth + 1);
      return items;
    }
    const object: AnswerObject =
      typeof node === 'object' && node !== null && !Array.isArray(node) ? { ...(node as AnswerObject) } : {};
    object[segment] = clone(object[segment], depth + 1);
    return object;
  };
  return { ...answers, [section]: clone(answers[section], 0) as AnswerObject };
}

function ruleProblem(
  field: FieldDefinition,
  section: SectionKey,
  indexes: ItemIndexes,
  answers: FormAnswers,
  today: number,
): string | null {
  for (const rule of rulesByField.get(`${section}:${field.key}`) ?? []) {
    if (rule.severity === 'error' && ruleFails(rule, answers, indexes, today)) return rule.messageId;
  }
  return null;
}

function check(
  field: FieldDefinition,
  section: SectionKey,
  indexes: ItemIndexes,
  value: AnswerValue | undefined,
  answers: FormAnswers,
  judge: Judge,
): string | null {
  if (!isFieldVisible(section, field.key, answers, indexes)) return null;
  if (companionTicked(field, answers, section, indexes))
    return ruleProblem(field, section, indexes, answers, judge.today);
  if (
    field.lockedWhen &&
    evaluateCondition(field.lockedWhen.when, answers, section, indexes) &&
    value !== field.lockedWhen.value
  ) {
    return 'ds160.error.lockedMexico';
  }
  const present = field.type === 'repeater' ? Array.isArray(value) && value.length > 0 : hasAnswer(value);
  if (!present) return field.required ? requiredMessage(field) : null;
  const message = schemaMessage(field, judge, value);
  if (message) return message;
  if (field.list === 'visaSubclasses' && field.listFilteredBy) {
    const parent = getAnswer(answers[section], field.listFilteredBy, indexes);
    const option = REFERENCE_LISTS.visaSubclasses.find((o) => o.code === value);
    if (typeof parent === 'string' && option && option.parent !== parent) return 'ds160.error.invalidOption';
  }
  return ruleProblem(field, section, indexes, answers, judge.today);
}

interface SchemaMemo {
  /** The script and day the entries were judged with (a new day or script starts afresh). */
  mode: string;
  /** By the value itself: strings, numbers, booleans, null and undefined. */
  plain: Map<unknown, string | null>;
  /** Dates and lists by their JSON text. */
  json: Map<string, string | null>;
}
const schemaMemo = new WeakMap<FieldDefinition, SchemaMemo[]>();
const SCHEMA_MEMO_SIZE = 512;
/** Modes kept per field: both scripts, across a change of day. */
const SCHEMA_MEMO_MODES = 4;
/** Values (or their JSON) longer than this are not remembered. */
const SCHEMA_MEMO_VALUE_LENGTH = 200;

/**
 * The field's own rules on one value (its yup schema), remembered per field: the schema is pure in
 * the value, the script mode and the day, and a save re-checks every field of its section although
 * one changed. At most SCHEMA_MEMO_SIZE values per field and mode are kept.
 */
function schemaMessage(field: FieldDefinition, judge: Judge, value: AnswerValue | undefined): string | null {
  // Keyed by the value itself where it can be: a stored answer is the same string from one save to
  // the next, so the lookup hashes nothing new.
  let memos = schemaMemo.get(field);
  if (!memos) schemaMemo.set(field, (memos = []));
  let memo = memos.find((m) => m.mode === judge.mode);
  if (!memo) {
    if (memos.length >= SCHEMA_MEMO_MODES) memos.shift();
    memos.push((memo = { mode: judge.mode, plain: new Map(), json: new Map() }));
  }
  const plain = value === null || typeof value !== 'object';
  const map: Map<unknown, string | null> = plain ? memo.plain : memo.json;
  const key = plain ? value : JSON.stringify(value);
  // Long values are judged afresh each time: kept, they would let a caller fill memory.
  const keep = typeof key !== 'string' || key.length <= SCHEMA_MEMO_VALUE_LENGTH;
  const known = keep ? map.get(key) : undefined;
  if (known !== undefined) return known;
  let message: string | null = null;
  try {
    schemaFor(field, judge.script).validateSync(value, { context: { today: judge.today } });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    message = error.message;
  }
  if (!keep) return message;
  if (map.size >= SCHEMA_MEMO_SIZE) map.clear();
  map.set(key, message);
  return message;
}

/** The day dates are judged against, and the script mode. */
interface Judge {
  today: number;
  script: ScriptMode;
  /** `script|today`, the memo's mode. */
  mode: string;
}

function judgeOf(options?: ValidationOptions): Judge {
  const today = ymd(options?.today ?? new Date());
  const script = options?.script ?? 'english';
  return { today, script, mode: `${script}|${today}` };
}

/**
 * Checks one answer. `path` is an answer path (`otherNames.0.surname`) or a plain key;
 * `value` is the candidate value (it replaces the stored one for this check). Returns the
 * message id of the first problem, or null. Hidden fields and ticked companions pass.
 */
export function validateField(
  sectionKey: SectionKey,
  path: string,
  value: AnswerValue | undefined,
  answers: FormAnswers,
  options?: ValidationOptions,
): string | null {
  const { key, indexes } = parseAnswerPath(path);
  const field = getField(sectionKey, key);
  if (!field) throw new Error(`Unknown DS-160 field ${sectionKey}.${path}`);
  // An item past its repeater's cap is refused before the answers are copied around it.
  if (!indexesWithinCaps(sectionKey, key, indexes)) return 'ds160.error.repeaterMax';
  const merged = withValue(answers, sectionKey, key, indexes, value);
  return check(field, sectionKey, indexes, value, merged, judgeOf(options));
}

/** One shown question: the field, its repeater item indexes and its answer path. */
export interface FieldInstance {
  field: FieldDefinition;
  indexes: number[];
  path: string;
}

/** Every visible field instance of a section, repeaters expanded, in order. */
export function visibleFieldInstances(sectionKey: SectionKey, answers: FormAnswers): FieldInstance[] {
  const out: FieldInstance[] = [];
  if (!sectionApplies(sectionKey, answers)) return out;
  for (const field of getSection(sectionKey).fields) {
    const repeat = field.key.lastIndexOf('[]');
    if (repeat < 0) {
      if (isFieldVisible(sectionKey, field.key, answers)) out.push({ field, indexes: [], path: field.key });
      continue;
    }
    const items = getItems(answers[sectionKey], field.key.slice(0, repeat));
    for (let i = 0; i < items.length; i++) {
      if (isFieldVisible(sectionKey, field.key, answers, [i])) {
        out.push({ field, indexes: [i], path: answerPath(field.key, [i]) });
      }
    }
  }
  return out;
}

function sectionProblems(sectionKey: SectionKey, answers: FormAnswers, judge: Judge): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const { field, indexes, path } of visibleFieldInstances(sectionKey, answers)) {
    const messageId = check(
      field,
      sectionKey,
      indexes,
      getAnswer(answers[sectionKey], field.key, indexes),
      answers,
      judge,
    );
    if (messageId) problems.push({ section: sectionKey, field: path, messageId });
  }
  return problems;
}

/**
 * Completeness of a section: notStarted (nothing answered), inProgress, or completed
 * (no problem left). Repeater containers are not questions; their item questions count
 * once per item. A section that does not apply counts as notStarted with no questions.
 */
export function sectionStatus(
  sectionKey: SectionKey,
  answers: FormAnswers,
  options?: ValidationOptions,
): SectionStatus {
  const judge = judgeOf(options);
  let visible = 0;
  let answered = 0;
  let problems = 0;
  for (const { field, indexes } of visibleFieldInstances(sectionKey, answers)) {
    const value = getAnswer(answers[sectionKey], field.key, indexes);
    if (field.type !== 'repeater') {
      visible++;
      if (hasAnswer(value) || companionTicked(field, answers, sectionKey, indexes)) answered++;
    }
    if (check(field, sectionKey, indexes, value, answers, judge)) problems++;
  }
  const status = answered === 0 ? 'notStarted' : problems === 0 ? 'completed' : 'inProgress';
  return { section: sectionKey, status, questionsAnswered: answered, questionsVisible: visible };
}

function warningsOf(answers: FormAnswers, judge: Judge, only?: SectionKey): FormWarning[] {
  const warnings: FormWarning[] = [];
  for (const rule of CROSS_FIELD_RULES) {
    if (rule.severity !== 'warning') continue;
    const ref = reportedRef(rule);
    if (ref.field.includes('[]') || (only !== undefined && ref.section !== only)) continue;
    if (ruleFails(rule, answers, [], judge.today))
      warnings.push({
        section: ref.section,
        field: ref.field,
        messageId: rule.messageId,
        code: ('code' in rule && rule.code) || rule.id,
      });
  }
  return warnings;
}

/**
 * What is worth knowing but never blocks (the passport valid for six months): the warnings of the
 * applicable sections, or of one section. Judged like the errors, on the visible answers.
 */
export function formWarnings(
  answers: FormAnswers,
  options?: ValidationOptions & { section?: SectionKey },
): FormWarning[] {
  const locked = applyLocks(answers);
  const applicable = new Set(applicableSections(locked));
  return warningsOf(locked, judgeOf(options), options?.section).filter((w) => applicable.has(w.section));
}

/**
 * Whole-form readiness: every problem CEAC would refuse, in section order, and warnings
 * apart (they do not block). `ready` is true when there is no problem.
 */
export function formReadiness(answers: FormAnswers, options?: ValidationOptions): FormReadiness {
  const judge = judgeOf(options);
  const problems = applicableSections(answers).flatMap((section) => sectionProblems(section, answers, judge));
  return { ready: problems.length === 0, problems, warnings: warningsOf(answers, judge) };
}

/** The answers with locked values applied (birth in Mexico → no specific travel plans). */
export function applyLocks(answers: FormAnswers): FormAnswers {
  let result = answers;
  for (const section of applicableSections(answers)) {
    for (const field of getSection(section).fields) {
      if (
        field.lockedWhen &&
        !field.key.includes('[]') &&
        evaluateCondition(field.lockedWhen.when, result, section)
      ) {
        result = withValue(result, section, field.key, [], field.lockedWhen.value);
      }
    }
  }
  return result;
}

/** Whether a field is locked to a value by other answers (the renderer disables it). */
export function lockedValue(sectionKey: SectionKey, key: string, answers: FormAnswers): string | null {
  const field = getField(sectionKey, key);
  if (!field?.lockedWhen) return null;
  return evaluateCondition(field.lockedWhen.when, answers, sectionKey) ? field.lockedWhen.value : null;
}

/** Every error or warning message id validation can report on this field (in either script mode). */
export function fieldMessageIds(sectionKey: SectionKey, field: FieldDefinition): string[] {
  const ids = new Set<string>();
  if (field.required) ids.add(requiredMessage(field));
  switch (field.type) {
    case 'text':
    case 'textarea':
      if (field.charset !== 'native') ids.add('ds160.error.englishOnly');
      if (field.format) ids.add(`ds160.error.format.${field.format}`);
      else if (field.charset && field.charset !== 'native') ids.add(`ds160.error.charset.${field.charset}`);
      if (field.maxLength !== undefined) ids.add('ds160.error.maxLength');
      if (acceptsNativeScript(field)) ids.add(nativePattern(field).messageId);
      if (field.format === 'year') ids.add('ds160.error.datePast');
      ids.add('ds160.error.invalidValue');
      break;
    case 'date':
      ids.add(
        INCOMPLETE[(field.date?.requiredParts ?? []).join(',')] ?? 'ds160.error.dateIncompleteDayMonthYear',
      );
      ids.add('ds160.error.dateInvalid');
      if (field.date?.when === 'past') ids.add('ds160.error.datePast');
      if (field.date?.when === 'future') ids.add('ds160.error.dateFuture');
      break;
    case 'select':
    case 'yesNo':
      ids.add('ds160.error.invalidOption');
      break;
    case 'repeater':
      ids.add(requiredMessage(field)).add('ds160.error.repeaterMax');
      break;
    case 'checkbox':
      break;
  }
  if (field.lockedWhen) ids.add('ds160.error.lockedMexico');
  for (const rule of CROSS_FIELD_RULES) {
    const ref = reportedRef(rule);
    if (ref.section === sectionKey && ref.field === field.key) ids.add(rule.messageId);
  }
  return [...ids];
}
