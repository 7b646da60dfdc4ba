import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ApiKey } from '../api-key.entity';

@ObjectType('ApiKey', {
  simpleResolvers: true,
  description: 'A key for the partner API; it acts for its workspace with the rights of a member.',
})
export class ApiKeyOutput {
  @Field(() => ID, { description: 'The key id (not the secret).' })
  id!: string;

  @Field(() => String, { description: 'The name given at creation.' })
  name!: string;

  @Field(() => Date, { description: 'When the key was created.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the key was last used (to the minute), or null.' })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the key was revoked, or null while it works.' })
  revokedAt!: Date | null;
}

@ObjectType('ApiKeyPage', { simpleResolvers: true, description: 'A page of API keys.' })
export class ApiKeyPage {
  @Field(() => [ApiKeyOutput], { description: 'This page of API keys.' })
  items!: ApiKeyOutput[];

  @Field(() => Int, { description: 'How many API keys there are in all pages.' })
  totalCount!: number;
}

@ObjectType('CreatedApiKey', { simpleResolvers: true, description: 'A new API key and its secret.' })
export class CreatedApiKeyOutput {
  @Field(() => ApiKeyOutput, { description: 'The new key.' })
  apiKey!: ApiKeyOutput;

  /** Shown once: send it as `Authorization: Bearer <secret>`. */
  @Field(() => String, {
    description: 'The secret to send as `Authorization: Bearer <secret>`; shown only in this answer.',
  })
  secret!: string;
}

export function toApiKeyOutput(key: ApiKey): ApiKeyOutput {
  return Object.assign(new ApiKeyOutput(), {
    id: key.id,
    name: key.name,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
    revokedAt: key.revokedAt,
  });
}
