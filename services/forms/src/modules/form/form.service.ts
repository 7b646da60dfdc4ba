import {
  actorUserId,
  checkPage,
  isWorkspaceMember,
  parseId,
  requireWorkspaceMember,
  type SubgraphContext,
} from '@portico/service-kit';
import { Form } from './form.entity';
import { formNameInvalid, formNotFound, formVersionConflict } from './form.errors';
import { FORM_CHANGED, FormChange, type FormChangedPayload } from './dtos/form-changed-event.output';

type Ctx = Pick<SubgraphContext, 'actor' | 'em' | 'pubSub'>;

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 200) throw formNameInvalid();
  return trimmed;
}

export class FormService {
  async list(ctx: Ctx, workspaceId: string, page: { limit: number; offset: number }) {
    const id = parseId(workspaceId, 'workspaceId');
    requireWorkspaceMember(ctx.actor, id);
    const { limit, offset } = checkPage(page);
    const [items, totalCount] = await ctx.em.findAndCount(
      Form,
      { workspaceId: id },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset },
    );
    return { items, totalCount };
  }

  /** The form when the actor may see it; NOT_FOUND otherwise, so existence never leaks. */
  async get(ctx: Ctx, formId: string): Promise<Form> {
    const form = await ctx.em.findOne(Form, { id: parseId(formId) });
    if (!form || !isWorkspaceMember(ctx.actor, form.workspaceId)) throw formNotFound();
    return form;
  }

  async create(ctx: Ctx, input: { workspaceId: string; name: string }): Promise<Form> {
    const workspaceId = parseId(input.workspaceId, 'workspaceId');
    requireWorkspaceMember(ctx.actor, workspaceId);
    const form = ctx.em.create(Form, {
      workspaceId,
      name: cleanName(input.name),
      createdByUserId: actorUserId(ctx.actor),
    });
    await ctx.em.flush();
    this.publish(ctx, form, FormChange.CREATED);
    return form;
  }

  async rename(
    ctx: Ctx,
    input: { id: string; name: string; expectedVersion?: number | null },
  ): Promise<Form> {
    const form = await this.get(ctx, input.id);
    if (input.expectedVersion != null && input.expectedVersion !== form.version) {
      throw formVersionConflict(form.version);
    }
    form.name = cleanName(input.name);
    await ctx.em.flush();
    this.publish(ctx, form, FormChange.RENAMED);
    return form;
  }

  /** Called after the flush committed, so subscribers never see uncommitted changes. */
  private publish(ctx: Ctx, form: Form, change: FormChange): void {
    const payload: FormChangedPayload = {
      formId: form.id,
      workspaceId: form.workspaceId,
      change,
      version: form.version,
    };
    ctx.pubSub.publish(FORM_CHANGED, form.workspaceId, payload);
  }
}
