import { GraphQLError } from 'graphql';
import { badUserInput, conflict, forbidden, notFound } from '@portico/service-kit';

/** The messages people see (product-spec.md and issue 7). */
export const SUBMISSION_MESSAGES = {
  NOT_COMPLETE: 'Complete every section before filing.',
  ARCHIVED: 'An archived form cannot be filed. Unarchive it first.',
  IN_FLIGHT: 'This form is already being filed. Wait for that submission to finish.',
  SIGN_PERSONALLY: 'The applicant must sign the application personally.',
  NO_CAPTCHA: 'Nothing is waiting for a captcha answer on this submission.',
  NO_SIGNATURE: 'This submission is not waiting for the applicant to sign.',
  FGMC: 'Confirm that you have read the FGM/C fact sheet before signing.',
  NO_CREDITS: 'No form credits left. Buy credits on the Pricing page to file this form.',
  NO_PREPARER:
    "CEAC asks who prepared the application: add your agency's preparer details (street address, city and country) in Workspace settings → Branding, then file again.",
} as const;

export const submissionNotFound = () => notFound('Submission not found');
export const formNotFound = () => badUserInput('Form not found.', 'formId');
export const formNotComplete = () => badUserInput(SUBMISSION_MESSAGES.NOT_COMPLETE, 'formId');
export const formArchived = () => badUserInput(SUBMISSION_MESSAGES.ARCHIVED, 'formId');
export const alreadyInFlight = () => conflict(SUBMISSION_MESSAGES.IN_FLIGHT);
export const signPersonally = () => forbidden(SUBMISSION_MESSAGES.SIGN_PERSONALLY);
export const noCaptchaWaiting = () => conflict(SUBMISSION_MESSAGES.NO_CAPTCHA);
export const noSignatureWaiting = () => conflict(SUBMISSION_MESSAGES.NO_SIGNATURE);
export const noPreparer = () => badUserInput(SUBMISSION_MESSAGES.NO_PREPARER, 'preparer');
export const identityUnavailable = () =>
  new GraphQLError('Workspace details could not be reached just now. Please try again.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
export const formsUnavailable = () =>
  new GraphQLError('Forms could not be reached just now. Please try again.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
export const noCredits = (message: string = SUBMISSION_MESSAGES.NO_CREDITS) =>
  new GraphQLError(message, { extensions: { code: 'NO_CREDITS' } });
export const billingUnavailable = () =>
  new GraphQLError('Billing could not be reached just now. Please try again.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
