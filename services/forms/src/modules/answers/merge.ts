// The autosave's field-level merge (docs/adr/0009, 0014, 0033, 0049) as a pure function: the changes
// of one save, the answers stored at the form's version and who writes → the rows to write, the
// verdict on each change (applied, conflict, invalid) and the form's new state. No I/O: the
// persistence step (save-statement.ts) writes what this returns, in one statement.
import {
  getAnswer,
  getItems,
  isMessageId,
  questionnaireMessage,
  type AnswerValue,
  type FormAnswers,
  type SectionKey,
} from '@portico/shared-types';
import {
  clientView,
  computeState,
  kindOf,
  normalizePath,
  refusal,
  rowsBySection,
  sameAnswer,
  toFormAnswers,
  toSectionAnswers,
  type AnswerKind,
  type FormState,
  type LoadedAnswers,
  type SectionRows,
  type StoredAnswer,
} from '../form/answer-model';
import { FormStatus, TranslationState } from '../form/form.entity';
import { Translator } from '../translation/translator';
import type { ExplodedChange, SaveOutcome } from './save-request';

/**
 * The rows a save works on: the loaded rows by section, a section copied when the save first
 * changes it (the loaded rows stay as they were, for the next save if this one is not written).
 */
export class WorkingRows {
  private readonly sections: Map<string, SectionRows>;
  private readonly owned = new Set<string>();

  constructor(loaded: ReadonlyMap<string, SectionRows>) {
    this.sections = new Map(loaded);
  }

  get(section: string, path: string): StoredAnswer | undefined {
    return this.sections.get(section)?.get(path);
  }

  /** The rows of one section. */
  of(section: string): StoredAnswer[] {
    return [...(this.sections.get(section)?.values() ?? [])];
  }

  some(test: (row: StoredAnswer) => boolean): boolean {
    for (const rows of this.sections.values()) for (const row of rows.values()) if (test(row)) return true;
    return false;
  }

  all(): StoredAnswer[] {
    const out: StoredAnswer[] = [];
    for (const rows of this.sections.values()) for (const row of rows.values()) out.push(row);
    return out;
  }

  set(row: StoredAnswer): void {
    this.own(row.section).set(row.path, row);
  }

  delete(section: string, path: string): void {
    this.own(section).delete(path);
  }

  /** The rows by section, then path, as LoadedAnswers keeps them. */
  index(): ReadonlyMap<string, SectionRows> {
    return this.sections;
  }

  private own(section: string): Map<string, StoredAnswer> {
    if (!this.owned.has(section)) {
      this.sections.set(section, new Map(this.sections.get(section) ?? []));
      this.owned.add(section);
    }
    return this.sections.get(section) as Map<string, StoredAnswer>;
  }
}

/** A row this save writes whole: the new value at the new version, neither flagged nor translated. */
function rowWritten(
  section: SectionKey,
  path: string,
  value: AnswerValue | null,
  version: number,
  by: string | null,
  at: Date,
  original: StoredAnswer['original'],
  agency: StoredAnswer['agency'],
): StoredAnswer {
  return {
    section,
    path,
    value,
    version,
    updatedBy: by,
    updatedAt: at,
    original,
    agency,
    needsReview: false,
    translation: null,
  };
}

/**
 * A client link's write: the row's original. When the agency has not edited the answer the original
 * is also what goes to CEAC; when it has, the agency's value stays and a different original flags
 * the answer for review.
 */
export function clientWrite(
  section: SectionKey,
  path: string,
  old: StoredAnswer | undefined,
  value: AnswerValue | null,
  version: number,
  by: string | null,
  at: Date,
  /** A repeater's own row (its item count): the list's shape follows the client, never flagged. */
  structural = false,
): StoredAnswer {
  const original = { value, version, by, at };
  if (old?.agency && !structural) {
    const before = old.original ? old.original.value : old.value;
    return { ...old, original, needsReview: old.needsReview === true || !sameAnswer(before, value) };
  }
  return rowWritten(section, path, value, version, by, at, original, null);
}

/** A member's write: the agency's value (the original stays); saving it clears the review flag. */
export function memberWrite(
  section: SectionKey,
  path: string,
  old: StoredAnswer | undefined,
  value: AnswerValue | null,
  version: number,
  by: string | null,
  at: Date,
): StoredAnswer {
  return rowWritten(section, path, value, version, by, at, old?.original ?? null, { by, at });
}

/**
 * Why an answer path skips items of its repeater (`otherNames.5.surname` while the list holds 2
 * items), or null: an item's answer may go into an existing item or the next free one only.
 */
export function itemGap(section: SectionKey, path: string, answers: FormAnswers): string | null {
  const parts = path.split('.');
  const at = parts.findIndex((p) => /^\d+$/.test(p));
  if (at < 0) return null;
  const count = getItems(answers[section], parts.slice(0, at).join('.')).length;
  const index = Number(parts[at]);
  return index > count ? `item ${index} is past the next free item (${count})` : null;
}

