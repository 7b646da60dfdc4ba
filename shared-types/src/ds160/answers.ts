// Reading answers by definition key and by answer path.
//
// Definition keys use `[]` for repeater items (`otherNames[].surname`); answer paths name
// the item (`otherNames.0.surname`; `otherNames[0].surname` is accepted too).
import type { AnswerObject, AnswerValue, PartialDate } from './types';

/** Parsed paths and split keys are remembered (definition keys and answer paths repeat). */
const MEMO_SIZE = 10_000;
const parsedPaths = new Map<string, { key: string; indexes: readonly number[] }>();

/** `otherNames[0].surname` or `otherNames.0.surname` → `otherNames[].surname` and [0]. */
export function parseAnswerPath(path: string): { key: string; indexes: number[] } {
  let parsed = parsedPaths.get(path);
  if (!parsed) {
    const indexes: number[] = [];
    const key = path
      .replace(/\[(\d+)\]/g, (_m, n: string) => {
        indexes.push(Number(n));
        return '[]';
      })
      .replace(/\.(\d+)(?=\.|$)/g, (_m, n: string) => {
        indexes.push(Number(n));
        return '[]';
      });
    parsed = { key, indexes };
    if (parsedPaths.size >= MEMO_SIZE) parsedPaths.clear();
    parsedPaths.set(path, parsed);
  }
  // A copy of the indexes: callers may change theirs.
  return { key: parsed.key, indexes: [...parsed.indexes] };
}

/** `otherNames[].surname` with [0] → `otherNames.0.surname`. */
export function answerPath(key: string, indexes: readonly number[]): string {
  let i = 0;
  return key.replace(/\[\]/g, () => `.${indexes[i++] ?? 0}`);
}

function isObject(value: AnswerValue | undefined): value is AnswerObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a[].b.c[]` → [['a'], ['b', 'c']]: the object keys between repeater levels (a trailing `[]` names the list). */
const keyParts = new Map<string, readonly (readonly string[])[]>();
function partsOf(key: string): readonly (readonly string[])[] {
  let parts = keyParts.get(key);
  if (!parts) {
    const levels = key.split('[].');
    parts = levels.map((level, i) =>
      (i === levels.length - 1 ? level.replace(/\[\]$/, '') : level).split('.'),
    );
    if (keyParts.size >= MEMO_SIZE) keyParts.clear();
    keyParts.set(key, parts);
  }
  return parts;
}

function getIn(source: AnswerValue | undefined, names: readonly string[]): AnswerValue | undefined {
  let current: AnswerValue | undefined = source;
  for (const name of names) {
    if (!isObject(current)) return undefined;
    current = current[name];
  }
  return current;
}

/** The answer at a definition key, inside the given repeater items. */
export function getAnswer(
  section: AnswerObject | undefined,
  key: string,
  indexes: readonly number[] = [],
): AnswerValue | undefined {
  if (!section) return undefined;
  const parts = partsOf(key);
  let current: AnswerValue | undefined = section;
  for (let i = 0; i < parts.length; i++) {
    const value = getIn(current, parts[i]);
    if (i === parts.length - 1) return value;
    if (!Array.isArray(value)) return undefined;
    const index = indexes[i];
    if (index === undefined) return undefined;
    current = value[index];
  }
  return undefined;
}

/** The items of a repeater (`otherNames`), or [] when there are none. */
export function getItems(
  section: AnswerObject | undefined,
  repeaterKey: string,
  indexes: readonly number[] = [],
): AnswerValue[] {
  const value = getAnswer(section, repeaterKey, indexes);
  return Array.isArray(value) ? value : [];
}

export function isPartialDate(value: AnswerValue | undefined): value is PartialDate {
  return (
    isObject(value) &&
    ['day', 'month', 'year'].some((p) => typeof value[p] === 'number') &&
    Object.keys(value).every((k) => ['day', 'month', 'year'].includes(k))
  );
}

/** True when the answer holds something (empty strings, empty dates and empty lists do not count). */
export function hasAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object')
    return Object.values(value).some((v) => v !== undefined && v !== null && v !== '');
  return true;
}
