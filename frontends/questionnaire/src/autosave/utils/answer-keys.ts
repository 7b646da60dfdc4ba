// An answer's key across the form: "<section>.<path>" (section keys hold no dot), the same
// shape as the paths of a formChanged event.

export function answerKey(section: string, path: string): string {
  return `${section}.${path}`;
}

export function splitKey(key: string): { section: string; path: string } {
  const dot = key.indexOf('.');
  return { section: key.slice(0, dot), path: key.slice(dot + 1) };
}

/** True when `key` lies inside `ancestor` ("p.otherNames.0.surname" inside "p.otherNames"). */
export function isInside(key: string, ancestor: string): boolean {
  return key.length > ancestor.length && key.startsWith(ancestor) && key[ancestor.length] === '.';
}

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment);
}

/** A copy of `root` with the value at the dotted `path` replaced (arrays for numeric segments). */
export function setAtPath(root: unknown, path: string, value: unknown): unknown {
  if (path === '') return value;
  const [head, ...rest] = path.split('.');
  const tail = rest.join('.');
  if (isIndex(head)) {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    const index = Number(head);
    while (list.length < index) list.push({});
    list[index] = setAtPath(list[index], tail, value);
    return list;
  }
  const record =
    root && typeof root === 'object' && !Array.isArray(root) ? { ...(root as Record<string, unknown>) } : {};
  record[head] = setAtPath(record[head], tail, value);
  return record;
}

/** The value at the dotted `path`, or undefined. */
export function getAtPath(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const segment of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Structural equality of JSON values; undefined and null both mean "no answer". */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys)
    if (!sameAnswer((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}
