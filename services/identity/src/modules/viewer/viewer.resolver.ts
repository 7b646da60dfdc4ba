import { Ctx, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@portico/service-kit';
import { ViewerOutput, toViewerOutput } from './dtos/viewer.output';
import { AccountService } from '../account/account.service';

const accounts = new AccountService();

@Resolver(() => ViewerOutput)
export class ViewerResolver {
  /** Who the gateway says is calling; anonymous visitors get kind ANONYMOUS and user null. */
  @Query(() => ViewerOutput, {
    description: 'Who is calling: a signed-in person, an API key, a client or an anonymous visitor.',
  })
  async viewer(@Ctx() ctx: SubgraphContext): Promise<ViewerOutput> {
    if (ctx.actor.kind !== 'user') return toViewerOutput(ctx.actor);
    const user = await accounts.findOutput(ctx.em, ctx.actor.userId);
    return toViewerOutput(ctx.actor, user);
  }
}
