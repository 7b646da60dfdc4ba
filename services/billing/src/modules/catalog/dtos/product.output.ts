import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProductCode, type Product } from '../catalog.service';

registerEnumType(ProductCode, { name: 'ProductCode' });

@ObjectType('Product')
export class ProductOutput {
  @Field(() => ProductCode)
  code!: ProductCode;

  @Field(() => Int, { description: 'Price of one form in minor units (e.g. cents).' })
  unitPrice!: number;

  @Field(() => String, { description: 'ISO 4217 currency code.' })
  currency!: string;

  @Field(() => Int)
  minimumQuantity!: number;

  @Field(() => Int)
  discountPercent!: number;
}

export function toProductOutput(product: Product): ProductOutput {
  return Object.assign(new ProductOutput(), product);
}
