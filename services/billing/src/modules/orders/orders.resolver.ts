import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { checkPage, PageArgs, type SubgraphContext } from '@portico/service-kit';
import { orderFor, purchases, startCheckout } from './orders.service';
import {
  CheckoutSessionOutput,
  OrderOutput,
  OrderPage,
  StartCheckoutInput,
  toOrderOutput,
} from './dtos/order.dtos';

@Resolver()
export class OrdersResolver {
  @Mutation(() => CheckoutSessionOutput, {
    description:
      'Creates a PENDING order at the quoted price and opens the payment provider’s hosted checkout. A signed-in member of the workspace; an unusable coupon is COUPON_INVALID, COUPON_EXPIRED or COUPON_USED_UP and stores nothing. The same idempotencyKey answers the same order and URL.',
  })
  async startCheckout(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => StartCheckoutInput) input: StartCheckoutInput,
  ): Promise<CheckoutSessionOutput> {
    const order = await startCheckout(ctx.em, ctx.actor, input, ctx.logger);
    return Object.assign(new CheckoutSessionOutput(), {
      order: toOrderOutput(order),
      checkoutUrl: order.checkoutUrl!,
    });
  }

  @Query(() => OrderOutput, { description: 'One order: a member of its workspace, or a platform admin.' })
  async order(@Ctx() ctx: SubgraphContext, @Arg('id', () => ID) id: string): Promise<OrderOutput> {
    return toOrderOutput(await orderFor(ctx.em, ctx.actor, id));
  }

  @Query(() => OrderPage, { description: 'The workspace’s orders, newest first (members).' })
  async purchases(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<OrderPage> {
    const { items, totalCount } = await purchases(ctx.em, ctx.actor, workspaceId, checkPage(page));
    return { items: items.map(toOrderOutput), totalCount };
  }
}
