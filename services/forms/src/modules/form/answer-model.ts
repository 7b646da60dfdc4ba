// Answers as rows: one row per leaf answer (`surname`, `otherNames.0.surname`, a date) and one per
// repeater (`otherNames`, value = item count, so empty items survive). Pure functions: rows ⇄
// SectionAnswers, a change → rows, and the form state (sections, progress, status) from answers.
import {
  CROSS_FIELD_RULES,
  DS160_SECTIONS,
  SECTION_KEYS,
  answerPath,
  answerPathProblem,
  answerValueProblem,
  indexesWithinCaps,
  isAnswerKeyPrefix,
  repeaterCap,
  applicableSections,
  applyLocks,
  companionOwners,
  formReadiness,
  getField,
  getSection,
  parseAnswerPath,
  sectionStatus,
  validateField,
  type AnswerObject,
  type AnswerValue,
  type BoundsProblem,
  type Condition,
  type CrossFieldRule,
  type FormAnswers,
  type FormProblem,
  type ScriptMode,
  type SectionKey,
} from '@portico/shared-types';
import { FormStatus } from './form.entity';

/** The client's own answer on a row (ADR 0014). */
export interface OriginalAnswer {
  value: AnswerValue | null;
  /** The form version it was written at (the client's autosave base). */
  version: number;
  by: string | null;
  at: Date;
}

export type TranslationMark = 'MACHINE' | 'NEEDS_HUMAN';

export interface StoredAnswer {
  section: SectionKey;
  path: string;
  /**
   * What goes to CEAC: the agency's value when `agency` is set, else the client's original.
   * null: cleared (the row stays as a tombstone so its version still counts).
   */
  value: AnswerValue | null;
  version: number;
  updatedBy: string | null;
  updatedAt: Date;
  /** The client's original, when a client link wrote this answer. */
  original?: OriginalAnswer | null;
  /** Who made the agency's value and when; absent: `value` is the client's original (or nobody's). */
  agency?: { by: string | null; at: Date } | null;
  /** The client changed the original after the agency edited the answer. */
  needsReview?: boolean;
  translation?: TranslationMark | null;
}

/** The answer as the client sees and edits it: their original when there is one. */
export function clientView(row: StoredAnswer): StoredAnswer {
  if (!row.original) return row;
  return {
    ...row,
    value: row.original.value,
    version: row.original.version,
    updatedBy: row.original.by,
    updatedAt: row.original.at,
  };
}

export interface LoadedAnswers {
  rows: StoredAnswer[];
  state: FormState;
  /** The answers object of the rows (built when first needed). */
  answers?: FormAnswers;
  /** The rows by section, then path (built when first needed; never changed once built). */
  bySection?: ReadonlyMap<string, SectionRows>;
}

/** The rows of one section by path. */
export type SectionRows = ReadonlyMap<string, StoredAnswer>;

/** The rows of `loaded` by section, then path. */
export function rowsBySection(loaded: LoadedAnswers): ReadonlyMap<string, SectionRows> {
  if (!loaded.bySection) {
    const index = new Map<string, Map<string, StoredAnswer>>();
    for (const row of loaded.rows) {
      let section = index.get(row.section);
      if (!section) index.set(row.section, (section = new Map()));
      section.set(row.path, row);
    }
    loaded.bySection = index;
  }
  return loaded.bySection;
}

export type AnswerKind = 'leaf' | 'companion' | 'repeater';

const companionKeys = new Map<SectionKey, Set<string>>();
function companionsOf(section: SectionKey): Set<string> {
  let keys = companionKeys.get(section);
  if (!keys) {
    keys = new Set(getSection(section).fields.flatMap((f) => (f.companion ? [f.companion.key] : [])));
    companionKeys.set(section, keys);
  }
  return keys;
}

/** What a definition key names in a section, or undefined when it names nothing. */
export function kindOf(section: SectionKey, key: string): AnswerKind | undefined {
  const field = getField(section, key);
  if (field) return field.type === 'repeater' ? 'repeater' : 'leaf';
  return companionsOf(section).has(key) ? 'companion' : undefined;
}

