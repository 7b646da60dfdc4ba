import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import { checkPage, PageArgs, type SubgraphContext } from '@portico/service-kit';
import { OrderStatus } from '../orders/order.entity';
import { adminOrders, refundOrder } from '../orders/orders.service';
import { OrderOutput, OrderPage, toOrderOutput } from '../orders/dtos/order.dtos';
import { adminCoupons, createCoupon, deactivateCoupon } from '../pricing/coupons.service';
import { CouponOutput, CouponPage, CreateCouponInput, toCouponOutput } from '../pricing/dtos/pricing.dtos';

@ArgsType()
class AdminOrdersArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Order number, buyer e-mail, coupon, or an order or workspace id.',
  })
  search?: string | null;

  @Field(() => OrderStatus, { nullable: true })
  status?: OrderStatus | null;
}

/** The /admin area's billing part: platform administrators only (FORBIDDEN for everyone else). */
@Resolver()
export class AdminResolver {
  @Query(() => OrderPage, { description: 'Every order, newest first (platform admins).' })
  async adminOrders(
    @Ctx() ctx: SubgraphContext,
    @Args(() => AdminOrdersArgs) args: AdminOrdersArgs,
  ): Promise<OrderPage> {
    const { items, totalCount } = await adminOrders(ctx.em, ctx.actor, args, checkPage(args));
    return { items: items.map(toOrderOutput), totalCount };
  }

  @Query(() => CouponPage, { description: 'Every coupon, newest first (platform admins).' })
  async adminCoupons(@Ctx() ctx: SubgraphContext, @Args(() => PageArgs) page: PageArgs): Promise<CouponPage> {
    const { items, totalCount } = await adminCoupons(ctx.em, ctx.actor, checkPage(page));
    return { items: items.map((coupon) => toCouponOutput(coupon)), totalCount };
  }

  @Mutation(() => CouponOutput, {
    description: 'Creates a coupon (platform admins); the code is stored upper case.',
  })
  async createCoupon(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => CreateCouponInput) input: CreateCouponInput,
  ): Promise<CouponOutput> {
    return toCouponOutput(await createCoupon(ctx.em, ctx.actor, input));
  }

  @Mutation(() => CouponOutput, {
    description: 'Stops a coupon from applying to new checkouts (platform admins).',
  })
  async deactivateCoupon(
    @Ctx() ctx: SubgraphContext,
    @Arg('code', () => String) code: string,
  ): Promise<CouponOutput> {
    return toCouponOutput(await deactivateCoupon(ctx.em, ctx.actor, code));
  }

  @Mutation(() => OrderOutput, {
    description:
      'Refunds the unused credits of a paid order (platform admins): gives back only their share of the payment through its provider (refundedMinor) and takes back exactly those credits (refundedCredits); used credits stay used. Asked again for a refunded order, refunds nothing more and returns it.',
  })
  async refundOrder(
    @Ctx() ctx: SubgraphContext,
    @Arg('orderId', () => ID) orderId: string,
  ): Promise<OrderOutput> {
    return toOrderOutput(await refundOrder(ctx.em, ctx.actor, orderId));
  }
}
