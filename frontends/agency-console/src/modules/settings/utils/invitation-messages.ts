import { defineMessage, defineMessages } from 'react-intl';

/** The invite form and the pending invitations of the team section (docs/adr/0035). */
export const invitationMessages = defineMessages({
  inviteTitle: { id: 'agency-console.settings.invite.title', defaultMessage: 'Invite a team member' },
  inviteLead: {
    id: 'agency-console.settings.invite.lead',
    defaultMessage:
      'We e-mail them a link to join. They accept with the Portico account that uses this address, or create one from the link.',
  },
  email: { id: 'agency-console.settings.invite.email', defaultMessage: 'E-mail address' },
  role: { id: 'agency-console.settings.invite.role', defaultMessage: 'Role' },
  roleHint: {
    id: 'agency-console.settings.invite.role-hint',
    defaultMessage: 'Members view and edit the forms; admins also manage the team, branding and API keys.',
  },
  language: { id: 'agency-console.settings.invite.language', defaultMessage: 'Language of the e-mail' },
  languageHint: {
    id: 'agency-console.settings.invite.language-hint',
    defaultMessage: 'For someone without a Portico account; account holders get it in their own language.',
  },
  submit: { id: 'agency-console.settings.invite.submit', defaultMessage: 'Send invitation' },
  sentTitle: { id: 'agency-console.settings.invite.sent.title', defaultMessage: 'Invitation sent' },
  mailRefused: {
    id: 'agency-console.settings.invite.mail-refused',
    defaultMessage: 'This address cannot receive e-mail. Check it and try again.',
  },
  mailUnavailable: {
    id: 'agency-console.settings.invite.mail-unavailable',
    defaultMessage: 'The invitation could not be sent just now. Please try again.',
  },
  listTitle: { id: 'agency-console.settings.invitations.title', defaultMessage: 'Pending invitations' },
  loading: { id: 'agency-console.settings.invitations.loading', defaultMessage: 'Loading invitations…' },
  failed: { id: 'agency-console.settings.invitations.failed', defaultMessage: 'Failed to load invitations' },
  empty: { id: 'agency-console.settings.invitations.empty', defaultMessage: 'No pending invitations.' },
  pages: { id: 'agency-console.settings.invitations.pages', defaultMessage: 'Invitation pages' },
  invitedBy: { id: 'agency-console.settings.invitations.invited-by', defaultMessage: 'Invited by' },
  sent: { id: 'agency-console.settings.invitations.sent', defaultMessage: 'Sent' },
  expires: { id: 'agency-console.settings.invitations.expires', defaultMessage: 'Expires' },
  expired: { id: 'agency-console.settings.invitations.expired', defaultMessage: 'Expired' },
  resend: { id: 'agency-console.settings.invitations.resend', defaultMessage: 'Resend' },
  revoke: { id: 'agency-console.settings.invitations.revoke', defaultMessage: 'Revoke' },
  resentTitle: {
    id: 'agency-console.settings.invitations.resent.title',
    defaultMessage: 'Invitation sent again',
  },
  revokeMessage: {
    id: 'agency-console.settings.invitations.revoke.message',
    defaultMessage: 'The link in their e-mail stops working at once. You can invite them again later.',
  },
  revokeConfirm: {
    id: 'agency-console.settings.invitations.revoke.confirm',
    defaultMessage: 'Revoke invitation',
  },
  revokedTitle: {
    id: 'agency-console.settings.invitations.revoked.title',
    defaultMessage: 'Invitation revoked',
  },
});

export const sentMessage = defineMessage<{ email: string }>({
  id: 'agency-console.settings.invite.sent.message',
  defaultMessage: 'We sent an invitation to {email}. The link works for 7 days.',
});
export const alreadyInWorkspace = defineMessage<{ email: string }>({
  id: 'agency-console.settings.invite.already',
  defaultMessage: '{email} is already in this workspace.',
});
export const dailyLimitReached = defineMessage<{ limit: number }>({
  id: 'agency-console.settings.invite.daily-limit',
  defaultMessage: 'The limit of {limit} invitations a day has been reached. Try again tomorrow.',
});
export const resentMessage = defineMessage<{ email: string }>({
  id: 'agency-console.settings.invitations.resent.message',
  defaultMessage: '{email} has a new link, valid for 7 days. The previous link no longer works.',
});
export const revokeTitle = defineMessage<{ email: string }>({
  id: 'agency-console.settings.invitations.revoke.title',
  defaultMessage: 'Revoke the invitation to {email}?',
});
export const revokedMessage = defineMessage<{ email: string }>({
  id: 'agency-console.settings.invitations.revoked.message',
  defaultMessage: 'The invitation to {email} no longer works.',
});
