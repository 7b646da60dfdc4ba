import { Field, ID, InputType } from 'type-graphql';

@InputType('CreateApiKeyInput')
export class CreateApiKeyInput {
  @Field(() => ID, { description: 'The workspace the key acts for.' })
  workspaceId!: string;

  @Field(() => String, {
    description: 'A name to recognise the key by (1-100 characters), such as the partner system.',
  })
  name!: string;
}

@InputType('RevokeApiKeyInput')
export class RevokeApiKeyInput {
  @Field(() => ID, { description: 'The id of the key to revoke.' })
  id!: string;
}
