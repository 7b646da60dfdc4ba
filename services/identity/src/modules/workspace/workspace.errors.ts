import { GraphQLError } from 'graphql';
import { badUserInput, forbidden, notFound } from '@portico/service-kit';

export const workspaceNotFound = () => notFound('Workspace not found');
export const memberNotFound = () => notFound('Member not found');
export const adminsOnly = () => forbidden('Only workspace admins can do this.');
export const totpRequiredHere = () =>
  forbidden(
    'This workspace requires two-step verification. Turn it on in your account settings to continue.',
  );
export const workspaceNameInvalid = () => badUserInput('Workspace name must be 1-200 characters.', 'name');
export const notYourself = () => forbidden('You cannot change your own membership.');
export const lastAdmin = () =>
  forbidden('A workspace needs at least one admin. Promote another member first.');
export const personalCannotBeLeft = () => badUserInput('A personal workspace cannot be left.', 'workspaceId');
export const lastAdminCannotLeave = () =>
  new GraphQLError(
    'You are the last admin of this workspace. Make another member an admin before you leave.',
    { extensions: { code: 'FORBIDDEN', reason: 'LAST_ADMIN' } },
  );
export const enableOwnTotpFirst = () =>
  badUserInput('Turn on two-step verification for your own account first.', 'requiresTotp');
export const invalidImage = () => badUserInput('Please select a valid image file.', 'dataUrl');
export const imageTooLarge = () => badUserInput('File size must be less than 2MB.', 'dataUrl');
export const imageProcessingFailed = () =>
  badUserInput('Error processing image. Please try again.', 'dataUrl');
export const urlRefused = () =>
  badUserInput('This address cannot be used. Please give a public http(s) link to an image.', 'url');
export const urlUnreachable = () =>
  badUserInput('The image could not be downloaded from this address. Please try again.', 'url');
export const brandingFieldInvalid = (field: string, max: number) =>
  badUserInput(`${field} must be at most ${max} characters.`, field);
export const contactEmailInvalid = () => badUserInput('Please enter a valid e-mail address.', 'contactEmail');
export const contactPhoneInvalid = () =>
  badUserInput('Phone number must be 5-15 digits with no spaces or hyphens', 'contactPhone');
