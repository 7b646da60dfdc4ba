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
  AddWorkspaceMemberInput,
  ChangeMemberRoleInput,
  CreateWorkspaceInput,
  RemoveWorkspaceLogoInput,
  RemoveWorkspaceMemberInput,
  SetWorkspaceLogoFromUrlInput,
  SetWorkspaceRequiresTotpInput,
  SwitchWorkspaceInput,
  UpdateBrandingInput,
  UploadWorkspaceLogoInput,
} from './dtos/workspace.inputs';
import { ViewerOutput } from '../viewer/dtos/viewer.output';

const workspaces = new WorkspaceService();
const branding = new BrandingService();

@Resolver(() => WorkspaceOutput)
export class WorkspaceResolver {
  @Query(() => WorkspacePage)
  workspaces(@Ctx() ctx: SubgraphContext, @Args(() => PageArgs) page: PageArgs): Promise<WorkspacePage> {
    return workspaces.list(ctx, page);
  }

  @Query(() => WorkspaceOutput)
  workspace(@Ctx() ctx: SubgraphContext, @Arg('id', () => ID) id: string): Promise<WorkspaceOutput> {
    return workspaces.get(ctx, id);
  }

  @Query(() => MemberPage)
  workspaceMembers(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<MemberPage> {
    return workspaces.members(ctx, workspaceId, page);
  }

  @Query(() => BrandingOutput)
  workspaceBranding(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID) workspaceId: string,
  ): Promise<BrandingOutput> {
    return branding.get(ctx, workspaceId);
  }

  @Mutation(() => WorkspaceOutput)
  createWorkspace(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => CreateWorkspaceInput) input: CreateWorkspaceInput,
  ): Promise<WorkspaceOutput> {
    return workspaces.create(ctx, input);
  }

  /** Makes the workspace current for the caller; answers the new viewer. */
  @Mutation(() => ViewerOutput)
  switchWorkspace(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SwitchWorkspaceInput) input: SwitchWorkspaceInput,
  ): Promise<ViewerOutput> {
    return workspaces.switch(ctx, input.workspaceId);
  }

  @Mutation(() => MemberOutput)
  addWorkspaceMember(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => AddWorkspaceMemberInput) input: AddWorkspaceMemberInput,
  ): Promise<MemberOutput> {
    return workspaces.addMember(ctx, input);
  }

  @Mutation(() => MemberOutput)
  changeMemberRole(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ChangeMemberRoleInput) input: ChangeMemberRoleInput,
  ): Promise<MemberOutput> {
    return workspaces.changeRole(ctx, input);
  }

  /** True when the member was removed. */
  @Mutation(() => Boolean)
  removeWorkspaceMember(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => RemoveWorkspaceMemberInput) input: RemoveWorkspaceMemberInput,
  ): Promise<boolean> {
    return workspaces.removeMember(ctx, input);
  }

  @Mutation(() => WorkspaceOutput)
  setWorkspaceRequiresTotp(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SetWorkspaceRequiresTotpInput) input: SetWorkspaceRequiresTotpInput,
  ): Promise<WorkspaceOutput> {
    return workspaces.setRequiresTotp(ctx, input);
  }

  @Mutation(() => BrandingOutput)
  updateBranding(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => UpdateBrandingInput) input: UpdateBrandingInput,
  ): Promise<BrandingOutput> {
    return branding.update(ctx, input);
  }

  @Mutation(() => BrandingOutput)
  uploadWorkspaceLogo(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => UploadWorkspaceLogoInput) input: UploadWorkspaceLogoInput,
  ): Promise<BrandingOutput> {
    return branding.uploadLogo(ctx, input);
  }

  @Mutation(() => BrandingOutput)
  setWorkspaceLogoFromUrl(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SetWorkspaceLogoFromUrlInput) input: SetWorkspaceLogoFromUrlInput,
  ): Promise<BrandingOutput> {
    return branding.logoFromUrl(ctx, input);
  }

  @Mutation(() => BrandingOutput)
  removeWorkspaceLogo(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => RemoveWorkspaceLogoInput) input: RemoveWorkspaceLogoInput,
  ): Promise<BrandingOutput> {
    return branding.removeLogo(ctx, input.workspaceId);
  }
}
