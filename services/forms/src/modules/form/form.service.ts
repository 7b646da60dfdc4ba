import type { EntityManager } from '@mikro-orm/postgresql';
import {
  FAMILY_MEMBER_COPY_POLICY,
  RENEWAL_COPY_POLICY,
  SECTION_KEYS,
  copyAnswers,
  isSectionKey,
  type CopyPolicy,
  type FormAnswers,
} from '@portico/shared-types';
import {
  badUserInput,
  checkPage,
  parseId,
  requireWorkspaceMember,
  type SubgraphContext,
} from '@portico/service-kit';
import { rowsOfAnswers, toFormAnswers, type LoadedAnswers } from './answer-model';
import { FormStatus } from './form.entity';
import { formNameInvalid, formNotFound, formVersionConflict } from './form.errors';
import { actorRef, canRead } from './form-access';
import {
  FORM_COLUMNS,
  findForm,
  loadAnswerRows,
  loadAnswers,
  recordTransition,
  sql,
  stateOf,
  toRecord,
  writeAnswerRows,
  type FormRecord,
} from './form-records';
import { FormChange } from './dtos/form-changed-event.output';
import { publishFormChange } from './form-events';
import { FormSource } from './dtos/create-form.input';
import { FormSort, SortDirection } from './dtos/forms.args';

type Ctx = Pick<SubgraphContext, 'actor' | 'em' | 'pubSub'>;

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 200) throw formNameInvalid();
  return trimmed;
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
    publishFormChange(ctx, form, FormChange.CREATED);
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
    publishFormChange(ctx, form, FormChange.RENAMED);
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
    if (changed)
      publishFormChange(ctx, form, move === 'archive' ? FormChange.ARCHIVED : FormChange.UNARCHIVED);
    return form;
  }
}
