import { defineMessages } from 'react-intl';

type NoArguments = Record<never, never>;

/** The ICU arguments of each message (react-intl checks calls against them). */
type MessageArguments = {
  loading: NoArguments;
  loadError: NoArguments;
  tryAgain: NoArguments;
  linkInvalid: NoArguments;
  linkExpired: NoArguments;
  linkUsedUp: NoArguments;
  formUnavailable: NoArguments;
  linkProblemTitle: NoArguments;
  linkProblemHint: NoArguments;
  agencyContacts: NoArguments;
  agencyEmail: NoArguments;
  agencyPhone: NoArguments;
  agencyWebsite: NoArguments;
  agencyAddress: NoArguments;
  agencyLogo: { agency: string };
  welcomeTitle: { client: string };
  welcomeLead: { agency: string };
  englishNote: NoArguments;
  getStarted: NoArguments;
  continueEditing: NoArguments;
  viewAnswers: NoArguments;
  starting: NoArguments;
  sectionsTitle: NoArguments;
  warningsTitle: NoArguments;
  warningsHint: NoArguments;
  progress: { completed: number; applicable: number; percent: number };
  answeredOf: { answered: number; total: number };
  sectionNotStarted: NoArguments;
  sectionInProgress: NoArguments;
  sectionCompleted: NoArguments;
  colAnswered: NoArguments;
  edit: NoArguments;
  view: NoArguments;
  editSection: { section: string };
  viewSection: { section: string };
  noSections: NoArguments;
  overviewTitle: NoArguments;
  toOverview: NoArguments;
  toStart: NoArguments;
  readOnlyNote: NoArguments;
  nativeNote: NoArguments;
  statusTitle: NoArguments;
  notSubmitted: NoArguments;
  expiresOn: { date: string };
  sectionNotFound: NoArguments;
  notApplicable: NoArguments;
  linkEndedWhileSaving: NoArguments;
  sessionEndedWhileSaving: NoArguments;
  memberTitle: NoArguments;
  memberMessage: NoArguments;
  memberHint: NoArguments;
};