/** What the merge reads. */
export interface MergeInput {
  /** The form as read (or assumed): the version the answers belong to. */
  form: { id: string; version: number; status: FormStatus; translationState: TranslationState };
  /** The answers stored at `form.version`, with their state and answers object. */
  before: LoadedAnswers & { answers: FormAnswers };
  changes: readonly ExplodedChange[];
  /** This tab's seq, and the last one stored for it (null: none, or not read). */
  seq: number;
  lastSeq: number | null;
  /**
   * Who writes: a client link writes the client's originals, judged with native script allowed; a
   * member writes the agency's value, judged with CEAC's English-only rules (docs/adr/0014).
   */
  writer: { client: boolean; by: string | null };
  now: Date;
}

/** What one save writes when it changes something. */
export interface AnswerWrite {
  /** The form's new version (every row written carries it). */
  version: number;
  /** Rows to insert or replace, one per section and path, in the order they were produced. */
  rows: StoredAnswer[];
  /** Lists replaced whole: their stored rows go, except the paths in `kept` (written again). */
  replaced: { section: SectionKey; path: string; kept: string[] }[];
  /** The form's state from the new answers (sections, progress, status). */
  state: FormState;
  /** The answers after the save, for the cache and the answer. */
  loaded: LoadedAnswers;
  translationState: TranslationState;
  /** The status before, when the answers move the form to another status (a transition to record). */
  statusFrom: FormStatus | null;
  /** `section.path` of each applied change, for the change event. */
  paths: string[];
}

export type MergeResult =
  /** The tab's seq is not past the last one stored: nothing applies, the tab re-reads. */
  | { kind: 'stale'; outcome: SaveOutcome }
  /** Change `index` skips items of its repeater: the save is refused whole (docs/adr/0033). */
  | { kind: 'gap'; index: number; section: SectionKey; path: string; detail: string }
  /** Verdicts on every change, and the write (null when no change alters a stored answer). */
  | { kind: 'merged'; outcome: SaveOutcome; write: AnswerWrite | null };

/**
 * The answer to a tab whose seq is not past the last one stored for it (an older save arriving
 * late, or a replay under a new key): nothing applies, and the tab learns the last seq. Null: the
 * seq is new.
 */
export function staleOutcome(
  form: { id: string; version: number },
  seq: number,
  lastSeq: number | null,
): SaveOutcome | null {
  if (lastSeq === null || seq > lastSeq) return null;
  return {
    formId: form.id,
    version: form.version,
    seq: lastSeq,
    stale: true,
    applied: [],
    conflicts: [],
    invalid: [],
  };
}

const invalidMessage = (messageId: string) =>
  isMessageId(messageId) ? questionnaireMessage(messageId, 'en') : 'This answer is not valid.';

/**
 * Field-level merge (docs/adr/0009). Each change is compared with the stored answer of its path as
 * the writer sees it (a client sees their originals): an equal value is applied without a write; a
 * different value stored after the change's base version is a conflict carrying the stored value; a
 * value the shared rules refuse (against the answers it joins) is invalid; anything else is written
 * at the next version. A repeater's list replaces the whole list, keeping items' rows it does not
 * change. Then the state is recomputed for the sections the changed fields can reach.
 */
