import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs, type SubgraphContext } from '@portico/service-kit';
import { ApiKeyService } from './api-key.service';
import { ApiKeyOutput, ApiKeyPage, CreatedApiKeyOutput, toApiKeyOutput } from './dtos/api-key.output';
import { CreateApiKeyInput, RevokeApiKeyInput } from './dtos/api-key.inputs';

const apiKeys = new ApiKeyService();

@Resolver(() => ApiKeyOutput)
export class ApiKeyResolver {
  /** Workspace admins only. Revoked keys are listed with revokedAt. */
  @Query(() => ApiKeyPage, {
    description: 'The API keys of a workspace, revoked ones included (workspace admins only).',
  })
  async apiKeys(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID, { description: 'The workspace.' }) workspaceId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<ApiKeyPage> {
    const { items, totalCount } = await apiKeys.list(ctx, workspaceId, page);
    return { items: items.map(toApiKeyOutput), totalCount };
  }

  @Mutation(() => CreatedApiKeyOutput, {
    description:
      'Creates an API key for the workspace; its secret is answered once and stored only as a hash (admins only).',
  })
  async createApiKey(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput,
  ): Promise<CreatedApiKeyOutput> {
    const { key, secret } = await apiKeys.create(ctx, input);
    return Object.assign(new CreatedApiKeyOutput(), { apiKey: toApiKeyOutput(key), secret });
  }

  @Mutation(() => ApiKeyOutput, {
    description: 'Revokes an API key; requests with it are refused from then on (admins only).',
  })
  async revokeApiKey(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => RevokeApiKeyInput) input: RevokeApiKeyInput,
  ): Promise<ApiKeyOutput> {
    return toApiKeyOutput(await apiKeys.revoke(ctx, input.id));
  }
}
