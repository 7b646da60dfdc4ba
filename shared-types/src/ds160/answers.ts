// Reading answers by definition key and by answer path.
//
// Definition keys use `[]` for repeater items (`otherNames[].surname`); answer paths name
// the item (`otherNames.0.surname`; `otherNames[0].surname` is accepted too).
import type { AnswerObject, AnswerValue, PartialDate } from './types';

/** `otherNames[0].surname` or `otherNames.0.surname` → `otherNames[].surname` and [0]. */
export function parseAnswerPath(path: string): { key: string; indexes: number[] } {
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
  return { key, indexes };
}

/** `otherNames[].surname` with [0] → `otherNames.0.surname`. */
export function answerPath(key: string, indexes: readonly number[]): string {
  let i = 0;
  return key.replace(/\[\]/g, () => `.${indexes[i++] ?? 0}`);
}

function isObject(value: AnswerValue | undefined): value is AnswerObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function getDotted(source: AnswerValue | undefined, dotted: string): AnswerValue | undefined {
  let current: AnswerValue | undefined = source;
  for (const part of dotted.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[part];
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
  const parts = key.split('[].');
  let current: AnswerValue | undefined = section;
  for (let i = 0; i < parts.length; i++) {
    const last = i === parts.length - 1;
    const value = getDotted(current, last ? parts[i].replace(/\[\]$/, '') : parts[i]);
    if (last) return value;
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
