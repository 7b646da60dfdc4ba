import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProductCode } from '../../catalog/catalog.service';
import { OrderStatus, type PurchaseOrder } from '../order.entity';

registerEnumType(OrderStatus, { name: 'OrderStatus' });

@InputType('StartCheckoutInput')
export class StartCheckoutInput {
  @Field(() => ID, { description: 'The workspace that receives the credits (the buyer is a member).' })
  workspaceId!: string;

  @Field(() => ProductCode)
  productCode!: ProductCode;

  @Field(() => Int)
  quantity!: number;

  @Field(() => String, { nullable: true })
  couponCode?: string | null;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2.' })
  country!: string;

  @Field(() => String, { nullable: true })
  region?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Language of the payment page and receipt: en, es, ru, cn or vi.',
  })
  locale?: string | null;

  @Field(() => String, {
    description:
      'Chosen by the client per checkout attempt (8 to 100 of A-Z a-z 0-9 - _ . :); the same key answers the same order.',
  })
  idempotencyKey!: string;
}

@ObjectType('Order', { simpleResolvers: true })
export class OrderOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'PO-000001' })
  number!: string;

  @Field(() => ID)
  workspaceId!: string;

  @Field(() => ProductCode)
  productCode!: ProductCode;

  @Field(() => String)
  productName!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int)
  unitPriceMinor!: number;

  @Field(() => Int)
  subtotalMinor!: number;

  @Field(() => Int)
  discountMinor!: number;

  @Field(() => Int)
  taxRateBasisPoints!: number;

  @Field(() => Int)
  taxMinor!: number;

  @Field(() => Int)
  totalMinor!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { nullable: true })
  couponCode!: string | null;

  @Field(() => String)
  country!: string;

  @Field(() => String, { nullable: true })
  region!: string | null;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => String, { description: 'test or stripe.' })
  provider!: string;

  @Field(() => Int, { description: 'Form credits the order adds once paid.' })
  credits!: number;

  @Field(() => String)
  buyerEmail!: string;

  @Field(() => String, { nullable: true, description: 'RC-000001, once paid.' })
  receiptNumber!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => Date, { nullable: true })
  refundedAt!: Date | null;

  @Field(() => Int, {
    description:
      'Money given back (minor units): only the share of the credits that were still unused when refunded.',
  })
  refundedMinor!: number;

  @Field(() => Int, { description: 'Credits taken back by the refund; credits used for filings stay used.' })
  refundedCredits!: number;
}

export function toOrderOutput(order: PurchaseOrder): OrderOutput {
  return Object.assign(new OrderOutput(), {
    id: order.id,
    number: order.number,
    workspaceId: order.workspaceId,
    productCode: order.productCode,
    productName: order.productName,
    quantity: order.quantity,
    unitPriceMinor: order.unitPriceMinor,
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    taxRateBasisPoints: order.taxRateBasisPoints,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
    currency: order.currency,
    couponCode: order.couponCode,
    country: order.country,
    region: order.region,
    status: order.status,
    provider: order.provider,
    credits: order.quantity,
    buyerEmail: order.buyerEmail,
    receiptNumber: order.receiptNumber,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    refundedAt: order.refundedAt,
    refundedMinor: order.refundedMinor,
    refundedCredits: order.refundedCredits,
  });
}

@ObjectType('OrderPage', { simpleResolvers: true })
export class OrderPage {
  @Field(() => [OrderOutput])
  items!: OrderOutput[];

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType('CheckoutSession', { simpleResolvers: true })
export class CheckoutSessionOutput {
  @Field(() => OrderOutput)
  order!: OrderOutput;

  @Field(() => String, { description: 'Where to send the browser to pay (the provider’s hosted page).' })
  checkoutUrl!: string;
}
