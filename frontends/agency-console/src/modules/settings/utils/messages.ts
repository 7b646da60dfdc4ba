import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  settingsTitle: { id: 'agency-console.settings.settings.title', defaultMessage: 'Workspace settings' },
  settingsLead: {
    id: 'agency-console.settings.settings.lead',
    defaultMessage: 'Team members and white-label branding for your client intake.',
  },
  personalWorkspace: { id: 'agency-console.settings.personal-workspace', defaultMessage: 'Personal' },
  retry: { id: 'agency-console.settings.retry', defaultMessage: 'Try again' },
  previous: { id: 'agency-console.settings.previous', defaultMessage: 'Previous' },
  next: { id: 'agency-console.settings.next', defaultMessage: 'Next' },
  cancel: { id: 'agency-console.settings.cancel', defaultMessage: 'Cancel' },
  actionFailedTitle: { id: 'agency-console.settings.failed.title', defaultMessage: 'Not done' },
  actionFailed: {
    id: 'agency-console.settings.failed.message',
    defaultMessage: 'That did not work. Please try again.',
  },
  emailInvalid: {
    id: 'agency-console.settings.email-invalid',
    defaultMessage: 'Enter a valid e-mail address.',
  },
  teamTitle: { id: 'agency-console.settings.team.title', defaultMessage: 'Team members' },
  membersLoading: { id: 'agency-console.settings.team.loading', defaultMessage: 'Loading team members…' },
  membersFailed: {
    id: 'agency-console.settings.team.failed',
    defaultMessage: 'Failed to load workspace members',
  },
  membersEmpty: { id: 'agency-console.settings.team.empty', defaultMessage: 'No team members yet.' },
  membersPages: { id: 'agency-console.settings.team.pages', defaultMessage: 'Team member pages' },
  memberEmail: { id: 'agency-console.settings.team.email', defaultMessage: 'E-mail' },
  memberRole: { id: 'agency-console.settings.team.role', defaultMessage: 'Role' },
  memberAdded: { id: 'agency-console.settings.team.added', defaultMessage: 'Date added' },
  memberActions: { id: 'agency-console.settings.team.actions', defaultMessage: 'Actions' },
  roleAdmin: { id: 'agency-console.settings.team.role.admin', defaultMessage: 'Admin' },
  roleMember: { id: 'agency-console.settings.team.role.member', defaultMessage: 'Member' },
  you: { id: 'agency-console.settings.team.you', defaultMessage: 'you' },
  makeAdmin: { id: 'agency-console.settings.team.make-admin', defaultMessage: 'Promote to admin' },
  makeMember: { id: 'agency-console.settings.team.make-member', defaultMessage: 'Make member' },
  remove: { id: 'agency-console.settings.team.remove', defaultMessage: 'Remove' },
  removeConfirmButton: { id: 'agency-console.settings.team.remove.confirm', defaultMessage: 'Remove member' },
  roleChangedTitle: { id: 'agency-console.settings.team.role-changed', defaultMessage: 'Role changed' },
  removedTitle: { id: 'agency-console.settings.team.removed.title', defaultMessage: 'Member removed' },
  brandingTitle: { id: 'agency-console.settings.branding.title', defaultMessage: 'Branding' },
  brandingLead: {
    id: 'agency-console.settings.branding.lead',
    defaultMessage: 'Your clients see this name, logo and contact details on their intake pages.',
  },
  brandingLoading: { id: 'agency-console.settings.branding.loading', defaultMessage: 'Loading branding…' },
  brandingLoadFailed: {
    id: 'agency-console.settings.branding.load-failed',
    defaultMessage: 'Failed to load branding settings.',
  },
  agencyName: { id: 'agency-console.settings.branding.agency-name', defaultMessage: 'Agency name' },
  contactEmail: { id: 'agency-console.settings.branding.contact-email', defaultMessage: 'Contact e-mail' },
  contactPhone: { id: 'agency-console.settings.branding.contact-phone', defaultMessage: 'Contact phone' },
  phoneHint: { id: 'agency-console.settings.branding.phone-hint', defaultMessage: 'Digits only, 5 to 15.' },
  phoneInvalid: {
    id: 'agency-console.settings.branding.phone-invalid',
    defaultMessage: 'Phone number must be 5-15 digits with no spaces or hyphens',
  },
  contactAddress: {
    id: 'agency-console.settings.branding.contact-address',
    defaultMessage: 'Contact address',
  },
  saveBranding: { id: 'agency-console.settings.branding.save', defaultMessage: 'Save branding' },
  preparerTitle: { id: 'agency-console.settings.preparer.title', defaultMessage: 'Preparer on CEAC' },
  preparerLead: {
    id: 'agency-console.settings.preparer.lead',
    defaultMessage:
      "CEAC asks who helped fill in each application. When your team files a client's DS-160, your agency is declared as preparer with these details, and the agency name as organization. Use English letters.",
  },
  preparerIncomplete: {
    id: 'agency-console.settings.preparer.incomplete',
    defaultMessage: 'Add a street address, city and country before your team files on CEAC.',
  },
  preparerSurname: { id: 'agency-console.settings.preparer.surname', defaultMessage: 'Preparer surnames' },
  preparerGivenName: {
    id: 'agency-console.settings.preparer.given-name',
    defaultMessage: 'Preparer given names',
  },
  preparerNamesHint: {
    id: 'agency-console.settings.preparer.names-hint',
    defaultMessage: 'The person responsible. Leave both empty to declare the agency only.',
  },
  preparerLine1: { id: 'agency-console.settings.preparer.line1', defaultMessage: 'Street address (line 1)' },
  preparerLine2: { id: 'agency-console.settings.preparer.line2', defaultMessage: 'Street address (line 2)' },
  preparerCity: { id: 'agency-console.settings.preparer.city', defaultMessage: 'City' },
  preparerState: { id: 'agency-console.settings.preparer.state', defaultMessage: 'State/province' },
  preparerPostalCode: { id: 'agency-console.settings.preparer.postal-code', defaultMessage: 'Postal code' },
  preparerCountry: { id: 'agency-console.settings.preparer.country', defaultMessage: 'Country/region' },
  preparerChooseCountry: {
    id: 'agency-console.settings.preparer.choose-country',
    defaultMessage: 'Select a country',
  },
  preparerRelationship: {
    id: 'agency-console.settings.preparer.relationship',
    defaultMessage: 'Relationship to the applicant',
  },
  preparerRelationshipHint: {
    id: 'agency-console.settings.preparer.relationship-hint',
    defaultMessage: 'Usually AGENT.',
  },
  preparerNameInvalid: {
    id: 'agency-console.settings.preparer.name-invalid',
    defaultMessage: 'Use English letters, spaces, hyphens and apostrophes (at most 33).',
  },
  preparerPostalInvalid: {
    id: 'agency-console.settings.preparer.postal-invalid',
    defaultMessage: 'Use letters, digits, spaces and hyphens (at most 10).',
  },
  preparerCountryInvalid: {
    id: 'agency-console.settings.preparer.country-invalid',
    defaultMessage: 'Choose a country from the list.',
  },
  preparerRelationshipInvalid: {
    id: 'agency-console.settings.preparer.relationship-invalid',
    defaultMessage: 'Use English letters and spaces (at most 40), for example AGENT.',
  },
  preparerOrganizationOnly: {
    id: 'agency-console.settings.preparer.organization-only',
    defaultMessage: 'Without the names of a person, the relationship cannot be SPOUSE, RELATIVE or FRIEND.',
  },
  preparerNamePair: {
    id: 'agency-console.settings.preparer.name-pair',
    defaultMessage: 'Give both the surnames and the given names of the preparer, or neither.',
  },
  savedTitle: { id: 'agency-console.settings.branding.saved.title', defaultMessage: 'Saved' },
  brandingSaved: {
    id: 'agency-console.settings.branding.saved',
    defaultMessage: 'Branding settings updated successfully',
  },
  notSavedTitle: { id: 'agency-console.settings.branding.not-saved.title', defaultMessage: 'Not saved' },
  brandingFailed: {
    id: 'agency-console.settings.branding.failed',
    defaultMessage: 'Failed to update branding settings. Please try again.',
  },
  logo: { id: 'agency-console.settings.logo', defaultMessage: 'Agency logo' },
  logoNone: { id: 'agency-console.settings.logo.none', defaultMessage: 'No logo yet.' },
  logoCurrent: { id: 'agency-console.settings.logo.current', defaultMessage: 'Current agency logo' },
  logoPreview: { id: 'agency-console.settings.logo.preview', defaultMessage: 'Preview of the new logo' },
  logoHint: {
    id: 'agency-console.settings.logo.hint',
    defaultMessage: 'An image up to 2MB; it is stored at 400 × 400 pixels.',
  },
  logoUpload: { id: 'agency-console.settings.logo.upload', defaultMessage: 'Upload logo' },
  logoChange: { id: 'agency-console.settings.logo.change', defaultMessage: 'Change logo' },
  logoRemove: { id: 'agency-console.settings.logo.remove', defaultMessage: 'Remove logo' },
  logoUrl: { id: 'agency-console.settings.logo.url', defaultMessage: 'Or a photo URL' },
  logoUseUrl: { id: 'agency-console.settings.logo.use-url', defaultMessage: 'Use this photo' },
  logoUrlInvalid: {
    id: 'agency-console.settings.logo.url-invalid',
    defaultMessage: 'Enter a web address that starts with https://',
  },
  logoUrlFailed: {
    id: 'agency-console.settings.logo.url-failed',
    defaultMessage: 'This address could not be used. Please give a public http(s) link to an image.',
  },
  logoSaving: { id: 'agency-console.settings.logo.saving', defaultMessage: 'Saving the logo…' },
  logoNotImage: {
    id: 'agency-console.settings.logo.not-image',
    defaultMessage: 'Please select a valid image file.',
  },
  logoTooLarge: {
    id: 'agency-console.settings.logo.too-large',
    defaultMessage: 'File size must be less than 2MB.',
  },
  logoProcessing: {
    id: 'agency-console.settings.logo.processing',
    defaultMessage: 'Error processing image. Please try again.',
  },
  apiKeysTitle: { id: 'agency-console.settings.api-keys.title', defaultMessage: 'API keys' },
  apiKeysLead: {
    id: 'agency-console.settings.api-keys.lead',
    defaultMessage: 'Partners use these keys to call the Portico GraphQL API for this workspace.',
  },
  apiKeysLoading: { id: 'agency-console.settings.api-keys.loading', defaultMessage: 'Loading API keys…' },
  apiKeysFailed: {
    id: 'agency-console.settings.api-keys.failed',
    defaultMessage: 'Failed to load API keys.',
  },
  apiKeysEmpty: { id: 'agency-console.settings.api-keys.empty', defaultMessage: 'No API keys yet.' },
  apiKeysPages: { id: 'agency-console.settings.api-keys.pages', defaultMessage: 'API key pages' },
  keyName: { id: 'agency-console.settings.api-keys.name', defaultMessage: 'Name' },
  keyCreated: { id: 'agency-console.settings.api-keys.created', defaultMessage: 'Created' },
  keyLastUsed: { id: 'agency-console.settings.api-keys.last-used', defaultMessage: 'Last used' },
  keyNeverUsed: { id: 'agency-console.settings.api-keys.never', defaultMessage: 'Never' },
  keyNewName: { id: 'agency-console.settings.api-keys.new-name', defaultMessage: 'Name of a new key' },
  keyNameMissing: {
    id: 'agency-console.settings.api-keys.name-missing',
    defaultMessage: 'Give the key a name.',
  },
  keyCreate: { id: 'agency-console.settings.api-keys.create', defaultMessage: 'Create API key' },
  secretTitle: { id: 'agency-console.settings.api-keys.secret.title', defaultMessage: 'Your new API key' },
  secretOnce: {
    id: 'agency-console.settings.api-keys.secret.once',
    defaultMessage: 'Copy it now: this is the only time it is shown.',
  },
  copy: { id: 'agency-console.settings.api-keys.copy', defaultMessage: 'Copy' },
  copiedTitle: { id: 'agency-console.settings.api-keys.copied.title', defaultMessage: 'Copied' },
  copied: {
    id: 'agency-console.settings.api-keys.copied',
    defaultMessage: 'The API key is on your clipboard.',
  },
  copyFailedTitle: {
    id: 'agency-console.settings.api-keys.copy-failed.title',
    defaultMessage: 'Copy failed',
  },
  copyFailed: {
    id: 'agency-console.settings.api-keys.copy-failed',
    defaultMessage: 'Select the key and copy it by hand.',
  },
  secretDone: { id: 'agency-console.settings.api-keys.secret.done', defaultMessage: 'I have copied it' },
  revoke: { id: 'agency-console.settings.api-keys.revoke', defaultMessage: 'Revoke' },
  revokeKeyMessage: {
    id: 'agency-console.settings.api-keys.revoke.message',
    defaultMessage: 'Are you sure you want to revoke this token? This action cannot be undone.',
  },
});

