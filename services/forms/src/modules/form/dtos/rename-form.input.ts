import { Field, ID, InputType, Int } from 'type-graphql';

@InputType('RenameFormInput')
export class RenameFormInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  /** The version the client last saw; a different current version is a CONFLICT. */
  @Field(() => Int, { nullable: true })
  expectedVersion?: number | null;
}
