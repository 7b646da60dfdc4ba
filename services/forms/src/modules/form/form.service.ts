import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  FAMILY_MEMBER_COPY_POLICY,
  RENEWAL_COPY_POLICY,
  SAVE_BOUNDS,
  SECTION_KEYS,
  copyAnswers,
  getAnswer,
  getItems,
  isMessageId,
  isSectionKey,
  nestsDeeperThan,
  questionnaireMessage,
  type AnswerObject,
  type AnswerValue,
  type CopyPolicy,
  type FormAnswers,
  type ScriptMode,
  type SectionKey,
} from '@portico/shared-types';
import {
  badUserInput,
  checkPage,
  conflict,
  parseId,
  requireWorkspaceMember,
  type SubgraphContext,
} from '@portico/service-kit';
import { answerCipher } from './answer-cipher';
import {
  AnswerBoundsError,
  canonical,
  clientView,
  computeState,
  explodeChange,
  kindOf,
  normalizePath,
  refusal,
  sameAnswer,
  toFormAnswers,
  toSectionAnswers,
  type AnswerKind,
  type StoredAnswer,
} from './answer-model';
import { FormStatus, TranslationState } from './form.entity';
import { Translator } from '../translation/translator';
import {
  answersOutOfBounds,
  formArchived,
  formNameInvalid,
  formNotFound,
  formVersionConflict,
  idempotencyKeyReused,
} from './form.errors';
import { actorRef, canRead, requireWrite } from './form-access';
import {
  FORM_COLUMNS,
  answerRowsFromU,
  cachedAnswers,
  cachedForm,
  findForm,
  rememberAnswers,
  loadAnswerRows,
  loadAnswers,
  recordTransition,
  sql,
  stateOf,
  toRecord,
  preparedSql,
  rowsBySection,
  type SectionRows,
  writeAnswerRows,
  type FormRecord,
  type LoadedAnswers,
} from './form-records';
import { FORM_CHANGED, FormChange, type FormChangedPayload } from './dtos/form-changed-event.output';
import { FormSource } from './dtos/create-form.input';
import { FormSort, SortDirection } from './dtos/forms.args';

type Ctx = Pick<SubgraphContext, 'actor' | 'em' | 'pubSub'>;

export const IDEMPOTENCY_TTL_HOURS = 24;
const PURGE_EVERY_N_SAVES = 500;
const MAX_SAVE_ATTEMPTS = 20;
const RETRY = Symbol('retry');

/** Extra conditions on the save's write (pushes their params). */
type Guard = (params: unknown[]) => string;
/** What one save attempt did. */
interface Attempt {
  outcome: SaveOutcome;
  form: FormRecord;
  replay: boolean;
  loaded?: LoadedAnswers;
  paths?: string[];
  statusFrom?: FormStatus | null;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 200) throw formNameInvalid();
  return trimmed;
}

export interface AnswerChange {
  section: string;
  path: string;
  value?: unknown;
  baseVersion: number;
}

export interface SaveAnswersRequest {
  formId: string;
  clientId: string;
  seq: number;
  idempotencyKey: string;
  changes: AnswerChange[];
}

export interface SaveOutcome {
  formId: string;
  version: number;
  seq: number;
  stale: boolean;
  applied: { section: string; path: string; version: number }[];
  conflicts: {
    section: string;
    path: string;
    value: unknown;
    version: number;
    updatedBy: string | null;
    updatedAt: Date | null;
  }[];
  invalid: { section: string; path: string; messageId: string; message: string }[];
}

export interface ListArgs {
  workspaceId: string;
  search?: string | null;
  createdBy?: string | null;
  status?: FormStatus | null;
  sort: FormSort;
  direction: SortDirection;
  limit: number;
  offset: number;
}

const STATUS_RANK = `case status when 'NOT_STARTED' then 0 when 'IN_PROGRESS' then 1 when 'COMPLETED' then 2 else 3 end`;

/**
 * The rows a save works on: the loaded rows by section, a section copied when the save first
 * changes it (the loaded rows stay as they were, for the next save if this one is not written).
 */
