import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProductCode, type Product } from '../catalog.service';

registerEnumType(ProductCode, { name: 'ProductCode', description: 'What one can buy; one credit per form.' });

@ObjectType('Product', { simpleResolvers: true })
export class ProductOutput {
  @Field(() => ProductCode)
  code!: ProductCode;

  @Field(() => String, { description: 'English name; screens translate by code.' })
  name!: string;

  @Field(() => Int, { description: 'Price of one form in minor units (e.g. cents).' })
  unitPriceMinor!: number;

  @Field(() => String, { description: 'ISO 4217 currency code.' })
  currency!: string;

  @Field(() => Int, { description: 'Fewest forms per order.' })
  minQuantity!: number;

  @Field(() => Int, { description: 'Most forms per order.' })
  maxQuantity!: number;

  @Field(() => Int, { description: 'Saving per form against the Single Form price, in percent.' })
  savingPercent!: number;
}

export function toProductOutput(product: Product): ProductOutput {
  return Object.assign(new ProductOutput(), product);
}
