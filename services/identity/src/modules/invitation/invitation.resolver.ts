import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs, type SubgraphContext } from '@portico/service-kit';
import { WorkspaceOutput } from '../workspace/dtos/workspace.output';
import { InvitationService } from './invitation.service';
import { InvitationOutput, InvitationPage, InvitationPreviewOutput } from './dtos/invitation.output';
import {
  AcceptInvitationInput,
  DeclineInvitationInput,
  InviteMemberInput,
  ResendInvitationInput,
  RevokeInvitationInput,
} from './dtos/invitation.inputs';

const invitations = new InvitationService();

/** Members join a business workspace by an e-mailed invitation they accept (docs/adr/0035). */
@Resolver(() => InvitationOutput)
export class InvitationResolver {
  @Query(() => InvitationPage, {
    description:
      'The invitations of a business workspace that are still open (pending or expired), the latest sent first (admins only).',
  })
  workspaceInvitations(
    @Ctx() ctx: SubgraphContext,
    @Arg('workspaceId', () => ID, { description: 'The business workspace.' }) workspaceId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<InvitationPage> {
    return invitations.list(ctx, workspaceId, page);
  }

  @Query(() => InvitationPreviewOutput, {
    description:
      'The invitation an invitation link names, for whoever holds the link (no sign-in needed): workspace, inviter, role and invited address. A link that cannot be used answers NOT_FOUND with `extensions.reason` INVITATION_INVALID, INVITATION_EXPIRED, INVITATION_ACCEPTED, INVITATION_DECLINED or INVITATION_REVOKED.',
  })
  invitation(
    @Ctx() ctx: SubgraphContext,
    @Arg('token', () => String, { description: "The token from the invitation link (after '#token=')." })
    token: string,
  ): Promise<InvitationPreviewOutput> {
    return invitations.preview(ctx, token);
  }

  @Mutation(() => InvitationOutput, {
    description:
      'Invites an e-mail address to a business workspace with a role, and e-mails the person a link to accept or decline (7 days, single use). The answer is the same whether or not a Portico account uses the address; inviting an address again replaces its open invitation. At most INVITATIONS_PER_WORKSPACE_DAY invitations a day per workspace and per admin (BAD_USER_INPUT, reason INVITATION_DAILY_LIMIT). Admins only; API keys cannot invite.',
  })
  inviteMember(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => InviteMemberInput) input: InviteMemberInput,
  ): Promise<InvitationOutput> {
    return invitations.invite(ctx, input);
  }

  @Mutation(() => InvitationOutput, {
    description:
      'E-mails a pending or expired invitation again with a new link, valid 7 more days; the previous link stops working. Counts toward the daily limit (admins only).',
  })
  resendInvitation(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => ResendInvitationInput) input: ResendInvitationInput,
  ): Promise<InvitationOutput> {
    return invitations.resend(ctx, input.id);
  }

  @Mutation(() => InvitationOutput, {
    description:
      'Withdraws an invitation that was not answered yet: its link stops working at once. Revoking twice answers the same (admins only).',
  })
  revokeInvitation(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => RevokeInvitationInput) input: RevokeInvitationInput,
  ): Promise<InvitationOutput> {
    return invitations.revoke(ctx, input.id);
  }

  @Mutation(() => WorkspaceOutput, {
    description:
      "Joins the invitation's workspace with its role and answers the workspace. The signed-in, activated account's e-mail must be the invited address (else FORBIDDEN, reason INVITATION_OTHER_ACCOUNT); a link that cannot be used answers like `invitation`.",
  })
  acceptInvitation(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => AcceptInvitationInput) input: AcceptInvitationInput,
  ): Promise<WorkspaceOutput> {
    return invitations.accept(ctx, input.token);
  }

  @Mutation(() => Boolean, {
    description:
      'Declines an invitation; whoever holds the link may, without an account. True when declined (also when it was declined already).',
  })
  declineInvitation(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => DeclineInvitationInput) input: DeclineInvitationInput,
  ): Promise<boolean> {
    return invitations.decline(ctx, input.token);
  }
}