/** `otherNames[0].surname` → `otherNames.0.surname`. */
export function normalizePath(path: string): { path: string; key: string; indexes: number[] } {
  const { key, indexes } = parseAnswerPath(path);
  return { path: answerPath(key, indexes), key, indexes };
}

function isPlainObject(value: unknown): value is AnswerObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Canonical JSON (sorted keys, null properties dropped) for equality of answers. */
export function canonical(value: unknown): string {
  const norm = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(norm);
    if (isPlainObject(v)) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) if (v[k] !== null && v[k] !== undefined) out[k] = norm(v[k]);
      return out;
    }
    return v ?? null;
  };
  return JSON.stringify(norm(value));
}

export const sameAnswer = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Rows → the section answers object shared-types reads. Rows of items past their repeater's cap
 * (stored before saves were bounded, docs/adr/0033) are left out, and a list is never longer than
 * its cap: what a read builds is bounded by the definition, whatever is stored.
 */
export function toSectionAnswers(rows: readonly StoredAnswer[]): AnswerObject {
  const root: AnswerObject = {};
  // Repeaters first, so their item count shapes the arrays before leaves land in them.
  const split: { row: StoredAnswer; parts: string[]; key: string }[] = [];
  for (const row of rows) {
    if (row.value === null) continue;
    const { key, indexes } = parseAnswerPath(row.path);
    if (indexes.length > 0 && !indexesWithinCaps(row.section, key, indexes)) continue;
    split.push({ row, parts: row.path.split('.'), key });
  }
  split.sort((a, b) => a.parts.length - b.parts.length);
  for (const { row, parts, key } of split) {
    const isRepeater = kindOf(row.section, key) === 'repeater';
    let node: AnswerObject | AnswerValue[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, AnswerValue | undefined>;
      if (last) {
        if (isRepeater) {
          const items = Array.isArray(container[slot]) ? (container[slot] as AnswerValue[]) : [];
          const count =
            typeof row.value === 'number' ? Math.min(row.value, repeaterCap(row.section, key) ?? 0) : 0;
          while (items.length < count) items.push({});
          container[slot] = items;
        } else container[slot] = row.value;
      } else {
        let next = container[slot];
        if (nextIsIndex ? !Array.isArray(next) : !isPlainObject(next)) {
          next = nextIsIndex ? [] : {};
          container[slot] = next;
        }
        if (Array.isArray(next)) {
          const index = Number(parts[i + 1]);
          while (next.length <= index) next.push({});
        }
        node = next as AnswerObject | AnswerValue[];
      }
    }
  }
  return root;
}

export function toFormAnswers(rows: readonly StoredAnswer[]): FormAnswers {
  const bySection = new Map<SectionKey, StoredAnswer[]>();
  for (const row of rows) {
    const list = bySection.get(row.section);
    if (list) list.push(row);
    else bySection.set(row.section, [row]);
  }
  const answers: FormAnswers = {};
  for (const [section, sectionRows] of bySection) answers[section] = toSectionAnswers(sectionRows);
  return answers;
}

/**
 * A change outside the bounds of the definition (docs/adr/0033): an unknown path, an item past its
 * repeater's cap, a list longer than the cap, text longer than its field allows, a value nested
 * deeper than an answer can be. `messageId` is a questionnaire message; the message is English detail.
 */
export class AnswerBoundsError extends Error {
  constructor(
    readonly messageId: BoundsProblem['messageId'],
    message: string,
  ) {
    super(message);
    this.name = 'AnswerBoundsError';
  }
}

const outOfBounds = (section: SectionKey, path: string, problem: BoundsProblem) =>
  new AnswerBoundsError(problem.messageId, `${section}.${path.slice(0, 120)}: ${problem.detail}`);

/**
 * The rows a change writes: one leaf, or a repeater's own row plus the leaves of its items.
 * Throws AnswerBoundsError for paths the definition does not have and values past its bounds.
 */
