// The autosave's persistence step (docs/adr/0031, 0049): the statements a save sends, built from
// what the merge decided. One read on the long path, one write statement per attempt; each writes
// only if the form is still at the version the merge read (otherwise nothing is written and the
// save starts again).
import type { EntityManager } from '@mikro-orm/postgresql';
import { answerCipher } from '../form/answer-cipher';
import { FormStatus } from '../form/form.entity';
import { FORM_COLUMNS, answerRowsFromU, preparedSql, type FormRecord } from '../form/form-records';
import type { AnswerWrite } from './merge';
import type { SaveOutcome } from './save-request';

export const IDEMPOTENCY_TTL_HOURS = 24;

/** Extra conditions on the save's write (pushes their params). */
export type Guard = (params: unknown[]) => string;

/** Who saves, under which key, and the request's hash: what the bookkeeping rows record. */
export interface SaveKeys {
  clientId: string;
  actorKey: string;
  key: string;
  requestHash: string;
}

/** The idempotency entry's additional data: the result decrypts only for its workspace, actor and key. */
export const idempotencyAad = (form: FormRecord, keys: SaveKeys) =>
  `${form.workspaceId}|${keys.actorKey}|${keys.key}`;

/**
 * One round trip: the form, the tab's last seq and the idempotency entry (no lock: the write applies
 * only if the form is still at this version, else the save starts again). Null: no such form.
 */
export async function readForSave(
  em: EntityManager,
  formId: string,
  keys: SaveKeys,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await preparedSql<Record<string, unknown>>(
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
    [keys.clientId, keys.actorKey, keys.key, formId],
  );
  return row;
}

/**
 * The guard of a save that read nothing (it assumed this process's last view of the form): the form
 * is not archived, the idempotency key is unused and the tab's seq is new.
 */
export function assumedGuard(form: FormRecord, keys: SaveKeys, seq: number): Guard {
  return (params) => {
    params.push(form.workspaceId, keys.actorKey, keys.key, form.id, keys.clientId, seq);
    return ` and status <> '${FormStatus.ARCHIVED}'
            and not exists (select 1 from forms.save_idempotency i where i.workspace_id = ? and i.actor_key = ?
                  and i.key = ? and i.created_at > now() - interval '${IDEMPOTENCY_TTL_HOURS} hours')
            and not exists (select 1 from forms.form_client_seq s where s.form_id = ? and s.client_id = ? and s.seq >= ?)`;
  };
}

/** The tab's seq and the idempotent result, written only when `u` (the form at its version) has a row. */
function bookkeeping(form: FormRecord, keys: SaveKeys, outcome: SaveOutcome, params: unknown[]): string {
  params.push(
    form.id,
    keys.clientId,
    outcome.seq,
    form.workspaceId,
    keys.actorKey,
    keys.key,
    keys.requestHash,
    answerCipher().encrypt(JSON.stringify(outcome), idempotencyAad(form, keys)),
  );
  return `s as (insert into forms.form_client_seq (form_id, client_id, seq, updated_at)
                  select ?::uuid, ?::uuid, ?::int, now() from u
                  on conflict (form_id, client_id) do update set seq = excluded.seq, updated_at = excluded.updated_at),
                i as (insert into forms.save_idempotency (workspace_id, actor_key, key, request_hash, result, created_at)
                  select ?::uuid, ?::text, ?::uuid, ?::text, ?::bytea, now() from u
                  on conflict (workspace_id, actor_key, key) do update
                  set request_hash = excluded.request_hash, result = excluded.result, created_at = excluded.created_at
                  where save_idempotency.created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours')`;
}

/** `u`: the form, locked, if it is still at the version this save read (else nothing is written). */
function unchanged(form: FormRecord, params: unknown[], guard: Guard = () => ''): string {
  params.push(form.id, form.version);
  const where = `id = ? and version = ?${guard(params)}`;
  return `u as (select ${FORM_COLUMNS} from forms.form where ${where} for update)`;
}

/** A stale seq's answer: only the bookkeeping, if the form is still at its version. True: written. */
export async function writeStale(
  em: EntityManager,
  form: FormRecord,
  keys: SaveKeys,
  outcome: SaveOutcome,
): Promise<boolean> {
  const params: unknown[] = [];
  const u = unchanged(form, params);
  const [row] = await preparedSql(
    em,
    `with ${u}, ${bookkeeping(form, keys, outcome, params)} select id from u`,
    params,
  );
  return row !== undefined;
}

/**
 * The save's one statement: with a write, the form's new version, status, progress and translation
 * state, the replaced lists' rows that go, the rows written, the bookkeeping and the transition;
 * without one, the bookkeeping only. Returns the form's row as written, or undefined when the form
 * is no longer at the version read (or the guard refused): nothing was written.
 */
export async function writeSave(
  em: EntityManager,
  form: FormRecord,
  keys: SaveKeys,
  outcome: SaveOutcome,
  write: AnswerWrite | null,
  by: string | null,
  guard: Guard,
): Promise<Record<string, unknown> | undefined> {
  const params: unknown[] = [];
  let statement: string;
  if (write) {
    const { state } = write;
    params.push(
      write.version,
      state.status,
      write.translationState,
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
    write.replaced.forEach((r, n) => {
      params.push(r.section, r.path, `${r.path}.`, ...r.kept);
      ctes.push(`d${n} as (delete from forms.form_answer a using u where a.form_id = u.id and a.section = ?
             and (a.path = ? or starts_with(a.path, ?))${r.kept.length ? ` and a.path not in (${r.kept.map(() => '?').join(', ')})` : ''})`);
    });
    if (write.rows.length > 0) ctes.push(`a as (${answerRowsFromU(form.id, write.rows, params)})`);
    ctes.push(bookkeeping(form, keys, outcome, params));
    if (write.statusFrom !== null) {
      params.push(form.status, state.status, by);
      ctes.push(`t as (insert into forms.form_transition (id, form_id, from_status, to_status, at, by)
                        select gen_random_uuid(), u.id, ?::text, ?::text, clock_timestamp(), ?::text from u)`);
    }
    statement = `with ${ctes.join(',\n')} select ${FORM_COLUMNS} from u`;
  } else {
    const u = unchanged(form, params, guard);
    statement = `with ${u}, ${bookkeeping(form, keys, outcome, params)} select ${FORM_COLUMNS} from u`;
  }
  const [row] = await preparedSql(em, statement, params);
  return row;
}

/** Deletes idempotency keys older than their 24 hours. */
export async function purgeIdempotencyKeys(em: EntityManager): Promise<number> {
  const res = (await em.execute(
    `delete from forms.save_idempotency where created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`,
    [],
    'run',
  )) as { affectedRows?: number };
  return res.affectedRows ?? 0;
}
