import {
  checkPage,
  isWorkspaceMember,
  parseId,
  requireWorkspaceMember,
  type SubgraphContext,
} from '@portico/service-kit';
import { Submission } from './submission.entity';
import { submissionNotFound } from './submission.errors';

type Ctx = Pick<SubgraphContext, 'actor' | 'em'>;

export class SubmissionService {
  async list(ctx: Ctx, workspaceId: string, page: { limit: number; offset: number }) {
    const id = parseId(workspaceId, 'workspaceId');
    requireWorkspaceMember(ctx.actor, id);
    const { limit, offset } = checkPage(page);
    const [items, totalCount] = await ctx.em.findAndCount(
      Submission,
      { workspaceId: id },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset },
    );
    return { items, totalCount };
  }

  /** NOT_FOUND both when missing and when outside the actor's workspaces. */
  async get(ctx: Ctx, submissionId: string): Promise<Submission> {
    const submission = await ctx.em.findOne(Submission, { id: parseId(submissionId) });
    if (!submission || !isWorkspaceMember(ctx.actor, submission.workspaceId)) throw submissionNotFound();
    return submission;
  }
}
