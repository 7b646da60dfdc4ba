import { Field, ID, InputType } from 'type-graphql';

@InputType('CreateFormInput')
export class CreateFormInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String)
  name!: string;
}