// The client intake: arrival with a link, landing, overview and section editing.
export const messages = defineMessages<MessageArguments>({
  loading: { id: 'client-intake.intake.loading', defaultMessage: 'Opening your questionnaire…' },
  loadError: {
    id: 'client-intake.intake.load-error',
    defaultMessage: 'Your questionnaire could not be loaded. Check your connection and try again.',
  },
  tryAgain: { id: 'client-intake.intake.try-again', defaultMessage: 'Try again' },
  linkInvalid: { id: 'client-intake.link.invalid', defaultMessage: 'Invalid or expired access link' },
  linkExpired: { id: 'client-intake.link.expired', defaultMessage: 'This access link has expired' },
  linkUsedUp: {
    id: 'client-intake.link.used-up',
    defaultMessage: 'This access link has reached its usage limit',
  },
  formUnavailable: {
    id: 'client-intake.link.form-unavailable',
    defaultMessage: 'Form not found or access denied (contact the person who sent the link)',
  },
  linkProblemTitle: { id: 'client-intake.link.problem-title', defaultMessage: 'This link cannot be used' },
  linkProblemHint: {
    id: 'client-intake.link.problem-hint',
    defaultMessage: 'Ask the agency that sent you the link for a new one.',
  },
  agencyContacts: { id: 'client-intake.agency.contacts', defaultMessage: 'Contact your agency' },
  agencyEmail: { id: 'client-intake.agency.email', defaultMessage: 'E-mail' },
  agencyPhone: { id: 'client-intake.agency.phone', defaultMessage: 'Phone' },
  agencyWebsite: { id: 'client-intake.agency.website', defaultMessage: 'Website' },
  agencyAddress: { id: 'client-intake.agency.address', defaultMessage: 'Address' },
  agencyLogo: { id: 'client-intake.agency.logo', defaultMessage: 'Logo of {agency}' },
  welcomeTitle: { id: 'client-intake.landing.title', defaultMessage: 'Welcome, {client}' },
  welcomeLead: {
    id: 'client-intake.landing.lead',
    defaultMessage:
      '{agency} has prepared your US visa application (DS-160). Answer the questions section by section; every answer is saved as you type.',
  },
  englishNote: {
    id: 'client-intake.landing.english-note',
    defaultMessage:
      'All answers must be in English. You may type names, addresses and explanations in your own language: your agency translates them to English and checks every answer.',
  },
  getStarted: { id: 'client-intake.landing.get-started', defaultMessage: 'Get Started' },
  continueEditing: { id: 'client-intake.landing.continue-editing', defaultMessage: 'Continue Editing' },
  viewAnswers: { id: 'client-intake.landing.view-answers', defaultMessage: 'View your answers' },
  starting: { id: 'client-intake.landing.starting', defaultMessage: 'Opening…' },
  sectionsTitle: { id: 'client-intake.sections.title', defaultMessage: 'Sections' },
  warningsTitle: { id: 'client-intake.warnings.title', defaultMessage: 'Worth checking' },
  warningsHint: {
    id: 'client-intake.warnings.hint',
    defaultMessage: 'These do not stop your application from being filed.',
  },
  progress: {
    id: 'client-intake.sections.progress',
    defaultMessage: '{completed} of {applicable} sections complete ({percent}%)',
  },
  answeredOf: { id: 'client-intake.sections.answered-of', defaultMessage: '{answered} of {total}' },
  sectionNotStarted: { id: 'client-intake.sections.not-started', defaultMessage: 'Not started' },
  sectionInProgress: { id: 'client-intake.sections.in-progress', defaultMessage: 'In progress' },
  sectionCompleted: { id: 'client-intake.sections.completed', defaultMessage: 'Complete' },
  colAnswered: { id: 'client-intake.sections.col-answered', defaultMessage: 'Questions answered' },
  edit: { id: 'client-intake.sections.edit', defaultMessage: 'Edit' },
  view: { id: 'client-intake.sections.view', defaultMessage: 'View' },
  editSection: { id: 'client-intake.sections.edit-section', defaultMessage: 'Edit: {section}' },
  viewSection: { id: 'client-intake.sections.view-section', defaultMessage: 'View: {section}' },
  noSections: {
    id: 'client-intake.sections.none',
    defaultMessage: 'No sections apply to this questionnaire yet.',
  },
  overviewTitle: { id: 'client-intake.overview.title', defaultMessage: 'Your application' },
  toOverview: { id: 'client-intake.nav.to-overview', defaultMessage: 'All sections' },
  toStart: { id: 'client-intake.nav.to-start', defaultMessage: 'Back to the start page' },
  readOnlyNote: {
    id: 'client-intake.permissions.read-only',
    defaultMessage: 'You can view these answers; your agency has not allowed changes through this link.',
  },
  nativeNote: {
    id: 'client-intake.edit.native-note',
    defaultMessage:
      'Type names, addresses and explanations in your own language if you prefer; other answers must be in English.',
  },
  statusTitle: { id: 'client-intake.status.title', defaultMessage: 'Submission status' },
  notSubmitted: {
    id: 'client-intake.status.not-submitted',
    defaultMessage: 'Not submitted yet. Your agency submits the application once every answer is ready.',
  },
  expiresOn: { id: 'client-intake.link.expires-on', defaultMessage: 'This link works until {date}.' },
  sectionNotFound: {
    id: 'client-intake.edit.not-found',
    defaultMessage: 'This section does not exist.',
  },
  notApplicable: {
    id: 'client-intake.edit.not-applicable',
    defaultMessage: 'This section does not apply to the answers given so far.',
  },
  linkEndedWhileSaving: {
    id: 'client-intake.edit.link-ended',
    defaultMessage:
      'This access link no longer works, so your latest answers could not be saved. Ask your agency for a new link.',
  },
  sessionEndedWhileSaving: {
    id: 'client-intake.edit.session-ended',
    defaultMessage:
      'Your session ended. What you type stays on this page and is saved when you open the link again.',
  },
  memberTitle: { id: 'client-intake.member.title', defaultMessage: 'This link is meant for your client' },
  memberMessage: {
    id: 'client-intake.member.message',
    defaultMessage:
      'You are signed in to Portico with your own account, so this browser opens your account instead of the client’s questionnaire.',
  },
  memberHint: {
    id: 'client-intake.member.hint',
    defaultMessage:
      'To see the questionnaire as your client does, open the link in a private (incognito) window, or send it to your client.',
  },
});
