// Bounds on what one save of answers may carry (docs/adr/0033): the number and size of the
// changes, the paths they name and the shape of their values. Checked before anything else, so
// a save that breaks one is refused whole (nothing is stored), quickly and at a cost bounded by
// these numbers. Caps of repeaters live next to each repeater in fields.ts.
import { parseAnswerPath } from './answers';
import { DS160_SECTIONS, getField } from './sections';
import type { FieldDefinition, SectionKey } from './types';

/**
 * CEAC names a repeater's items `dtl<Name>_ctl00` … `ctl99` (a two-digit index, ds160-facts §2.5):
 * no repeater holds more than 100 items on CEAC, whatever its own cap.
 */
export const CEAC_MAX_REPEATER_ITEMS = 100;

/** Characters of a text answer whose field states no maximum (every field states one today). */
export const DEFAULT_TEXT_MAX_LENGTH = 4000;

/** The longest definition key, in characters. */
const LONGEST_KEY = Math.max(...DS160_SECTIONS.flatMap((s) => s.fields.map((f) => f.key.length)));
/** The most dotted segments of a definition key (`a[].b.c` has 3). */
const DEEPEST_KEY = Math.max(
  ...DS160_SECTIONS.flatMap((s) => s.fields.map((f) => f.key.replace(/\[\]/g, '').split('.').length)),
);

/**
 * What one `saveAnswers` call may carry. A complete real application is about 140 answers and
 * 5 kB; the editor sends a few changes at a time (see ADR 0033 for the figures).
 */
export const SAVE_BOUNDS = {
  /** Changes per call (a repeater list counts once). */
  maxChanges: 500,
  /** UTF-8 bytes of the call's changes as JSON. */
  maxBytes: 256 * 1024,
  /** Characters of an answer path: the longest definition key plus room for the item index. */
  maxPathLength: LONGEST_KEY + 8,
  /** Segments of an answer path: the deepest definition key plus its item index. */
  maxPathSegments: DEEPEST_KEY + 1,
  /**
   * Nesting of a change's value: a repeater list (1) of items (1) whose deepest answer sits under
   * the item's own segments, and a date (1) at the bottom.
   */
  maxValueDepth: DEEPEST_KEY + 2,
} as const;

/** Why a change breaks a bound: a message id of the questionnaire catalogs, and English detail. */
export interface BoundsProblem {
  messageId:
    | 'ds160.error.unknownAnswer'
    | 'ds160.error.repeaterMax'
    | 'ds160.error.repeaterGap'
    | 'ds160.error.maxLength'
    | 'ds160.error.invalidValue'
    | 'ds160.error.saveTooLarge';
  detail: string;
}

const problem = (messageId: BoundsProblem['messageId'], detail: string): BoundsProblem => ({
  messageId,
  detail,
});

/**
 * The caps of the repeaters each definition key (and companion box key) with an item runs through,
 * one per `[]`; built once from the definition, so unknown keys cost a lookup and are never kept.
 */
const CAPS_ALONG: ReadonlyMap<SectionKey, ReadonlyMap<string, readonly number[]>> = new Map(
  DS160_SECTIONS.map((section) => {
    const caps = new Map<string, readonly number[]>();
    for (const field of section.fields) {
      for (const key of [field.key, ...(field.companion ? [field.companion.key] : [])]) {
        const along: number[] = [];
        for (let at = key.indexOf('[]'); at >= 0; at = key.indexOf('[]', at + 2)) {
          const repeater = getField(section.key, key.slice(0, at))?.repeater;
          if (repeater) along.push(Math.min(repeater.cap, CEAC_MAX_REPEATER_ITEMS));
        }
        if (along.length > 0 && along.length === key.split('[]').length - 1) caps.set(key, along);
      }
    }
    return [section.key, caps];
  }),
);

function capsAlong(section: SectionKey, key: string): readonly number[] | null {
  return CAPS_ALONG.get(section)?.get(key) ?? null;
}

/** The cap of a repeater (its own, never above CEAC's 100), or undefined when `key` is not a repeater. */
export function repeaterCap(section: SectionKey, key: string): number | undefined {
  const repeater = getField(section, key)?.repeater;
  return repeater ? Math.min(repeater.cap, CEAC_MAX_REPEATER_ITEMS) : undefined;
}