export function explodeChange(
  section: SectionKey,
  path: string,
  value: unknown,
): { kind: AnswerKind; rows: { path: string; value: AnswerValue | null }[] } {
  const pathProblem = answerPathProblem(section, path);
  if (pathProblem) throw outOfBounds(section, path, pathProblem);
  const { path: normalized, key } = normalizePath(path);
  const kind = kindOf(section, key);
  const unknown = (at: string) =>
    outOfBounds(section, at, { messageId: 'ds160.error.unknownAnswer', detail: 'no such answer' });
  if (!kind) throw unknown(normalized);
  const bounded = (at: string, fieldKey: string, subKind: AnswerKind, v: unknown) => {
    const problem = answerValueProblem(subKind === 'companion' ? undefined : getField(section, fieldKey), v);
    if (problem) throw outOfBounds(section, at, problem);
  };
  bounded(normalized, key, kind, value);
  if (kind !== 'repeater')
    return { kind, rows: [{ path: normalized, value: (value ?? null) as AnswerValue }] };
  if (value === null || value === undefined) return { kind, rows: [{ path: normalized, value: null }] };
  if (!Array.isArray(value))
    throw outOfBounds(section, normalized, { messageId: 'ds160.error.invalidValue', detail: 'takes a list' });
  const rows: { path: string; value: AnswerValue | null }[] = [{ path: normalized, value: value.length }];
  const walk = (prefix: string, node: unknown): void => {
    if (!isPlainObject(node))
      throw outOfBounds(section, prefix, {
        messageId: 'ds160.error.invalidValue',
        detail: 'must be an object',
      });
    for (const [k, v] of Object.entries(node)) {
      if (v === null || v === undefined) continue;
      const sub = `${prefix}.${k}`;
      const subKey = parseAnswerPath(sub).key;
      const subKind = kindOf(section, subKey);
      if (subKind === 'leaf' || subKind === 'companion') {
        bounded(sub, subKey, subKind, v);
        rows.push({ path: sub, value: v as AnswerValue });
      } else if (subKind === 'repeater') throw unknown(sub);
      // Only objects that lead to an answer of the definition are followed.
      else if (isPlainObject(v) && isAnswerKeyPrefix(section, subKey)) walk(sub, v);
      else throw unknown(sub);
    }
  };
  value.forEach((item, i) => walk(`${normalized}.${i}`, item ?? {}));
  return { kind, rows };
}

/**
 * Every answer row of a section's answers object (repeaters as their own row plus item leaves). The
 * answers come from stored rows (copies), so they are within the bounds of docs/adr/0033; an answer
 * stored before those bounds that breaks one is not copied.
 */
export function rowsOfAnswers(answers: FormAnswers, version: number, by: string | null): StoredAnswer[] {
  const now = new Date();
  const out: StoredAnswer[] = [];
  for (const section of SECTION_KEYS) {
    const object = answers[section];
    if (!object) continue;
    const walk = (prefix: string, node: AnswerObject) => {
      for (const [k, v] of Object.entries(node)) {
        if (v === undefined || v === null) continue;
        const path = prefix ? `${prefix}.${k}` : k;
        const kind = kindOf(section, normalizePath(path).key);
        if (kind === 'repeater' || kind === 'leaf' || kind === 'companion') {
          let rows: { path: string; value: AnswerValue | null }[];
          try {
            rows = explodeChange(section, path, v).rows;
          } catch (error) {
            if (error instanceof AnswerBoundsError) continue;
            throw error;
          }
          for (const row of rows) {
            out.push({ section, path: row.path, value: row.value, version, updatedBy: by, updatedAt: now });
          }
        } else if (typeof v === 'object' && !Array.isArray(v)) walk(path, v as AnswerObject);
      }
    };
    walk('', object);
  }
  return out;
}
/** Problems that only say the answer is not finished yet: kept (the section stays in progress). */
const UNFINISHED = new Set<string>([
  ...CROSS_FIELD_RULES.map((r) => r.messageId),
  'ds160.error.dateIncompleteDayMonthYear',
  'ds160.error.dateIncompleteMonthYear',
  'ds160.error.dateIncompleteYear',
  'ds160.error.required',
  'ds160.error.notSelected',
  'ds160.error.repeaterMin',
  'ds160.error.contactsAtLeastTwo',
]);

