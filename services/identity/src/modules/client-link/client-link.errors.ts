import { GraphQLError } from 'graphql';
import { badUserInput, forbidden, notFound } from '@portico/service-kit';

/** The spec's messages (product-spec.md, error catalogue) and the exchange's error codes. */
export const LINK_MESSAGES = {
  LINK_INVALID: 'Invalid or expired access link',
  LINK_EXPIRED: 'This access link has expired',
  LINK_USED_UP: 'This access link has reached its usage limit',
  FORM_UNAVAILABLE: 'Form not found or access denied (contact the person who sent the link)',
} as const;
export type LinkErrorCode = keyof typeof LINK_MESSAGES;

/** Why a client session ended while its link still works: idle too long, or open too long (ADR 0036). */
export type ClientSessionEnd = 'IDLE' | 'MAX_AGE';
export const SESSION_ENDED_MESSAGE =
  'Your session ended to protect your answers. Open the link from your e-mail again to continue.';

export const accessDenied = () => forbidden('Access denied');
export const businessOnly = () =>
  badUserInput('Client links can only be created in business workspaces.', 'workspaceId');
export const clientLinkNotFound = () => notFound('Client link not found');
export const formNotFound = () => badUserInput('Form not found in this workspace.', 'formId');
export const formsUnavailable = () =>
  new GraphQLError('Forms could not be checked just now. Please try again.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
export const clientNameInvalid = () => badUserInput('Client name must be 1-200 characters.', 'clientName');
export const clientEmailInvalid = () => badUserInput('Please enter a valid e-mail address.', 'clientEmail');
export const permissionsInvalid = () =>
  badUserInput('Choose at least one permission: read, fill, submit or view_status.', 'permissions');
export const expiryInvalid = () =>
  badUserInput('Expiry must be a whole number of days from 1 to 365.', 'expiresInDays');
export const maxUsesInvalid = () =>
  badUserInput('Maximum number of uses must be a whole number from 1 to 10000.', 'maxUses');
export const languageInvalid = () =>
  badUserInput('Language must be one of en, es, ru, cn, vi.', 'defaultLanguage');
export const linkNotActive = () =>
  badUserInput('Only an active link can be sent. Create a new link for this client.', 'id');
export const tokenInvalid = () =>
  badUserInput('The link token is malformed; copy the whole shareable URL.', 'token');
export const clientsOnly = () => forbidden('Only a client link session can do this.');
/** A client's session whose link was revoked or expired (the gateway normally stops it first). */
export const linkEnded = (code: 'LINK_INVALID' | 'LINK_EXPIRED') =>
  new GraphQLError(LINK_MESSAGES[code], {
    extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_LINK_ENDED', http: { status: 401 } },
  });
export const linkUsedUp = () =>
  new GraphQLError(LINK_MESSAGES.LINK_USED_UP, { extensions: { code: 'FORBIDDEN', reason: 'LINK_USED_UP' } });
/** A client session that was idle too long or open too long: opening the link again starts a new one. */
export const sessionEnded = (end: ClientSessionEnd) =>
  new GraphQLError(SESSION_ENDED_MESSAGE, {
    extensions: {
      code: 'UNAUTHENTICATED',
      reason: 'CLIENT_SESSION_ENDED',
      sessionEnd: end,
      http: { status: 401 },
    },
  });
/**
 * The client's address had its share of client-link mails (docs/adr/0034); nothing was stored. The
 * agency typed the address itself, so saying so tells it nothing it did not know.
 */
const mailBudgetReached = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, reason: 'MAIL_BUDGET' } });
export const createMailBudgetReached = () =>
  mailBudgetReached(
    'This address has already received several e-mails from Portico recently, so the link was not created. Wait a little, or create the link without e-mailing it and send it yourself.',
    'clientEmail',
  );
export const sendMailBudgetReached = () =>
  mailBudgetReached(
    'This address has already received several e-mails from Portico recently. Wait a little, or copy the link and send it yourself.',
    'id',
  );