export const pageStatus = defineMessage<{ page: number; pages: number }>({
  id: 'agency-console.settings.page-status',
  defaultMessage: 'Page {page} of {pages}',
});
export const nowAdmin = defineMessage<{ email: string }>({
  id: 'agency-console.settings.team.now-admin',
  defaultMessage: '{email} is now an admin.',
});
export const nowMember = defineMessage<{ email: string }>({
  id: 'agency-console.settings.team.now-member',
  defaultMessage: '{email} is now a member.',
});
export const memberActionFor = defineMessage<{ action: string; email: string }>({
  id: 'agency-console.settings.team.action-for',
  defaultMessage: '{action}: {email}',
});
export const removeConfirm = defineMessage<{ email: string }>({
  id: 'agency-console.settings.team.remove.title',
  defaultMessage: 'Remove {email}?',
});
export const removeMessage = defineMessage<{ email: string }>({
  id: 'agency-console.settings.team.remove.message',
  defaultMessage: '{email} will lose access to all forms and data in this workspace.',
});
export const removedMessage = defineMessage<{ email: string }>({
  id: 'agency-console.settings.team.removed',
  defaultMessage: '{email} no longer has access to this workspace.',
});
export const revokedOn = defineMessage<{ date: string }>({
  id: 'agency-console.settings.api-keys.revoked-on',
  defaultMessage: 'Revoked {date}',
});
export const revokeKeyTitle = defineMessage<{ name: string }>({
  id: 'agency-console.settings.api-keys.revoke.title',
  defaultMessage: 'Revoke {name}?',
});

export const preparerAddressInvalid = defineMessage<{ max: number }>({
  id: 'agency-console.settings.preparer.address-invalid',
  defaultMessage: 'Use English letters, digits and common punctuation (at most {max}).',
});