/**
 * The message id refusing this row's value, or null. Values are checked by the shared rules
 * against the answers they will join; an empty value clears and is never refused.
 */
export function refusal(
  section: SectionKey,
  kind: AnswerKind,
  path: string,
  value: AnswerValue | null,
  answers: FormAnswers,
  script: ScriptMode = 'english',
): string | null {
  if (value === null || value === '') return null;
  if (kind === 'companion') return typeof value === 'boolean' ? null : 'ds160.error.invalidValue';
  const messageId = validateField(section, path, value, answers, { script });
  return messageId && !UNFINISHED.has(messageId) ? messageId : null;
}

export interface SectionState {
  key: SectionKey;
  applies: boolean;
  status: 'notStarted' | 'inProgress' | 'completed';
  answered: number;
  total: number;
}

export interface FormState {
  sections: SectionState[];
  progress: { completed: number; applicable: number; percent: number };
  /** The status the answers give (never ARCHIVED). */
  status: FormStatus;
  /**
   * Every applicable section is complete with the client's script allowed, but these CEAC-bound
   * answers break the English-only rules: the form cannot be completed until they are in English.
   */
  notInEnglish: FormProblem[];
  /** The answers with locked values applied, as CEAC sees them (kept for the next save's state). */
  locked?: FormAnswers;
}

/** The fields a condition reads, as [section, definition key] (its own section unless `section` is given). */
function conditionFields(
  condition: Condition | undefined,
  own: SectionKey,
  out: [SectionKey, string][],
): void {
  if (!condition) return;
  if ('all' in condition) condition.all.forEach((c) => conditionFields(c, own, out));
  else if ('any' in condition) condition.any.forEach((c) => conditionFields(c, own, out));
  else if ('not' in condition) conditionFields(condition.not, own, out);
  else out.push([condition.section ?? own, condition.field]);
}

/**
 * What a cross-field rule reads: the fields it names (date rules), or whole sections (the other
 * kinds also read answers they do not name, in the section of their field).
 */
function ruleReads(rule: CrossFieldRule): { fields: [SectionKey, string][]; sections: SectionKey[] } {
  switch (rule.kind) {
    case 'dateOrder':
      return { fields: [rule.earlier, rule.later].map((r) => [r.section, r.field]), sections: [] };
    case 'dateMonthsAfter':
      return { fields: [rule.field, ...rule.after].map((r) => [r.section, r.field]), sections: [] };
    default:
      return { fields: [], sections: [rule.field.section] };
  }
}

/** What a section's status can depend on: whole sections, and single fields of other sections. */
interface Reads {
  sections: Set<SectionKey>;
  /** section -> definition keys (`otherNames[].surname`). */
  fields: Map<SectionKey, Set<string>>;
}

/** Whether a changed definition key can change what a condition reading `read` sees. */
function touches(read: string, changed: string): boolean {
  return (
    read === changed ||
    read.startsWith(`${changed}[`) ||
    read.startsWith(`${changed}.`) ||
    changed.startsWith(`${read}[`) ||
    changed.startsWith(`${read}.`)
  );
}

/** The fields deciding whether a field of `section` is visible, locked or applies. */
function fieldDeps(section: SectionKey, key: string): [SectionKey, string][] {
  const out: [SectionKey, string][] = [];
  const definition = getSection(section);
  conditionFields(definition.appliesWhen, section, out);
  for (let cut = key.length; cut > 0; cut = key.lastIndexOf('[]', cut - 1)) {
    const field = getField(section, key.slice(0, cut));
    if (!field) continue;
    conditionFields(field.visibleWhen, section, out);
    conditionFields(field.lockedWhen?.when, section, out);
  }
  return out;
}

