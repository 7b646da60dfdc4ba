import { Field, Int, ObjectType } from 'type-graphql';
import { ProductOutput } from './product.output';

@ObjectType('ProductPage', { simpleResolvers: true })
export class ProductPage {
  @Field(() => [ProductOutput])
  items!: ProductOutput[];

  @Field(() => Int)
  totalCount!: number;
}
