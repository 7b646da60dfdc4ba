import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { PageArgs, type SubgraphContext } from '@portico/service-kit';
import { SubmissionService } from './submission.service';
import { SubmissionOutput, toSubmissionOutput } from './dtos/submission.output';
import { SubmissionPage } from './dtos/submission-page.output';

const submissions = new SubmissionService();

@Resolver(() => SubmissionOutput)
export class SubmissionResolver {
  @Query(() => SubmissionPage)
  async submissions(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<SubmissionPage> {
    const { items, totalCount } = await submissions.list(ctx, workspaceId, page);
    return { items: items.map(toSubmissionOutput), totalCount };
  }

  @Query(() => SubmissionOutput)
  async submission(@Ctx() ctx: SubgraphContext, @Arg('id', () => ID) id: string): Promise<SubmissionOutput> {
    return toSubmissionOutput(await submissions.get(ctx, id));
  }
}
