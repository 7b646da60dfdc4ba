import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** forms' Form entity, extended here with its filings. */
@ObjectType('Form', { simpleResolvers: true })
@Directive('@key(fields: "id")')
export class FormRef {
  @Field(() => ID)
  id!: string;
}
