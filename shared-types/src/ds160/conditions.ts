// Visibility: conditions as data, evaluated against the answers.
//
// A condition reads a field's answer only while that field is itself visible (and its
// section applies), so answers left behind by a changed Yes/No never reveal anything.
import { getAnswer, getItems, hasAnswer } from './answers';
import { getField, getSection } from './sections';
import { SECTION_KEYS, type AnswerValue, type Condition, type FormAnswers, type SectionKey } from './types';

/** Repeater items the evaluation is inside of: the index of each enclosing `[]`. */
export type ItemIndexes = readonly number[];

function matches(value: AnswerValue | undefined, cond: Extract<Condition, { field: string }>): boolean {
  const present = hasAnswer(value);
  if (cond.isSet !== undefined) return cond.isSet === present;
  if (!present || typeof value !== 'string') return false;
  if (cond.equals !== undefined) return value === cond.equals;
  if (cond.in) return cond.in.includes(value);
  if (cond.notIn) return !cond.notIn.includes(value);
  return present;
}

export function evaluateCondition(
  condition: Condition,
  answers: FormAnswers,
  currentSection: SectionKey,
  indexes: ItemIndexes = [],
  /** The repeater the evaluation is inside of (default: any repeater named with `[]`). */
  currentRepeater?: string,
): boolean {
  if ('all' in condition) {
    return condition.all.every((c) =>
      evaluateCondition(c, answers, currentSection, indexes, currentRepeater),
    );
  }
  if ('any' in condition) {
    return condition.any.some((c) => evaluateCondition(c, answers, currentSection, indexes, currentRepeater));
  }
  if ('not' in condition)
    return !evaluateCondition(condition.not, answers, currentSection, indexes, currentRepeater);
  const section = condition.section ?? currentSection;
  const key = condition.field;
  const repeat = key.indexOf('[]');
  if (repeat < 0) {
    if (!isFieldVisible(section, key, answers)) return false;
    return matches(effectiveAnswer(section, key, answers, []), condition);
  }
  // Inside the same repeater: read the same item. Otherwise: true when any item matches.
  const repeaterKey = key.slice(0, repeat);
  const sameItem =
    section === currentSection &&
    indexes.length > 0 &&
    (currentRepeater === undefined || currentRepeater === repeaterKey);
  if (sameItem) {
    if (!isFieldVisible(section, key, answers, indexes)) return false;
    return matches(effectiveAnswer(section, key, answers, indexes), condition);
  }
  const items = getItems(answers[section], repeaterKey);
  for (let i = 0; i < items.length; i++) {
    if (
      isFieldVisible(section, key, answers, [i]) &&
      matches(effectiveAnswer(section, key, answers, [i]), condition)
    ) {
      return true;
    }
  }
  return false;
}

/** The answer as the questionnaire sees it: a locked field reads its locked value. */
function effectiveAnswer(
  section: SectionKey,
  key: string,
  answers: FormAnswers,
  indexes: ItemIndexes,
): AnswerValue | undefined {
  const lock = getField(section, key)?.lockedWhen;
  if (lock && evaluateCondition(lock.when, answers, section, indexes)) return lock.value;
  return getAnswer(answers[section], key, indexes);
}

/** Whether a section applies, from earlier answers (marital status, visa class). */
export function sectionApplies(key: SectionKey, answers: FormAnswers): boolean {
  const when = getSection(key).appliesWhen;
  return when ? evaluateCondition(when, answers, key) : true;
}

/** The sections that apply to these answers, in CEAC order. */
export function applicableSections(answers: FormAnswers): SectionKey[] {
  return SECTION_KEYS.filter((key) => sectionApplies(key, answers));
}

/**
 * Whether the field with this definition key is shown: its section applies, the
 * enclosing repeater is shown and the item exists, and its own condition holds.
 */
export function isFieldVisible(
  section: SectionKey,
  key: string,
  answers: FormAnswers,
  indexes: ItemIndexes = [],
): boolean {
  const field = getField(section, key);
  if (!field) return false;
  if (!sectionApplies(section, answers)) return false;
  const repeat = key.lastIndexOf('[]');
  if (repeat >= 0) {
    const repeaterKey = key.slice(0, repeat);
    if (!isFieldVisible(section, repeaterKey, answers, indexes.slice(0, -1))) return false;
    if (
      indexes.length === 0 ||
      getItems(answers[section], repeaterKey, indexes.slice(0, -1)).length <= indexes[indexes.length - 1]
    ) {
      return false;
    }
  }
  const repeater = repeat >= 0 ? key.slice(0, repeat) : undefined;
  return field.visibleWhen ? evaluateCondition(field.visibleWhen, answers, section, indexes, repeater) : true;
}
