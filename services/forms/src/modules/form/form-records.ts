// SQL access to forms and answers. Hot paths (saves, lists) use plain SQL on the request's
// EntityManager (inside its transaction when there is one); sensitive answers are encrypted here.
import type { EntityManager } from '@mikro-orm/postgresql';
import { isSectionKey, isSensitiveAnswer, type AnswerValue, type SectionKey } from '@portico/shared-types';
import { answerCipher } from './answer-cipher';
import {
  computeState,
  toFormAnswers,
  type FormState,
  type LoadedAnswers,
  type StoredAnswer,
  type TranslationMark,
} from './answer-model';
import { FormStatus, TranslationState } from './form.entity';

export interface FormRecord {
  id: string;
  workspaceId: string;
  name: string;
  status: FormStatus;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
  translationState: TranslationState;
  progress: { completed: number; applicable: number; percent: number };
}

export const FORM_COLUMNS =
  'id, workspace_id, name, status, version, created_at, updated_at, created_by_user_id, translation_state, progress_completed, progress_applicable, progress_percent';

interface FormRow {
  id: string;
  workspace_id: string;
  name: string;
  status: FormStatus;
  version: number;
  created_at: Date;
  updated_at: Date;
  created_by_user_id: string | null;
  translation_state: TranslationState;
  progress_completed: number;
  progress_applicable: number;
  progress_percent: number;
}

export function toRecord(row: FormRow): FormRecord {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    status: row.status,
    version: row.version,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    createdBy: row.created_by_user_id,
    translationState: row.translation_state,
    progress: {
      completed: row.progress_completed,
      applicable: row.progress_applicable,
      percent: row.progress_percent,
    },
  };
}

export async function sql<T = Record<string, unknown>>(
  em: EntityManager,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await em.execute(query, params as never[], 'all')) as T[];
}

/** `?` placeholders as `$1…$n` (the statements here have no `?` operator or literal). */
function numbered(query: string, count: number): string {
  let n = 0;
  const text = query.replace(/\?/g, () => `$${++n}`);
  if (n !== count) throw new Error(`statement has ${n} placeholders for ${count} values`);
  return text;
}

/**
 * Statement texts (with `?`) -> their numbered text and the name they are prepared under on each
 * connection; longer texts, and new shapes once there are MAX_PREPARED, run unnamed.
 */
const STATEMENTS = new Map<string, { text: string; name?: string }>();
const MAX_PREPARED = 200;
const MAX_PREPARED_TEXT = 8_000;

interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<unknown>;
}

/**
 * The hot save statements (docs/adr/0031): a PostgreSQL prepared statement with its values bound,
 * on a connection of the ORM's own pool, so PostgreSQL parses and plans each statement shape once
 * per connection instead of once per save (`sql` sends every value inlined in a new text). Inside a
 * transaction it is `sql`, on the transaction's connection.
 */
export async function preparedSql<T = Record<string, unknown>>(
  em: EntityManager,
  query: string,
  params: unknown[],
): Promise<T[]> {
  if (em.getTransactionContext()) return sql<T>(em, query, params);
  let statement = STATEMENTS.get(query);
  if (!statement) {
    const text = numbered(query, params.length);
    const named = STATEMENTS.size < MAX_PREPARED && text.length <= MAX_PREPARED_TEXT;
    statement = { text, name: named ? `forms_${STATEMENTS.size}` : undefined };
    if (named) STATEMENTS.set(query, statement);
  }
  const { text, name } = statement;
  const client = (em.getConnection().getKnex() as unknown as { client: KnexClient }).client;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query({ name, text, values: params })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}

