import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import { PageArgs, type SubgraphContext } from '@portico/service-kit';
import { AdminService } from './admin.service';
import { AdminUserOutput, AdminUserPage, AdminWorkspacePage } from './dtos/admin.output';

const admin = new AdminService();

@Resolver(() => AdminUserOutput)
export class AdminResolver {
  @Query(() => AdminUserPage, {
    description:
      'Every Portico account, newest first, optionally those whose e-mail contains `search` (platform administrators only; others FORBIDDEN).',
  })
  adminUsers(
    @Ctx() ctx: SubgraphContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Part of an e-mail address (case-insensitive, at most 200 characters).',
    })
    search: string | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<AdminUserPage> {
    return admin.users(ctx, { ...page, search });
  }

  @Query(() => AdminWorkspacePage, {
    description:
      "Every workspace, newest first, optionally those whose name or a member's e-mail contains `search` (platform administrators only; others FORBIDDEN).",
  })
  adminWorkspaces(
    @Ctx() ctx: SubgraphContext,
    @Arg('search', () => String, {
      nullable: true,
      description:
        "Part of the workspace's name or of a member's e-mail address (case-insensitive, at most 200 characters).",
    })
    search: string | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<AdminWorkspacePage> {
    return admin.workspaces(ctx, { ...page, search });
  }
}
