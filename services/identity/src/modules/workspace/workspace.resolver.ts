import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs, type SubgraphContext } from '@portico/service-kit';
import { WorkspaceService } from './workspace.service';
import { BrandingService } from './branding.service';
import {
  BrandingOutput,
  MemberOutput,
  MemberPage,
  WorkspaceOutput,
  WorkspacePage,
} from './dtos/workspace.output';
import {
  ChangeMemberRoleInput,
  CreateWorkspaceInput,
  LeaveWorkspaceInput,
  RemoveWorkspaceLogoInput,
  RemoveWorkspaceMemberInput,
  SetWorkspaceLogoFromUrlInput,
  SetWorkspaceRequiresTotpInput,
  SwitchWorkspaceInput,
  UpdateBrandingInput,
  UploadWorkspaceLogoInput,
} from './dtos/workspace.inputs';
import { ViewerOutput } from '../viewer/dtos/viewer.output';
import { CreatorOutput } from './dtos/creator.output';

const workspaces = new WorkspaceService();
const branding = new BrandingService();

@Resolver(() => WorkspaceOutput)
export class WorkspaceResolver {
  @Query(() => WorkspacePage, {
    description: "The signed-in person's workspaces (personal and business), with their role in each.",
  })
  workspaces(@Ctx() ctx: SubgraphContext, @Args(() => PageArgs) page: PageArgs): Promise<WorkspacePage> {
    return workspaces.list(ctx, page);
  }

  @Query(() => WorkspaceOutput, {
    description: 'One workspace of the signed-in person; NOT_FOUND for workspaces they are not a member of.',
  })
  workspace(
    @Ctx() ctx: SubgraphContext,
    @Arg('id', () => ID, { description: 'The workspace id.' }) id: string,
  ): Promise<WorkspaceOutput> {
    return workspaces.get(ctx, id);
  }

  @Query(() => MemberPage, { description: 'The team of a business workspace (members only).' })
  workspaceMembers(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID, { description: 'The workspace.' }) workspaceId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<MemberPage> {
    return workspaces.members(ctx, workspaceId, page);
  }

  @Query(() => [CreatorOutput], {
    description:
      "Who created things in a workspace (members only): for each author id (a form's createdBy, `apiKey:<id>` for an API key) the member's e-mail, the API key's name, or FORMER_MEMBER for someone who left. At most 100 ids.",
  })
  creators(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID, { description: 'The workspace.' }) workspaceId: string,
    @Arg('ids', () => [String], { description: 'Author ids, as forms records them.' }) ids: string[],
  ): Promise<CreatorOutput[]> {
    return workspaces.creators(ctx, workspaceId, ids);
  }

  @Query(() => BrandingOutput, {
    description: "The agency's name, logo and contact details shown to its clients.",
  })
  workspaceBranding(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID, { description: 'The workspace.' }) workspaceId: string,
  ): Promise<BrandingOutput> {
    return branding.get(ctx, workspaceId);
  }

  @Mutation(() => WorkspaceOutput, {
    description: 'Creates a business workspace with the caller as its admin.',
  })
  createWorkspace(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => CreateWorkspaceInput) input: CreateWorkspaceInput,
  ): Promise<WorkspaceOutput> {
    return workspaces.create(ctx, input);
  }

  /** Makes the workspace current for the caller; answers the new viewer. */
  @Mutation(() => ViewerOutput, {
    description: 'Makes the workspace current for the caller; answers the new viewer.',
  })
  switchWorkspace(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SwitchWorkspaceInput) input: SwitchWorkspaceInput,
  ): Promise<ViewerOutput> {
    return workspaces.switch(ctx, input.workspaceId);
  }

  @Mutation(() => MemberOutput, {
    description:
      'Promotes a member to admin or makes an admin a member; the last admin cannot be demoted (admins only).',
  })
  changeMemberRole(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ChangeMemberRoleInput) input: ChangeMemberRoleInput,
  ): Promise<MemberOutput> {
    return workspaces.changeRole(ctx, input);
  }

  /** True when the member was removed. */
  @Mutation(() => Boolean, {
    description:
      'Removes a member, who loses access to all forms and data of the workspace at once; the last admin cannot be removed (admins only). True when removed.',
  })
  removeWorkspaceMember(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => RemoveWorkspaceMemberInput) input: RemoveWorkspaceMemberInput,
  ): Promise<boolean> {
    return workspaces.removeMember(ctx, input);
  }

  @Mutation(() => ViewerOutput, {
    description:
      'The caller leaves a business workspace and loses access to its forms and data with the next request; their current workspace becomes their personal one. A personal workspace cannot be left (BAD_USER_INPUT), nor can the last admin leave (FORBIDDEN, reason LAST_ADMIN). Answers the new viewer.',
  })
  leaveWorkspace(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => LeaveWorkspaceInput) input: LeaveWorkspaceInput,
  ): Promise<ViewerOutput> {
    return workspaces.leave(ctx, input.workspaceId);
  }

  @Mutation(() => WorkspaceOutput, {
    description:
      'Requires (or stops requiring) two-step verification of every member of the workspace (admins only).',
  })
  setWorkspaceRequiresTotp(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SetWorkspaceRequiresTotpInput) input: SetWorkspaceRequiresTotpInput,
  ): Promise<WorkspaceOutput> {
    return workspaces.setRequiresTotp(ctx, input);
  }

  @Mutation(() => BrandingOutput, {
    description: "Sets the agency's name and contact details (admins of business workspaces).",
  })
  updateBranding(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => UpdateBrandingInput) input: UpdateBrandingInput,
  ): Promise<BrandingOutput> {
    return branding.update(ctx, input);
  }

  @Mutation(() => BrandingOutput, {
    description:
      'Sets the logo from an uploaded image (under 2 MB), resized to 400x400 (admins of business workspaces).',
  })
  uploadWorkspaceLogo(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => UploadWorkspaceLogoInput) input: UploadWorkspaceLogoInput,
  ): Promise<BrandingOutput> {
    return branding.uploadLogo(ctx, input);
  }

  @Mutation(() => BrandingOutput, {
    description:
      'Sets the logo from an image on the web, fetched by Portico and resized to 400x400 (admins of business workspaces).',
  })
  setWorkspaceLogoFromUrl(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SetWorkspaceLogoFromUrlInput) input: SetWorkspaceLogoFromUrlInput,
  ): Promise<BrandingOutput> {
    return branding.logoFromUrl(ctx, input);
  }

  @Mutation(() => BrandingOutput, { description: 'Removes the logo (admins of business workspaces).' })
  removeWorkspaceLogo(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => RemoveWorkspaceLogoInput) input: RemoveWorkspaceLogoInput,
  ): Promise<BrandingOutput> {
    return branding.removeLogo(ctx, input.workspaceId);
  }
}
