import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'shell.invitation.title', defaultMessage: 'Workspace invitation' },
  loading: { id: 'shell.invitation.loading', defaultMessage: 'Loading the invitation…' },
  none: {
    id: 'shell.invitation.none',
    defaultMessage: 'Open the link in your invitation e-mail to see the invitation here.',
  },
  failed: {
    id: 'shell.invitation.failed',
    defaultMessage: 'The invitation could not be loaded. Please try again.',
  },
  retry: { id: 'shell.invitation.retry', defaultMessage: 'Try again' },
  roleNoteMember: {
    id: 'shell.invitation.role-note.member',
    defaultMessage: 'Members view and edit the forms of the workspace.',
  },
  roleNoteAdmin: {
    id: 'shell.invitation.role-note.admin',
    defaultMessage: 'Admins also manage the team, the branding and the API keys.',
  },
  signup: { id: 'shell.invitation.signup', defaultMessage: 'Sign up' },
  login: { id: 'shell.invitation.login', defaultMessage: 'Log in' },
  activateFirst: {
    id: 'shell.invitation.activate-first',
    defaultMessage: 'Activate your account with the code we e-mailed you, then accept.',
  },
  activate: { id: 'shell.invitation.activate', defaultMessage: 'Activate my account' },
  logout: { id: 'shell.invitation.logout', defaultMessage: 'Log out' },
  accept: { id: 'shell.invitation.accept', defaultMessage: 'Accept invitation' },
  decline: { id: 'shell.invitation.decline', defaultMessage: 'Decline' },
  declineMessage: {
    id: 'shell.invitation.decline.message',
    defaultMessage: 'The link stops working. The admin can invite you again if you change your mind.',
  },
  declineConfirm: { id: 'shell.invitation.decline.confirm', defaultMessage: 'Decline invitation' },
  cancel: { id: 'shell.invitation.cancel', defaultMessage: 'Cancel' },
  workspaces: { id: 'shell.invitation.workspaces', defaultMessage: 'See my workspaces' },
  declinedTitle: { id: 'shell.invitation.declined.title', defaultMessage: 'Invitation declined' },
  home: { id: 'shell.invitation.home', defaultMessage: 'Go to the home page' },
  notDoneTitle: { id: 'shell.invitation.not-done.title', defaultMessage: 'Not done' },
  acceptFailed: {
    id: 'shell.invitation.accept-failed',
    defaultMessage: 'The invitation could not be accepted. Please try again.',
  },
  declineFailed: {
    id: 'shell.invitation.decline-failed',
    defaultMessage: 'The invitation could not be declined. Please try again.',
  },
  INVITATION_INVALID: {
    id: 'shell.invitation.problem.invalid',
    defaultMessage: 'This invitation link is not valid. Ask the workspace admin to send a new one.',
  },
  INVITATION_EXPIRED: {
    id: 'shell.invitation.problem.expired',
    defaultMessage: 'This invitation has expired. Ask the workspace admin to send it again.',
  },
  INVITATION_ACCEPTED: {
    id: 'shell.invitation.problem.accepted',
    defaultMessage: 'This invitation has already been accepted.',
  },
  INVITATION_DECLINED: {
    id: 'shell.invitation.problem.declined',
    defaultMessage: 'This invitation was declined.',
  },
  INVITATION_REVOKED: {
    id: 'shell.invitation.problem.revoked',
    defaultMessage: 'This invitation was withdrawn by the workspace admin.',
  },
});

export type InvitationProblem =
  | 'INVITATION_INVALID'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_ACCEPTED'
  | 'INVITATION_DECLINED'
  | 'INVITATION_REVOKED';

export const PROBLEMS: readonly InvitationProblem[] = [
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_ACCEPTED',
  'INVITATION_DECLINED',
  'INVITATION_REVOKED',
];

type Names = { inviter: string; workspace: string };

export const summaryMember = defineMessage<Names>({
  id: 'shell.invitation.summary.member',
  defaultMessage: '{inviter} invited you to join {workspace} as a member.',
});
export const summaryAdmin = defineMessage<Names>({
  id: 'shell.invitation.summary.admin',
  defaultMessage: '{inviter} invited you to join {workspace} as an admin.',
});
export const invitationFor = defineMessage<{ email: string }>({
  id: 'shell.invitation.for',
  defaultMessage: 'This invitation is for {email}.',
});
export const worksUntil = defineMessage<{ date: string }>({
  id: 'shell.invitation.expires',
  defaultMessage: 'The link works until {date}.',
});
export const signInOrUp = defineMessage<{ email: string }>({
  id: 'shell.invitation.sign-in-or-up',
  defaultMessage:
    'To accept, log in with {email}, or create a Portico account with this address. You will come back here.',
});
export const otherAccount = defineMessage<{ current: string; email: string }>({
  id: 'shell.invitation.other-account',
  defaultMessage:
    'You are signed in as {current}, but this invitation is for {email}. Log out and log in with that address to accept it.',
});
export const declineTitle = defineMessage<{ workspace: string }>({
  id: 'shell.invitation.decline.title',
  defaultMessage: 'Decline the invitation to {workspace}?',
});
export const acceptedTitle = defineMessage<{ workspace: string }>({
  id: 'shell.invitation.accepted.title',
  defaultMessage: 'Welcome to {workspace}',
});
export const acceptedMember = defineMessage<{ workspace: string }>({
  id: 'shell.invitation.accepted.member',
  defaultMessage: 'You joined {workspace} as a member.',
});
export const acceptedAdmin = defineMessage<{ workspace: string }>({
  id: 'shell.invitation.accepted.admin',
  defaultMessage: 'You joined {workspace} as an admin.',
});
export const switchAndGo = defineMessage<{ workspace: string }>({
  id: 'shell.invitation.switch',
  defaultMessage: 'Switch to {workspace} and go to forms',
});
export const declinedMessage = defineMessage<{ workspace: string }>({
  id: 'shell.invitation.declined.message',
  defaultMessage: 'You declined the invitation to {workspace}. Nothing changed in your account.',
});