export function mergeAnswers(input: MergeInput): MergeResult {
  const { form, before, changes, writer, now } = input;
  const stale = staleOutcome(form, input.seq, input.lastSeq);
  if (stale) return { kind: 'stale', outcome: stale };
  const isClient = writer.client;
  const by = writer.by;
  const view = isClient ? clientView : (row: StoredAnswer) => row;
  const script = isClient ? 'native' : 'english';
  const rows = new WorkingRows(rowsBySection(before));
  const version = form.version + 1;
  const outcome: SaveOutcome = {
    formId: form.id,
    version: form.version,
    seq: input.seq,
    stale: false,
    applied: [],
    conflicts: [],
    invalid: [],
  };
  const replaced: { section: SectionKey; path: string }[] = [];
  const written = new Map<string, StoredAnswer>();
  const paths: string[] = [];
  let answers = before.answers;
  /** The definition keys each save changed, by section. */
  const changedKeys = new Map<SectionKey, Set<string>>();

  for (const [index, change] of changes.entries()) {
    const section = change.section;
    const under = (r: StoredAnswer) =>
      r.section === section && (r.path === change.path || r.path.startsWith(`${change.path}.`));
    // The stored answer this change would overwrite, and the version it was written at.
    let current: { value: unknown; version: number; updatedBy: string | null; updatedAt: Date | null };
    if (change.kind === 'repeater') {
      const stored = rows.of(section).filter(under).map(view);
      const latest = stored.reduce<StoredAnswer | undefined>(
        (a, r) => (!a || r.version > a.version ? r : a),
        undefined,
      );
      const list = getAnswer(toSectionAnswers(stored), change.path);
      current = {
        value: stored.some((r) => r.value !== null) ? (list ?? null) : null,
        version: latest?.version ?? 0,
        updatedBy: latest?.updatedBy ?? null,
        updatedAt: latest?.updatedAt ?? null,
      };
    } else {
      const stored = rows.get(section, change.path);
      const row = stored && view(stored);
      // A leaf of a repeater item with no row of its own: the list's version says when the item changed.
      const parts = change.path.split('.');
      const itemAt = parts.findIndex((p) => /^\d+$/.test(p));
      const list = itemAt > 0 ? rows.get(section, parts.slice(0, itemAt).join('.')) : undefined;
      const source = row ?? (list && view(list));
      current = {
        value: row?.value ?? null,
        version: source?.version ?? 0,
        updatedBy: source?.updatedBy ?? null,
        updatedAt: source?.updatedAt ?? null,
      };
    }
    const value = (change.value ?? null) as AnswerValue | null;
    if (sameAnswer(current.value, value)) {
      // Equal value: nothing to write, never a conflict.
      outcome.applied.push({ section, path: change.path, version: current.version });
      continue;
    }
    if (current.version > change.baseVersion) {
      outcome.conflicts.push({ section, path: change.path, ...current });
      continue;
    }
    // An item's answer lands in an existing item or the next free one, never past it (ADR 0033).
    const gap = change.kind !== 'repeater' && itemGap(section, change.path, answers);
    if (gap) return { kind: 'gap', index, section, path: change.path, detail: gap };
    // The rows this change writes; a replaced list keeps the version of items' answers it does not change.
    const newRows = change.rows.map((r): StoredAnswer => {
      const old = rows.get(section, r.path);
      if (change.kind === 'repeater' && r.path !== change.path && old && sameAnswer(view(old).value, r.value))
        return old;
      return isClient
        ? clientWrite(
            section,
            r.path,
            old,
            r.value,
            version,
            by,
            now,
            r.path === change.path && change.kind === 'repeater',
          )
        : memberWrite(section, r.path, old, r.value, version, by, now);
    });
    // Validate against the answers the value joins.
    let messageId: string | null = null;
    if (change.kind === 'repeater') {
      const candidate = toFormAnswers([...rows.all().filter((r) => !under(r)), ...newRows]);
      for (const row of change.rows) {
        const isList = row.path === change.path;
        const kind: AnswerKind = isList
          ? 'repeater'
          : (kindOf(section, normalizePath(row.path).key) ?? 'leaf');
        messageId = refusal(section, kind, row.path, isList ? value : row.value, candidate, script);
        if (messageId) break;
      }
    } else {
      messageId = refusal(section, change.kind, change.path, value, answers, script);
    }
    if (messageId) {
      outcome.invalid.push({ section, path: change.path, messageId, message: invalidMessage(messageId) });
      continue;
    }
    if (change.kind === 'repeater') {
      for (const r of rows.of(section).filter(under)) {
        rows.delete(r.section, r.path);
        written.delete(`${r.section}|${r.path}`);
      }
      replaced.push({ section, path: change.path });
    }
    for (const stored of newRows) {
      rows.set(stored);
      written.set(`${section}|${stored.path}`, stored);
    }
    outcome.applied.push({ section, path: change.path, version });
    paths.push(`${section}.${change.path}`);
    changedKeys.set(section, (changedKeys.get(section) ?? new Set()).add(normalizePath(change.path).key));
    answers = { ...answers, [section]: toSectionAnswers(rows.of(section)) };
  }

  if (written.size === 0 && replaced.length === 0) return { kind: 'merged', outcome, write: null };

  const state = computeState(
    answers,
    rows.some((r) => r.value !== null),
    { state: before.state, changed: new Set(changedKeys.keys()), changedKeys, englishOnly: !isClient },
  );
  // The flat list only when something reads it (the next save reads `bySection`).
  let all: StoredAnswer[] | undefined;
  const loaded: LoadedAnswers = {
    get rows() {
      return (all ??= rows.all());
    },
    state,
    answers,
    bySection: rows.index(),
  };
  outcome.version = version;
  const writtenRows = [...written.values()];
  // A client's new text that the agency has not translated: the translation is not done.
  const untranslated =
    isClient &&
    form.translationState === TranslationState.TRANSLATED &&
    writtenRows.some(
      (r) =>
        r.original?.version === version &&
        (!r.agency || r.needsReview) &&
        Translator.textKind(r.section, r.path) !== null,
    );
  return {
    kind: 'merged',
    outcome,
    write: {
      version,
      rows: writtenRows,
      // A replaced list: its rows that the new list does not write again go.
      replaced: replaced.map((r) => ({
        ...r,
        kept: writtenRows
          .filter((w) => w.section === r.section && (w.path === r.path || w.path.startsWith(`${r.path}.`)))
          .map((w) => w.path),
      })),
      state,
      loaded,
      translationState: untranslated ? TranslationState.IN_PROGRESS : form.translationState,
      statusFrom: state.status !== form.status ? form.status : null,
      paths,
    },
  };
}
