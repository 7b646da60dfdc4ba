import { GraphQLError } from 'graphql';
import { badUserInput, conflict, notFound } from '@portico/service-kit';

/** Why an invitation link cannot be used, as `extensions.reason` (screens translate by it). */
export const INVITATION_MESSAGES = {
  INVITATION_INVALID: 'This invitation link is not valid. Ask the workspace admin to send a new one.',
  INVITATION_EXPIRED: 'This invitation has expired. Ask the workspace admin to send it again.',
  INVITATION_ACCEPTED: 'This invitation has already been accepted.',
  INVITATION_DECLINED: 'This invitation was declined.',
  INVITATION_REVOKED: 'This invitation was withdrawn by the workspace admin.',
} as const;
export type InvitationProblem = keyof typeof INVITATION_MESSAGES;

/** A link that cannot be used: NOT_FOUND, so a guessed token learns nothing more than a wrong one. */
export const invitationUnusable = (reason: InvitationProblem) =>
  new GraphQLError(INVITATION_MESSAGES[reason], { extensions: { code: 'NOT_FOUND', reason } });

export const invitationNotFound = () => notFound('Invitation not found');
export const businessOnly = () =>
  badUserInput('Members can only be invited to business workspaces.', 'workspaceId');
export const inviteEmailInvalid = () => badUserInput('Please enter a valid e-mail address.', 'email');
export const inviteLanguageInvalid = () =>
  badUserInput('Language must be one of en, es, ru, cn, vi.', 'language');
export const inviteRoleInvalid = () => badUserInput('Role must be MEMBER or ADMIN.', 'role');
export const alreadyAnswered = () =>
  badUserInput('This invitation has already been answered and cannot be withdrawn.', 'id');
export const alreadyMember = () => conflict('This person is already a member of the workspace.');
export const notOpen = () =>
  badUserInput('Only a pending or expired invitation can be sent again. Invite the person anew.', 'id');
/** GraphQL answers limits as BAD_USER_INPUT (the public codes), with the reason alongside. */
export const dailyLimit = (limit: number) =>
  new GraphQLError(`The daily limit of ${limit} invitations has been reached. Try again tomorrow.`, {
    extensions: { code: 'BAD_USER_INPUT', reason: 'INVITATION_DAILY_LIMIT', limit },
  });
export const wrongAccount = () =>
  new GraphQLError(
    'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
    { extensions: { code: 'FORBIDDEN', reason: 'INVITATION_OTHER_ACCOUNT' } },
  );
export const mailRefused = () =>
  new GraphQLError('This address cannot receive e-mail. Check it and try again.', {
    extensions: { code: 'BAD_USER_INPUT', field: 'email', reason: 'MAIL_REFUSED' },
  });
export const mailUnavailable = () =>
  new GraphQLError('The invitation e-mail could not be sent just now. Please try again.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