export async function findForm(em: EntityManager, id: string, forUpdate = false): Promise<FormRecord | null> {
  const rows = await sql<FormRow>(
    em,
    `select ${FORM_COLUMNS} from forms.form where id = ?${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

const aad = (formId: string, section: string, path: string) => `${formId}|${section}|${path}`;
/** The client's original is bound to its row and to being the original (it never decrypts as the value). */
const originalAad = (formId: string, section: string, path: string) =>
  `${formId}|${section}|${path}|original`;

interface AnswerRow {
  section: string;
  path: string;
  value: AnswerValue | null;
  value_encrypted: Buffer | null;
  version: number;
  updated_by: string | null;
  updated_at: Date;
  original: AnswerValue | null;
  original_encrypted: Buffer | null;
  original_version: number | null;
  original_by: string | null;
  original_at: Date | null;
  agency_by: string | null;
  agency_at: Date | null;
  needs_review: boolean;
  translation: TranslationMark | null;
}

/** The answer columns, as `loadAnswerRows` and `cachedAnswers` read them (prefix: a table alias). */
export const ANSWER_COLUMNS = (prefix = '') =>
  [
    'section',
    'path',
    'value',
    'value_encrypted',
    'version',
    'updated_by',
    'updated_at',
    'original',
    'original_encrypted',
    'original_version',
    'original_by',
    'original_at',
    'agency_by',
    'agency_at',
    'needs_review',
    'translation',
  ]
    .map((c) => `${prefix}${c}`)
    .join(', ');

export async function loadAnswerRows(em: EntityManager, formId: string): Promise<StoredAnswer[]> {
  const rows = await sql<AnswerRow>(
    em,
    `select ${ANSWER_COLUMNS()} from forms.form_answer where form_id = ?`,
    [formId],
  );
  return decryptRows(formId, rows);
}

function decryptRows(formId: string, rows: AnswerRow[]): StoredAnswer[] {
  return rows
    .filter((r) => isSectionKey(r.section))
    .map((r) => ({
      section: r.section as SectionKey,
      path: r.path,
      value: r.value_encrypted
        ? (JSON.parse(
            answerCipher().decrypt(r.value_encrypted, aad(formId, r.section, r.path)),
          ) as AnswerValue)
        : r.value,
      version: r.version,
      updatedBy: r.updated_by,
      updatedAt: new Date(r.updated_at),
      original:
        r.original_at === null
          ? null
          : {
              value: r.original_encrypted
                ? (JSON.parse(
                    answerCipher().decrypt(r.original_encrypted, originalAad(formId, r.section, r.path)),
                  ) as AnswerValue)
                : r.original,
              version: r.original_version ?? r.version,
              by: r.original_by,
              at: new Date(r.original_at),
            },
      agency: r.agency_at === null ? null : { by: r.agency_by, at: new Date(r.agency_at) },
      needsReview: r.needs_review === true,
      translation: r.translation,
    }));
}

/** The values of one row's columns after (form_id, section, path), sensitive ones encrypted. */
function rowParams(formId: string, row: StoredAnswer): unknown[] {
  const sensitive = isSensitiveAnswer(row.section, row.path);
  const encryptedValue = sensitive && row.value !== null;
  const original = row.original ?? null;
  const encryptedOriginal = sensitive && original !== null && original.value !== null;
  return [
    encryptedValue || row.value === null ? null : JSON.stringify(row.value),
    encryptedValue
      ? answerCipher().encrypt(JSON.stringify(row.value), aad(formId, row.section, row.path))
      : null,
    row.version,
    row.updatedBy,
    row.updatedAt,
    encryptedOriginal || original === null || original.value === null ? null : JSON.stringify(original.value),
    encryptedOriginal
      ? answerCipher().encrypt(JSON.stringify(original!.value), originalAad(formId, row.section, row.path))
      : null,
    original?.version ?? null,
    original?.by ?? null,
    original?.at ?? null,
    row.agency?.by ?? null,
    row.agency?.at ?? null,
    row.needsReview === true,
    row.translation ?? null,
  ];
}

const ROW_CASTS =
  '?::jsonb, ?::bytea, ?::int, ?::text, ?::timestamptz, ?::jsonb, ?::bytea, ?::int, ?::text, ?::timestamptz, ?::text, ?::timestamptz, ?::boolean, ?::text';
const WRITTEN = `value, value_encrypted, version, updated_by, updated_at, original, original_encrypted,
  original_version, original_by, original_at, agency_by, agency_at, needs_review, translation`;
const ON_CONFLICT = `on conflict (form_id, section, path) do update set value = excluded.value,
  value_encrypted = excluded.value_encrypted, version = excluded.version,
  updated_by = excluded.updated_by, updated_at = excluded.updated_at, original = excluded.original,
  original_encrypted = excluded.original_encrypted, original_version = excluded.original_version,
  original_by = excluded.original_by, original_at = excluded.original_at, agency_by = excluded.agency_by,
  agency_at = excluded.agency_at, needs_review = excluded.needs_review, translation = excluded.translation`;

export function stateOf(rows: readonly StoredAnswer[]): FormState {
  return computeState(
    toFormAnswers(rows),
    rows.some((r) => r.value !== null),
  );
}

/** Answers and state for reading. Uses the cache only at the version the caller read the form at. */
export async function loadAnswers(
  em: EntityManager,
  formId: string,
  version?: number,
): Promise<LoadedAnswers> {
  const hit = answerCache.get(formId);
  if (hit && version !== undefined && hit.version === version) return hit.loaded;
  const rows = await loadAnswerRows(em, formId);
  return { rows, state: stateOf(rows) };
}

/** `insert … values … on conflict do update` for answer rows (sensitive values encrypted); pushes its params. */
export function answerRowsValues(formId: string, rows: readonly StoredAnswer[], params: unknown[]): string {
  if (rows.length === 0) return '';
  const values = rows.map((row) => {
    params.push(formId, row.section, row.path, ...rowParams(formId, row));
    return `(?, ?, ?, ${ROW_CASTS})`;
  });
  return `insert into forms.form_answer (form_id, section, path, ${WRITTEN})
       values ${values.join(', ')}
       ${ON_CONFLICT}`;
}

/** The same upsert as an `insert … select … from u` (written only when the CTE `u` has a row). */
export function answerRowsFromU(formId: string, rows: readonly StoredAnswer[], params: unknown[]): string {
  const values = rows.map((row) => {
    params.push(row.section, row.path, ...rowParams(formId, row));
    return `(?::text, ?::text, ${ROW_CASTS})`;
  });
  return `insert into forms.form_answer (form_id, section, path, ${WRITTEN})
       select u.id, v.section, v.path, ${WRITTEN.split(',')
         .map((c) => `v.${c.trim()}`)
         .join(', ')}
         from u cross join (values ${values.join(', ')}) as v(section, path, ${WRITTEN})
       ${ON_CONFLICT}`;
}

/** Inserts or replaces answer rows, in batches. */
export async function writeAnswerRows(
  em: EntityManager,
  formId: string,
  rows: readonly StoredAnswer[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const params: unknown[] = [];
    const query = answerRowsValues(formId, rows.slice(start, start + 500), params);
    await em.execute(query, params as never[], 'run');
  }
}

/**
 * Answers (rows, answers object, computed state) by form and version, in this process. Every change
 * of answers bumps the form version (saves) or makes a new form, so what is cached at the version
 * the locked form row shows is exactly what is stored, whichever replica wrote it; any other
 * version reloads.
 */
const answerCache = new Map<string, { version: number; loaded: LoadedAnswers; form?: FormRecord }>();
const ANSWER_CACHE_SIZE = 2000;

/** Keeps a form's answers at its version; given the whole record, keeps that too (see `cachedForm`). */
export function rememberAnswers(form: { id: string; version: number }, loaded: LoadedAnswers): void {
  answerCache.delete(form.id);
  const record = 'workspaceId' in form ? toRecordCopy(form as FormRecord) : undefined;
  answerCache.set(form.id, { version: form.version, loaded, form: record });
  if (answerCache.size > ANSWER_CACHE_SIZE) answerCache.delete(answerCache.keys().next().value as string);
}

function toRecordCopy(form: FormRecord): FormRecord {
  const { id, workspaceId, name, status, version, createdAt, updatedAt, createdBy, translationState } = form;
  return {
    id,
    workspaceId,
    name,
    status,
    version,
    createdAt,
    updatedAt,
    createdBy,
    translationState,
    progress: { ...form.progress },
  };
}

/**
 * The form and its answers as this process last wrote or read them, when it has both: what a save
 * assumes before it writes. The assumption is checked by the write itself (the form's version), so a
 * stale entry costs one statement, never a wrong answer.
 */
export function cachedForm(id: string): { form: FormRecord; loaded: Required<LoadedAnswers> } | null {
  const hit = answerCache.get(id);
  if (!hit?.form || hit.form.version !== hit.version) return null;
  hit.loaded.answers ??= toFormAnswers(hit.loaded.rows);
  return { form: hit.form, loaded: hit.loaded as Required<LoadedAnswers> };
}

/**
 * The form's answers at `form.version`, or null when the form has moved on since it was read (the
 * rows and the version are read in one statement, so they always belong together).
 */
export async function cachedAnswers(
  em: EntityManager,
  form: { id: string; version: number },
): Promise<Required<LoadedAnswers> | null> {
  const hit = answerCache.get(form.id);
  let loaded = hit && hit.version === form.version ? hit.loaded : undefined;
  if (!loaded) {
    const rows = await sql<AnswerRow & { form_version: number }>(
      em,
      `select f.version as form_version, ${ANSWER_COLUMNS('a.')}
         from forms.form f left join forms.form_answer a on a.form_id = f.id where f.id = ?`,
      [form.id],
    );
    if (rows[0]?.form_version !== form.version) return null;
    const answerRows = decryptRows(
      form.id,
      rows.filter((r) => r.section !== null),
    );
    loaded = { rows: answerRows, state: stateOf(answerRows) };
  }
  loaded.answers ??= toFormAnswers(loaded.rows);
  rememberAnswers(form, loaded);
  return loaded as Required<LoadedAnswers>;
}

export async function recordTransition(
  em: EntityManager,
  formId: string,
  from: FormStatus | null,
  to: FormStatus,
  by: string | null,
): Promise<void> {
  await em.execute(
    `insert into forms.form_transition (id, form_id, from_status, to_status, at, by)
     values (gen_random_uuid(), ?, ?, ?, clock_timestamp(), ?)`,
    [formId, from, to, by],
    'run',
  );
}
