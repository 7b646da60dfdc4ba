import { Field, ID, InputType } from 'type-graphql';

@InputType('CreateApiKeyInput')
export class CreateApiKeyInput {
  @Field(() => ID)
  workspaceId!: string;

  @Field(() => String)
  name!: string;
}

@InputType('RevokeApiKeyInput')
export class RevokeApiKeyInput {
  @Field(() => ID)
  id!: string;
}