/**
 * For each section, what its status can depend on (docs/adr/0009, addendum 0031): its own answers,
 * the fields its applicability, visibility and lock conditions read, the fields (or, for rules that
 * read more than they name, the sections) of its cross-field rules, and transitively what decides
 * those fields' values: their own visibility and lock conditions, their repeater's, and their
 * section's applicability. A condition reads a field only while that field is visible.
 */
const READS: ReadonlyMap<SectionKey, Reads> = (() => {
  const reads = new Map<SectionKey, Reads>();
  const addField = (r: Reads, section: SectionKey, key: string) => {
    const set = r.fields.get(section) ?? new Set<string>();
    if (set.has(key)) return false;
    set.add(key);
    r.fields.set(section, set);
    return true;
  };
  for (const section of DS160_SECTIONS) {
    const r: Reads = { sections: new Set([section.key]), fields: new Map() };
    const direct: [SectionKey, string][] = [];
    conditionFields(section.appliesWhen, section.key, direct);
    for (const field of section.fields) {
      conditionFields(field.visibleWhen, section.key, direct);
      conditionFields(field.lockedWhen?.when, section.key, direct);
    }
    for (const [s, k] of direct) addField(r, s, k);
    reads.set(section.key, r);
  }
  for (const rule of CROSS_FIELD_RULES) {
    const { fields, sections } = ruleReads(rule);
    const involved = new Set<SectionKey>([...fields.map(([s]) => s), ...sections]);
    for (const s of involved) {
      const r = reads.get(s)!;
      for (const [t, k] of fields) addField(r, t, k);
      for (const t of sections) r.sections.add(t);
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const r of reads.values()) {
      for (const whole of [...r.sections]) {
        const other = reads.get(whole)!;
        for (const t of other.sections) {
          if (!r.sections.has(t)) {
            r.sections.add(t);
            changed = true;
          }
        }
        for (const [t, keys] of other.fields) for (const k of keys) changed = addField(r, t, k) || changed;
      }
      for (const [t, keys] of [...r.fields]) {
        for (const k of [...keys])
          for (const [u, j] of fieldDeps(t, k)) changed = addField(r, u, j) || changed;
      }
    }
  }
  return reads;
})();

/**
 * The fields any section's applicability or any lock condition reads, with what decides their
 * values in turn; and the sections that have locked fields. A save that changes none of these and
 * no section with locks leaves applicability and the other sections' locked values as they were.
 */
const LOCK_OR_APPLY_READS: ReadonlyMap<SectionKey, ReadonlySet<string>> = (() => {
  const reads = new Map<SectionKey, Set<string>>();
  const pending: [SectionKey, string][] = [];
  for (const section of DS160_SECTIONS) {
    conditionFields(section.appliesWhen, section.key, pending);
    for (const field of section.fields) conditionFields(field.lockedWhen?.when, section.key, pending);
  }
  while (pending.length > 0) {
    const [section, key] = pending.pop()!;
    const set = reads.get(section) ?? new Set<string>();
    if (set.has(key)) continue;
    set.add(key);
    reads.set(section, set);
    pending.push(...fieldDeps(section, key));
  }
  return reads;
})();
const HAS_LOCKS: ReadonlySet<SectionKey> = new Set(
  DS160_SECTIONS.filter((s) => s.fields.some((f) => f.lockedWhen)).map((s) => s.key),
);

/** Whether any of these changed definition keys of `section` is read by one of `reads`. */
function touchesAny(section: SectionKey, keys: ReadonlySet<string>, reads: ReadonlySet<string> | undefined) {
  if (!reads) return false;
  // A ticked companion box (`birthCityNa`) changes what its field reads as.
  for (const k of keys) {
    for (const field of [k, ...companionOwners(section, k)])
      for (const f of reads) if (touches(f, field)) return true;
  }
  return false;
}

/**
 * The sections whose status may change when the answers of `changed` sections change. With
 * `changedKeys` (the definition keys changed in a section), a section that reads only some fields
 * of that section is recomputed only when one of them changed.
 */
