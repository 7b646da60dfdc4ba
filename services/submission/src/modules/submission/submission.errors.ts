import { GraphQLError } from 'graphql';
import { FILING_MESSAGES_EN, type FilingMessageCode } from '@portico/shared-types';
import { notFound } from '@portico/service-kit';

/**
 * The messages people see (product-spec.md and issue 7), in English. Every refusal also carries
 * `extensions.messageCode`, its code in the shared filing catalog, so screens say it in the reader's
 * language.
 */
export const SUBMISSION_MESSAGES = {
  NOT_COMPLETE: FILING_MESSAGES_EN.notComplete,
  ARCHIVED: FILING_MESSAGES_EN.archived,
  IN_FLIGHT: FILING_MESSAGES_EN.inFlight,
  ALREADY_FILED: FILING_MESSAGES_EN.alreadyFiled,
  SIGN_PERSONALLY: FILING_MESSAGES_EN.signPersonally,
  NO_CAPTCHA: FILING_MESSAGES_EN.noCaptchaWaiting,
  NO_CREDITS: FILING_MESSAGES_EN.noCredits,
  NO_PREPARER: FILING_MESSAGES_EN.noPreparer,
} as const;

type RefusalCode = 'BAD_USER_INPUT' | 'CONFLICT' | 'FORBIDDEN' | 'NO_CREDITS' | 'SERVICE_UNAVAILABLE';

/** A refusal in the catalog's English, with its code for the reader's language (and the field at fault). */
export function refusal(code: RefusalCode, messageCode: FilingMessageCode, field?: string, message?: string) {
  return new GraphQLError(message ?? FILING_MESSAGES_EN[messageCode], {
    extensions: { code, messageCode, ...(field ? { field } : {}) },
  });
}

export const submissionNotFound = () => notFound('Submission not found');
export const formNotFound = () => refusal('BAD_USER_INPUT', 'formNotFound', 'formId');
export const formNotComplete = () => refusal('BAD_USER_INPUT', 'notComplete', 'formId');
export const formArchived = () => refusal('BAD_USER_INPUT', 'archived', 'formId');
export const alreadyInFlight = () => refusal('CONFLICT', 'inFlight');
export const alreadyFiled = () => refusal('CONFLICT', 'alreadyFiled', 'fileAgain');
export const signPersonally = () => refusal('FORBIDDEN', 'signPersonally');
export const noCaptchaWaiting = () => refusal('CONFLICT', 'noCaptchaWaiting');
export const noPreparer = () => refusal('BAD_USER_INPUT', 'noPreparer', 'preparer');
export const identityUnavailable = () => refusal('SERVICE_UNAVAILABLE', 'identityUnavailable');
export const formsUnavailable = () => refusal('SERVICE_UNAVAILABLE', 'formsUnavailable');
export const billingUnavailable = () => refusal('SERVICE_UNAVAILABLE', 'billingUnavailable');
/** Billing's own wording when it gives one; the code still says it in the reader's language. */
export const noCredits = (message?: string) => refusal('NO_CREDITS', 'noCredits', undefined, message);
