import { Field, Int, ObjectType } from 'type-graphql';
import { FormOutput } from './form.output';

@ObjectType('FormPage')
export class FormPage {
  @Field(() => [FormOutput])
  items!: FormOutput[];

  @Field(() => Int)
  totalCount!: number;
}