class WorkingRows {
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

/**
 * Every answer row of a section's answers object (repeaters as their own row plus item leaves). The
 * answers come from stored rows (copies), so they are within the bounds of docs/adr/0033; an answer
 * stored before those bounds that breaks one is not copied.
 */
function rowsOfAnswers(answers: FormAnswers, version: number, by: string | null): StoredAnswer[] {
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
  return {
    section,
    path,
    value,
    version,
    updatedBy: by,
    updatedAt: at,
    original,
    agency: null,
    needsReview: false,
    translation: null,
  };
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
  return {
    section,
    path,
    value,
    version,
    updatedBy: by,
    updatedAt: at,
    original: old?.original ?? null,
    agency: { by, at },
    needsReview: false,
    translation: null,
  };
}

/**
 * The bounds a save is checked against before anything is parsed against the definition
 * (docs/adr/0033): the number of changes, known sections, versions, path lengths and how deep a
 * value nests (so hashing and sizing it stay cheap). Breaking one refuses the whole save.
 */
function checkChangeShapes(changes: readonly AnswerChange[]): void {
  if (changes.length > SAVE_BOUNDS.maxChanges) {
    throw answersOutOfBounds(
      { field: 'changes', messageId: 'ds160.error.saveTooLarge' },
      `at most ${SAVE_BOUNDS.maxChanges} changes per save`,
    );
  }
  changes.forEach((change, i) => {
    const field = `changes.${i}`;
    if (!isSectionKey(change.section)) {
      throw answersOutOfBounds(
        { field, messageId: 'ds160.error.unknownAnswer', section: change.section },
        `unknown section ${change.section.slice(0, 60)}`,
      );
    }
    if (!Number.isInteger(change.baseVersion) || change.baseVersion < 0)
      throw badUserInput(`${field}: baseVersion must be a non-negative integer`, field);
    if (change.path.length > SAVE_BOUNDS.maxPathLength) {
      throw answersOutOfBounds(
        { field, messageId: 'ds160.error.unknownAnswer', section: change.section, path: change.path },
        `the path must be at most ${SAVE_BOUNDS.maxPathLength} characters`,
      );
    }
    if (nestsDeeperThan(change.value, SAVE_BOUNDS.maxValueDepth)) {
      throw answersOutOfBounds(
        { field, messageId: 'ds160.error.invalidValue', section: change.section, path: change.path },
        `the value nests deeper than any answer (${SAVE_BOUNDS.maxValueDepth} levels)`,
      );
    }
  });
}

/**
 * Why an answer path skips items of its repeater (`otherNames.5.surname` while the list holds 2
 * items), or null: an item's answer may go into an existing item or the next free one only.
 */
function itemGap(section: SectionKey, path: string, answers: FormAnswers): string | null {
  const parts = path.split('.');
  const at = parts.findIndex((p) => /^\d+$/.test(p));
  if (at < 0) return null;
  const count = getItems(answers[section], parts.slice(0, at).join('.')).length;
  const index = Number(parts[at]);
  return index > count ? `item ${index} is past the next free item (${count})` : null;
}

/** Each change as the rows it writes; a path or value outside the definition refuses the whole save. */
function explodeChanges(changes: readonly AnswerChange[]) {
  return changes.map((change, i) => {
    const section = change.section as SectionKey;
    try {
      const exploded = explodeChange(section, change.path, change.value);
      return {
        section,
        path: exploded.rows[0].path,
        value: change.value,
        baseVersion: change.baseVersion,
        ...exploded,
      };
    } catch (error) {
      if (!(error instanceof AnswerBoundsError)) throw error;
      throw answersOutOfBounds(
        { field: `changes.${i}`, messageId: error.messageId, section, path: change.path },
        error.message,
      );
    }
  });
}

export class FormService {
  // ------------------------------------------------------------------ reads

