import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ApiKey } from '../api-key.entity';

@ObjectType('ApiKey')
export class ApiKeyOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;
}

@ObjectType('ApiKeyPage')
export class ApiKeyPage {
  @Field(() => [ApiKeyOutput])
  items!: ApiKeyOutput[];

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType('CreatedApiKey')
export class CreatedApiKeyOutput {
  @Field(() => ApiKeyOutput)
  apiKey!: ApiKeyOutput;

  /** Shown once: send it as `Authorization: Bearer <secret>`. */
  @Field(() => String)
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
