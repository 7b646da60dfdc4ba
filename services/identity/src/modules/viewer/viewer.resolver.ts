import { Ctx, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from '@portico/service-kit';
import { ViewerOutput, toViewerOutput } from './dtos/viewer.output';

@Resolver(() => ViewerOutput)
export class ViewerResolver {
  /** Who the gateway says is calling; anonymous visitors get kind ANONYMOUS. */
  @Query(() => ViewerOutput)
  viewer(@Ctx() ctx: SubgraphContext): ViewerOutput {
    return toViewerOutput(ctx.actor);
  }
}