  async list(ctx: Ctx, args: ListArgs) {
    const workspaceId = parseId(args.workspaceId, 'workspaceId');
    requireWorkspaceMember(ctx.actor, workspaceId);
    const { limit, offset } = checkPage(args);
    const where = ['workspace_id = ?'];
    const params: unknown[] = [workspaceId];
    if (args.status) {
      where.push('status = ?');
      params.push(args.status);
    } else where.push(`status <> 'ARCHIVED'`);
    if (args.createdBy) {
      if (args.createdBy.length > 64) throw badUserInput('createdBy is not a member id', 'createdBy');
      where.push('created_by_user_id = ?');
      params.push(args.createdBy);
    }
    const search = args.search?.trim().toLowerCase();
    if (search) {
      if (search.length > 200) throw badUserInput('search must be at most 200 characters', 'search');
      where.push(`lower(name) like ? escape '\\'`);
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const dir = args.direction === SortDirection.ASC ? 'asc' : 'desc';
    const order = {
      [FormSort.NAME]: `lower(name) ${dir}, id ${dir}`,
      [FormSort.CREATED_AT]: `created_at ${dir}, id ${dir}`,
      [FormSort.STATUS]: `${STATUS_RANK} ${dir}, created_at desc, id`,
      [FormSort.PROGRESS]: `progress_percent ${dir}, created_at desc, id`,
    }[args.sort];
    const filter = where.join(' and ');
    const [items, counts] = await Promise.all([
      sql(
        ctx.em,
        `select ${FORM_COLUMNS} from forms.form where ${filter} order by ${order} limit ? offset ?`,
        [...params, limit, offset],
      ),
      sql<{ total: string; workspace_total: string }>(
        ctx.em,
        `select count(*) filter (where ${filter.replace(/^workspace_id = \? and /, '')}) as total,
                count(*) filter (where status <> 'ARCHIVED') as workspace_total
           from forms.form where workspace_id = ?`,
        [...params.slice(1), workspaceId],
      ),
    ]);
    return {
      items: items.map((r) => toRecord(r as never)),
      totalCount: Number(counts[0]?.total ?? 0),
      workspaceTotal: Number(counts[0]?.workspace_total ?? 0),
    };
  }

  async dashboard(ctx: Ctx, workspaceIdArg: string, perColumn: number) {
    const workspaceId = parseId(workspaceIdArg, 'workspaceId');
    requireWorkspaceMember(ctx.actor, workspaceId);
    checkPage({ limit: perColumn, offset: 0 });
    const statuses = Object.values(FormStatus);
    const union = statuses
      .map(
        () =>
          `(select ${FORM_COLUMNS} from forms.form where workspace_id = ? and status = ? order by updated_at desc, id limit ?)`,
      )
      .join(' union all ');
    const [rows, counts] = await Promise.all([
      sql(
        ctx.em,
        union,
        statuses.flatMap((s) => [workspaceId, s, perColumn]),
      ),
      sql<{ status: FormStatus; n: string }>(
        ctx.em,
        'select status, count(*) as n from forms.form where workspace_id = ? group by status',
        [workspaceId],
      ),
    ]);
    const records = rows.map((r) => toRecord(r as never));
    return statuses.map((status) => ({
      status,
      totalCount: Number(counts.find((c) => c.status === status)?.n ?? 0),
      items: records.filter((r) => r.status === status),
    }));
  }

  /** The form when the actor may see it; NOT_FOUND otherwise, so existence never leaks. */
  async get(ctx: Ctx, formId: string, em: EntityManager = ctx.em, forUpdate = false): Promise<FormRecord> {
    const form = await findForm(em, parseId(formId), forUpdate);
    if (!form || !canRead(ctx.actor, form)) throw formNotFound();
    return form;
  }

  answers(ctx: Ctx, formId: string): Promise<LoadedAnswers> {
    return loadAnswers(ctx.em, formId);
  }

  async transitions(ctx: Ctx, formId: string, page: { limit: number; offset: number }) {
    const { limit, offset } = checkPage(page);
    const [items, count] = await Promise.all([
      sql<{ from_status: FormStatus | null; to_status: FormStatus; at: Date; by: string | null }>(
        ctx.em,
        `select from_status, to_status, at, by from forms.form_transition where form_id = ?
          order by at desc, id limit ? offset ?`,
        [formId, limit, offset],
      ),
      sql<{ n: string }>(ctx.em, 'select count(*) as n from forms.form_transition where form_id = ?', [
        formId,
      ]),
    ]);
    return {
      items: items.map((t) => ({ from: t.from_status, to: t.to_status, at: new Date(t.at), by: t.by })),
      totalCount: Number(count[0]?.n ?? 0),
    };
  }

  // ------------------------------------------------------------------ create, copy

  async create(
    ctx: Ctx,
    input: { workspaceId: string; name: string; source?: FormSource; fromFormId?: string | null },
  ): Promise<{ form: FormRecord; loaded: LoadedAnswers }> {
    const workspaceId = parseId(input.workspaceId, 'workspaceId');
    requireWorkspaceMember(ctx.actor, workspaceId);
    const name = cleanName(input.name);
    const source = input.source ?? FormSource.BLANK;
    let answers: FormAnswers = {};
    if (source === FormSource.BLANK) {
      if (input.fromFormId)
        throw badUserInput('fromFormId is only used with RENEWAL or FAMILY_MEMBER', 'fromFormId');
    } else {
      if (!input.fromFormId) throw badUserInput(`A ${source} form needs fromFormId`, 'fromFormId');
      const from = await this.get(ctx, input.fromFormId);
      if (from.workspaceId !== workspaceId) throw formNotFound();
      const policy = source === FormSource.RENEWAL ? RENEWAL_COPY_POLICY : FAMILY_MEMBER_COPY_POLICY;
      answers = copyAnswers(toFormAnswers(await loadAnswerRows(ctx.em, from.id)), policy);
    }
    return this.insertForm(ctx, workspaceId, name, answers);
  }

  async duplicate(
    ctx: Ctx,
    input: { formId: string; name: string; sections: string[] },
  ): Promise<{ form: FormRecord; loaded: LoadedAnswers }> {
    const name = cleanName(input.name);
    if (input.sections.length > SECTION_KEYS.length)
      throw badUserInput(`sections lists at most the ${SECTION_KEYS.length} section keys`, 'sections');
    const unknown = input.sections.filter((s) => !isSectionKey(s));
    if (unknown.length > 0)
      throw badUserInput(`Unknown section key: ${unknown.join(', ')}`.slice(0, 300), 'sections');
    const from = await this.get(ctx, input.formId);
    requireWorkspaceMember(ctx.actor, from.workspaceId);
    const policy: CopyPolicy = Object.fromEntries(input.sections.map((s) => [s, 'all']));
    const answers = copyAnswers(toFormAnswers(await loadAnswerRows(ctx.em, from.id)), policy);
    return this.insertForm(ctx, from.workspaceId, name, answers);
  }

  private async insertForm(ctx: Ctx, workspaceId: string, name: string, answers: FormAnswers) {
    const by = actorRef(ctx.actor);
    const rows = rowsOfAnswers(answers, 1, by);
    const state = stateOf(rows);
    const form = await ctx.em.transactional(async (em) => {
      const [row] = await sql(
        em,
        `insert into forms.form (id, workspace_id, name, status, version, created_at, updated_at, created_by_user_id,
            translation_state, progress_completed, progress_applicable, progress_percent)
         values (gen_random_uuid(), ?, ?, ?, 1, now(), now(), ?, 'NONE', ?, ?, ?) returning ${FORM_COLUMNS}`,
        [
          workspaceId,
          name,
          state.status,
          by,
          state.progress.completed,
          state.progress.applicable,
          state.progress.percent,
        ],
      );
      const record = toRecord(row as never);
      if (rows.length > 0) await writeAnswerRows(em, record.id, rows);
      await recordTransition(em, record.id, null, state.status, by);
      return record;
    });
    this.publish(ctx, form, FormChange.CREATED);
    return { form, loaded: { rows, state } };
  }

  // ------------------------------------------------------------------ rename, archive

  async rename(
    ctx: Ctx,
    input: { id: string; name: string; expectedVersion?: number | null },
  ): Promise<FormRecord> {
    const name = cleanName(input.name);
    const form = await ctx.em.transactional(async (em) => {
      const current = await this.get(ctx, input.id, em, true);
      requireWorkspaceMember(ctx.actor, current.workspaceId);
      if (input.expectedVersion != null && input.expectedVersion !== current.version) {
        throw formVersionConflict(current.version);
      }
      const [row] = await sql(
        em,
        `update forms.form set name = ?, version = version + 1, updated_at = now() where id = ? returning ${FORM_COLUMNS}`,
        [name, current.id],
      );
      return toRecord(row as never);
    });
    this.publish(ctx, form, FormChange.RENAMED);
    return form;
  }

  async archive(ctx: Ctx, id: string): Promise<FormRecord> {
    return this.moveStatus(ctx, id, 'archive');
  }

  async unarchive(ctx: Ctx, id: string): Promise<{ form: FormRecord; loaded?: LoadedAnswers }> {
    let loaded: LoadedAnswers | undefined;
    const form = await this.moveStatus(ctx, id, 'unarchive', (l) => (loaded = l));
    return { form, loaded };
  }

  private async moveStatus(
    ctx: Ctx,
    id: string,
    move: 'archive' | 'unarchive',
    onLoaded?: (loaded: LoadedAnswers) => void,
  ): Promise<FormRecord> {
    let changed = false;
    const form = await ctx.em.transactional(async (em) => {
      const current = await this.get(ctx, id, em, true);
      requireWorkspaceMember(ctx.actor, current.workspaceId);
      const archived = current.status === FormStatus.ARCHIVED;
      if ((move === 'archive') === archived) return current; // already there: nothing to do
      let to = FormStatus.ARCHIVED;
      let progress = current.progress;
      if (move === 'unarchive') {
        const loaded = await loadAnswers(em, current.id);
        onLoaded?.(loaded);
        to = loaded.state.status;
        progress = loaded.state.progress;
      }
      const [row] = await sql(
        em,
        `update forms.form set status = ?, version = version + 1, updated_at = now(),
           progress_completed = ?, progress_applicable = ?, progress_percent = ?
         where id = ? returning ${FORM_COLUMNS}`,
        [to, progress.completed, progress.applicable, progress.percent, current.id],
      );
      await recordTransition(em, current.id, current.status, to, actorRef(ctx.actor));
      changed = true;
      return toRecord(row as never);
    });
    if (changed) this.publish(ctx, form, move === 'archive' ? FormChange.ARCHIVED : FormChange.UNARCHIVED);
    return form;
  }

  // ------------------------------------------------------------------ autosave

  /**
   * Field-level merge (docs/adr/0009): the idempotency key and the tab's seq are checked, each
   * change is compared with the stored version of its path (a newer, different value is a
   * conflict) and validated with the shared rules; then one atomic statement writes the answers,
   * seq, idempotency entry, transition and the form's version, status and progress, only if the
   * form is still at the version read (otherwise the save starts again).
   */
  async saveAnswers(
    ctx: Ctx,
    input: SaveAnswersRequest,
  ): Promise<{ outcome: SaveOutcome; form: FormRecord; loaded?: LoadedAnswers }> {
    const formId = parseId(input.formId, 'formId');
    const clientId = parseId(input.clientId, 'clientId');
    const key = parseId(input.idempotencyKey, 'idempotencyKey');
    if (!Number.isInteger(input.seq) || input.seq < 0)
      throw badUserInput('seq must be a non-negative integer', 'seq');
    checkChangeShapes(input.changes);
    const actor = ctx.actor;
    const by = actorRef(actor);
    // A client link writes the client's originals (native script allowed); members write the agency's
    // value (English-only rules). See docs/adr/0014.
    const isClient = actor.kind === 'client';
    const view = isClient ? clientView : (row: StoredAnswer) => row;
    const script: ScriptMode = isClient ? 'native' : 'english';
    const request = canonical({ formId, clientId, seq: input.seq, changes: input.changes });
    if (Buffer.byteLength(request) > SAVE_BOUNDS.maxBytes + 200) {
      throw answersOutOfBounds(
        { field: 'changes', messageId: 'ds160.error.saveTooLarge' },
        `the changes of one save must be at most ${SAVE_BOUNDS.maxBytes} bytes as JSON`,
      );
    }
    const requestHash = createHash('sha256').update(request).digest('hex');
    const changes = explodeChanges(input.changes);

    const actorKey = by ?? 'anonymous';
    const idempotencyAad = (form: FormRecord) => `${form.workspaceId}|${actorKey}|${key}`;
    /**
     * One save attempt. With `assumed` (this process's last view of the form, `cachedForm`), the save
     * reads nothing: its one statement applies only if the form is still at that version, not
     * archived, the tab's seq is new and the idempotency key unused; otherwise it writes nothing and
     * the save starts again the long way, which reads all three and answers replays and stale seqs.
     */
    const attempt = async (
      em: EntityManager,
      assumed: ReturnType<typeof cachedForm> = null,
    ): Promise<Attempt | typeof RETRY> => {
      if (assumed) {
        const form = assumed.form;
        if (form.status === FormStatus.ARCHIVED || !canRead(actor, form)) return RETRY;
        requireWrite(actor, form);
        const guard = (params: unknown[]) => {
          params.push(form.workspaceId, actorKey, key, form.id, clientId, input.seq);
          return ` and status <> '${FormStatus.ARCHIVED}'
            and not exists (select 1 from forms.save_idempotency i where i.workspace_id = ? and i.actor_key = ?
                  and i.key = ? and i.created_at > now() - interval '${IDEMPOTENCY_TTL_HOURS} hours')
            and not exists (select 1 from forms.form_client_seq s where s.form_id = ? and s.client_id = ? and s.seq >= ?)`;
        };
        return write(em, form, assumed.loaded, guard, true);
      }
      // One round trip: the form, the tab's last seq and the idempotency entry (no lock: the write
      // below applies only if the form is still at this version, else the save starts again).
      const [locked] = await preparedSql<Record<string, unknown>>(
        em,
        `select ${FORM_COLUMNS.split(', ')
          .map((c) => `f.${c}`)
          .join(', ')},
                (select seq from forms.form_client_seq s where s.form_id = f.id and s.client_id = ?) as last_seq,
                i.request_hash, i.result
           from forms.form f
           left join forms.save_idempotency i on i.workspace_id = f.workspace_id and i.actor_key = ? and i.key = ?
                 and i.created_at > now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'
          where f.id = ?`,
        [clientId, actorKey, key, formId],
      );
      const form = locked ? toRecord(locked as never) : null;
      if (!form || !canRead(actor, form)) throw formNotFound();
      requireWrite(actor, form);
      const previous = locked.request_hash as string | null;
      if (previous) {
        if (previous !== requestHash) throw idempotencyKeyReused();
        const outcome = JSON.parse(
          answerCipher().decrypt(locked.result as Buffer, idempotencyAad(form)),
        ) as SaveOutcome;
        return { outcome, form, replay: true as const };
      }
      if (form.status === FormStatus.ARCHIVED) throw formArchived();

      const lastSeq = locked.last_seq as number | null;
      if (lastSeq !== null && input.seq <= lastSeq) {
        const outcome: SaveOutcome = {
          formId: form.id,
          version: form.version,
          seq: lastSeq,
          stale: true,
          applied: [],
          conflicts: [],
          invalid: [],
        };
        const params: unknown[] = [];
        const u = unchanged(form, params);
        const [row] = await preparedSql(
          em,
          `with ${u}, ${bookkeeping(form, outcome, params)} select id from u`,
          params,
        );
        return row ? { outcome, form, replay: false as const } : RETRY;
      }

      const before = await cachedAnswers(em, form);
      if (!before) return RETRY;
      return write(em, form, before, () => '');
    };

    /** The tab's seq and the idempotent result, written only when `u` (the form at its version) has a row. */
    const bookkeeping = (form: FormRecord, outcome: SaveOutcome, params: unknown[]) => {
      params.push(
        form.id,
        clientId,
        outcome.seq,
        form.workspaceId,
        actorKey,
        key,
        requestHash,
        answerCipher().encrypt(JSON.stringify(outcome), idempotencyAad(form)),
      );
      return `s as (insert into forms.form_client_seq (form_id, client_id, seq, updated_at)
                  select ?::uuid, ?::uuid, ?::int, now() from u
                  on conflict (form_id, client_id) do update set seq = excluded.seq, updated_at = excluded.updated_at),
                i as (insert into forms.save_idempotency (workspace_id, actor_key, key, request_hash, result, created_at)
                  select ?::uuid, ?::text, ?::uuid, ?::text, ?::bytea, now() from u
                  on conflict (workspace_id, actor_key, key) do update
                  set request_hash = excluded.request_hash, result = excluded.result, created_at = excluded.created_at
                  where save_idempotency.created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours')`;
    };
    /** `u`: the form, locked, if it is still at the version this save read (else nothing is written). */
    const unchanged = (form: FormRecord, params: unknown[], guard: Guard = () => '') => {
      params.push(form.id, form.version);
      const where = `id = ? and version = ?${guard(params)}`;
      return `u as (select ${FORM_COLUMNS} from forms.form where ${where} for update)`;
    };

    /** Applies the changes to `before` (the answers at `form.version`) and writes them in one statement. */
    const write = async (
      em: EntityManager,
      form: FormRecord,
      before: Required<LoadedAnswers>,
      guard: Guard,
      /** `before` is this process's last view of the form, not read for this save. */
      assumed = false,
    ): Promise<Attempt | typeof RETRY> => {
      const rows = new WorkingRows(rowsBySection(before));
      const version = form.version + 1;
      const now = new Date();
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

      for (const change of changes) {
        const section = change.section as SectionKey;
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
        if (gap) {
          // This process's copy of the form may be behind another replica's: read it before refusing.
          if (assumed) return RETRY;
          throw answersOutOfBounds(
            {
              field: `changes.${changes.indexOf(change)}`,
              messageId: 'ds160.error.repeaterGap',
              section,
              path: change.path,
            },
            `${section}.${change.path}: ${gap}`,
          );
        }
        // The rows this change writes; a replaced list keeps the version of items' answers it does not change.
        const newRows = change.rows.map((r): StoredAnswer => {
          const old = rows.get(section, r.path);
          if (
            change.kind === 'repeater' &&
            r.path !== change.path &&
            old &&
            sameAnswer(view(old).value, r.value)
          )
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
          outcome.invalid.push({
            section,
            path: change.path,
            messageId,
            message: isMessageId(messageId)
              ? questionnaireMessage(messageId, 'en')
              : 'This answer is not valid.',
          });
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
        answers = {
          ...answers,
          [section]: toSectionAnswers(rows.of(section)),
        };
      }

      let loaded: LoadedAnswers | undefined;
      let statusFrom: FormStatus | null = null;
      const params: unknown[] = [];
      let statement: string;
      if (written.size > 0 || replaced.length > 0) {
        const state = computeState(
          answers,
          rows.some((r) => r.value !== null),
          {
            state: before.state,
            changed: new Set(changedKeys.keys()),
            changedKeys,
            englishOnly: !isClient,
          },
        );
        // The flat list only when something reads it (the next save reads `bySection`).
        let all: StoredAnswer[] | undefined;
        loaded = {
          get rows() {
            return (all ??= rows.all());
          },
          state,
          answers,
          bySection: rows.index(),
        };
        outcome.version = version;
        // A client's new text that the agency has not translated: the translation is not done.
        const untranslated =
          isClient &&
          form.translationState === TranslationState.TRANSLATED &&
          [...written.values()].some(
            (r) =>
              r.original?.version === version &&
              (!r.agency || r.needsReview) &&
              Translator.textKind(r.section, r.path) !== null,
          );
        params.push(
          version,
          state.status,
          untranslated ? TranslationState.IN_PROGRESS : form.translationState,
          state.progress.completed,
          state.progress.applicable,
          state.progress.percent,
          form.id,
          form.version,
        );
        const where = `id = ? and version = ?${guard(params)}`;
        const ctes = [
          `u as (update forms.form set version = ?, updated_at = now(), status = ?, translation_state = ?,
             progress_completed = ?, progress_applicable = ?, progress_percent = ?
           where ${where} returning ${FORM_COLUMNS})`,
        ];
        // A replaced list: its rows that the new list does not write again go.
        replaced.forEach((r, n) => {
          const kept = [...written.values()]
            .filter((w) => w.section === r.section && (w.path === r.path || w.path.startsWith(`${r.path}.`)))
            .map((w) => w.path);
          params.push(r.section, r.path, `${r.path}.`, ...kept);
          ctes.push(`d${n} as (delete from forms.form_answer a using u where a.form_id = u.id and a.section = ?
             and (a.path = ? or starts_with(a.path, ?))${kept.length ? ` and a.path not in (${kept.map(() => '?').join(', ')})` : ''})`);
        });
        if (written.size > 0) ctes.push(`a as (${answerRowsFromU(form.id, [...written.values()], params)})`);
        ctes.push(bookkeeping(form, outcome, params));
        if (state.status !== form.status) {
          statusFrom = form.status;
          params.push(form.status, state.status, by);
          ctes.push(`t as (insert into forms.form_transition (id, form_id, from_status, to_status, at, by)
                        select gen_random_uuid(), u.id, ?::text, ?::text, clock_timestamp(), ?::text from u)`);
        }
        statement = `with ${ctes.join(',\n')} select ${FORM_COLUMNS} from u`;
      } else {
        const u = unchanged(form, params, guard);
        statement = `with ${u}, ${bookkeeping(form, outcome, params)} select ${FORM_COLUMNS} from u`;
      }
      const [row] = await preparedSql(em, statement, params);
      if (!row) return RETRY; // another save moved the form on: start again from its new version
      return { outcome, form: toRecord(row as never), loaded, paths, statusFrom, replay: false as const };
    };

    let done: Attempt | undefined;
    const assumed = cachedForm(formId);
    for (let i = 0; i < MAX_SAVE_ATTEMPTS && !done; i++) {
      const result = await attempt(ctx.em, i === 0 ? assumed : null);
      if (result !== RETRY) done = result;
    }
    if (!done) throw conflict('The form is being changed by many saves at once. Try again.');

    if (!done.replay && 'loaded' in done && done.loaded) rememberAnswers(done.form, done.loaded);
    // Now and then a save clears idempotency keys past their 24 hours (reads ignore them already).
    if (Math.random() < PURGE_EVERY_N_SAVES ** -1) {
      void this.purgeIdempotencyKeys(ctx.em.fork()).catch(() => undefined);
    }

    if (done.replay) {
      // The first result, with the form as it is now.
      return { outcome: done.outcome, form: await this.get(ctx, formId) };
    }
    if ('paths' in done && done.paths && done.paths.length > 0) {
      this.publish(ctx, done.form, FormChange.ANSWERS_SAVED, { clientId, paths: done.paths });
      if (done.statusFrom) this.publish(ctx, done.form, FormChange.STATUS_CHANGED);
    }
    return { outcome: done.outcome, form: done.form, loaded: 'loaded' in done ? done.loaded : undefined };
  }

  /** Deletes idempotency keys older than their 24 hours. */
  async purgeIdempotencyKeys(em: EntityManager): Promise<number> {
    const res = (await em.execute(
      `delete from forms.save_idempotency where created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`,
      [],
      'run',
    )) as { affectedRows?: number };
    return res.affectedRows ?? 0;
  }

  /** Called after the transaction committed, so subscribers never see uncommitted changes. */
  private publish(
    ctx: Ctx,
    form: FormRecord,
    change: FormChange,
    extra: { clientId?: string; paths?: string[] } = {},
  ): void {
    // NOTIFY payloads stay under 7000 bytes: a huge save sends its first paths (clients re-read the form).
    const paths: string[] = [];
    let bytes = 0;
    for (const p of extra.paths ?? []) {
      bytes += p.length + 3;
      if (bytes > 5000) break;
      paths.push(p);
    }
    const payload: FormChangedPayload = {
      formId: form.id,
      workspaceId: form.workspaceId,
      change,
      version: form.version,
      status: form.status,
      by: actorRef(ctx.actor),
      clientId: extra.clientId ?? null,
      paths,
    };
    ctx.pubSub.publish(FORM_CHANGED, form.workspaceId, payload);
  }
}