export function sectionsAffectedBy(
  changed: ReadonlySet<SectionKey>,
  changedKeys?: ReadonlyMap<SectionKey, ReadonlySet<string>>,
): Set<SectionKey> {
  return new Set(
    SECTION_KEYS.filter((key) => {
      const r = READS.get(key)!;
      for (const t of changed) {
        if (r.sections.has(t)) return true;
        const read = r.fields.get(t);
        if (!read) continue;
        const keys = changedKeys?.get(t);
        if (!keys || touchesAny(t, keys, read)) return true;
      }
      return false;
    }),
  );
}

/**
 * Sections, progress and status from the answers (locked values applied, as CEAC would see them).
 * With the previous state and the sections whose answers changed, only the sections that can depend
 * on them are computed again. Sections are judged with native script allowed (a client who answered
 * in their own script has completed the section); the form is COMPLETED only when the whole-form
 * check passes with CEAC's English-only rules (ADR 0014). `englishOnly`: every changed answer was
 * checked with the English-only rules (a member's save), so a complete form stays complete.
 */
export function computeState(
  answers: FormAnswers,
  anyAnswer: boolean,
  previous?: {
    state: FormState;
    changed: ReadonlySet<SectionKey>;
    /** The definition keys that changed, by section (a section missing here changed as a whole). */
    changedKeys?: ReadonlyMap<SectionKey, ReadonlySet<string>>;
    englishOnly?: boolean;
  },
): FormState {
  // Locks and applicability as before when the changes touch neither (see LOCK_OR_APPLY_READS).
  const keep =
    previous?.state.locked !== undefined &&
    previous.changedKeys !== undefined &&
    [...previous.changed].every((s) => {
      const keys = previous.changedKeys!.get(s);
      return keys !== undefined && !HAS_LOCKS.has(s) && !touchesAny(s, keys, LOCK_OR_APPLY_READS.get(s));
    });
  let locked: FormAnswers;
  let applicable: Set<SectionKey>;
  if (keep) {
    locked = { ...previous!.state.locked };
    for (const s of previous!.changed) locked[s] = answers[s];
    applicable = new Set(previous!.state.sections.filter((s) => s.applies).map((s) => s.key));
  } else {
    locked = applyLocks(answers);
    applicable = new Set(applicableSections(locked));
  }
  const redo = previous ? sectionsAffectedBy(previous.changed, previous.changedKeys) : undefined;
  const sections = SECTION_KEYS.map((key, i): SectionState => {
    const applies = applicable.has(key);
    const before = previous?.state.sections[i];
    if (before && redo && !redo.has(key) && before.applies === applies) return before;
    const s = sectionStatus(key, locked, NATIVE);
    return { key, applies, status: s.status, answered: s.questionsAnswered, total: s.questionsVisible };
  });
  const completed = sections.filter((s) => s.applies && s.status === 'completed').length;
  const progress = {
    completed,
    applicable: applicable.size,
    percent: applicable.size === 0 ? 0 : Math.floor((completed * 100) / applicable.size),
  };
  let status = FormStatus.NOT_STARTED;
  let notInEnglish: FormProblem[] = [];
  if (anyAnswer) {
    // Every applicable section complete, and the whole-form check CEAC's submit runs. Its problems are
    // the applicable sections' problems, so a form that was complete and still has every applicable
    // section complete stays ready without running it again on each save — when the changes were
    // checked with the English-only rules (a client's native-script answer was not).
    const allComplete = completed === applicable.size;
    const stillReady =
      allComplete && previous?.englishOnly === true && previous.state.status === FormStatus.COMPLETED;
    let ready = stillReady;
    if (allComplete && !stillReady) {
      const readiness = formReadiness(locked);
      ready = readiness.ready;
      notInEnglish = readiness.problems;
    }
    status = allComplete && ready ? FormStatus.COMPLETED : FormStatus.IN_PROGRESS;
  }
  return { sections, progress, status, notInEnglish, locked };
}

const NATIVE = { script: 'native' } as const;