/** Whether every item index of a parsed answer path is below its repeater's cap. */
export function indexesWithinCaps(section: SectionKey, key: string, indexes: readonly number[]): boolean {
  if (indexes.length === 0) return true;
  const caps = capsAlong(section, key);
  if (!caps) return false;
  for (let i = 0; i < indexes.length; i++) if (!(indexes[i] < caps[i])) return false;
  return true;
}

/**
 * The path bounds of one answer path: its length and depth (checked before it is parsed), then
 * that each item index is below its repeater's cap. Null when it is within them. Whether the
 * path names an answer at all is the caller's next check (companion boxes are answers too).
 */
export function answerPathProblem(section: SectionKey, path: string): BoundsProblem | null {
  if (path.length === 0 || path.length > SAVE_BOUNDS.maxPathLength)
    return problem(
      'ds160.error.unknownAnswer',
      `the path must be 1 to ${SAVE_BOUNDS.maxPathLength} characters`,
    );
  if (path.split(/[.[]/).length > SAVE_BOUNDS.maxPathSegments)
    return problem(
      'ds160.error.unknownAnswer',
      `the path has more than ${SAVE_BOUNDS.maxPathSegments} parts`,
    );
  const { key, indexes } = parseAnswerPath(path);
  if (indexes.length === 0) return null;
  const caps = capsAlong(section, key);
  if (!caps) return problem('ds160.error.unknownAnswer', 'the path names no answer of this section');
  for (let i = 0; i < indexes.length; i++) {
    if (!(indexes[i] < caps[i]))
      return problem('ds160.error.repeaterMax', `item ${indexes[i]} is past the last of ${caps[i]} entries`);
  }
  return null;
}

/** Whether `value` nests deeper than `limit` (a plain value is 0 deep; stops looking past the limit). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit <= 0) return true;
  for (const child of Array.isArray(value) ? value : Object.values(value))
    if (nestsDeeperThan(child, limit - 1)) return true;
  return false;
}

/**
 * The bounds of one answer's value (not its validity, which validation judges): a repeater's list
 * holds at most its cap of items; any other answer is a plain value or a flat object (a date), and
 * text is at most its field's maximum length (CEAC's `maxlength`). `field` undefined: a companion box.
 */
export function answerValueProblem(field: FieldDefinition | undefined, value: unknown): BoundsProblem | null {
  if (value === null || value === undefined) return null;
  if (field?.type === 'repeater') {
    const cap = Math.min(field.repeater?.cap ?? CEAC_MAX_REPEATER_ITEMS, CEAC_MAX_REPEATER_ITEMS);
    if (Array.isArray(value) && value.length > cap)
      return problem('ds160.error.repeaterMax', `at most ${cap} entries`);
    return null;
  }
  if (nestsDeeperThan(value, 1)) return problem('ds160.error.invalidValue', 'the value nests too deep');
  if ((field?.type === 'text' || field?.type === 'textarea') && typeof value === 'string') {
    const max = field.maxLength ?? DEFAULT_TEXT_MAX_LENGTH;
    if (value.length > max) return problem('ds160.error.maxLength', `at most ${max} characters`);
  }
  return null;
}

/**
 * The leading parts of every definition key per section (`homeAddress`, `otherNames[].address`…):
 * the objects in a repeater item that may lead to an answer.
 */
const KEY_PREFIXES: ReadonlyMap<SectionKey, ReadonlySet<string>> = new Map(
  DS160_SECTIONS.map((section) => {
    const prefixes = new Set<string>();
    for (const field of section.fields) {
      for (const key of [field.key, ...(field.companion ? [field.companion.key] : [])]) {
        for (let at = key.indexOf('.'); at >= 0; at = key.indexOf('.', at + 1))
          prefixes.add(key.slice(0, at));
      }
    }
    return [section.key, prefixes];
  }),
);

export function isAnswerKeyPrefix(section: SectionKey, key: string): boolean {
  return KEY_PREFIXES.get(section)?.has(key) === true;
}
