import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { parseId, requireWorkspaceMember, type SubgraphContext } from '@portico/service-kit';
import { creditBalance } from './credits.service';
import { CreditBalanceOutput } from './dtos/credit-balance.output';

@Resolver()
export class CreditsResolver {
  @Query(() => CreditBalanceOutput, {
    description: 'Form credits of a workspace (members). One credit files one DS-160.',
  })
  async creditBalance(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID) workspaceId: string,
  ): Promise<CreditBalanceOutput> {
    const id = parseId(workspaceId, 'workspaceId');
    requireWorkspaceMember(ctx.actor, id);
    return Object.assign(new CreditBalanceOutput(), await creditBalance(ctx.em, id));
  }
}
