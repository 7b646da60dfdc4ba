import { defineMessages } from 'react-intl';

type NoArguments = Record<never, never>;

type MessageArguments = {
  translateAll: NoArguments;
  translating: NoArguments;
  translatedAll: NoArguments;
  translatedSome: { translated: number; needsHuman: number };
  translateFailed: NoArguments;
  resetTranslations: NoArguments;
  resetConfirmTitle: NoArguments;
  resetConfirmMessage: NoArguments;
  resetConfirmButton: NoArguments;
  resetDone: { count: number };
  cancel: NoArguments;
  clientLinks: NoArguments;
  reviewTitle: NoArguments;
  reviewCount: { count: number };
  notInEnglish: { count: number };
  fieldTranslated: NoArguments;
  fieldNeedsHuman: NoArguments;
  fieldUnchanged: NoArguments;
  theClient: NoArguments;
  aMember: NoArguments;
  successTitle: NoArguments;
  warningTitle: NoArguments;
  errorTitle: NoArguments;
  originalsOf: { count: number };
  clientAnswers: NoArguments;
  noClientAnswers: NoArguments;
  loadingReview: NoArguments;
};

// Review with originals and translation to English (business workspaces).
export const reviewMessages = defineMessages<MessageArguments>({
  translateAll: { id: 'applicant-editor.review.translate-all', defaultMessage: 'Translate all' },
  translating: {
    id: 'applicant-editor.review.translating',
    defaultMessage: 'Translating all fields to English…',
  },
  translatedAll: {
    id: 'applicant-editor.review.translated-all',
    defaultMessage: 'All fields translated to English successfully',
  },
  translatedSome: {
    id: 'applicant-editor.review.translated-some',
    defaultMessage:
      '{translated, plural, one {# field} other {# fields}} translated; {needsHuman, plural, one {# field needs} other {# fields need}} a human translation.',
  },
  translateFailed: {
    id: 'applicant-editor.review.translate-failed',
    defaultMessage: 'The translation could not be done. Try again.',
  },
  resetTranslations: { id: 'applicant-editor.review.reset', defaultMessage: 'Reset translations' },
  resetConfirmTitle: {
    id: 'applicant-editor.review.reset-confirm-title',
    defaultMessage: 'Reset translations?',
  },
  resetConfirmMessage: {
    id: 'applicant-editor.review.reset-confirm-message',
    defaultMessage:
      "Every answer the client gave goes back to the client's original. Translations and agency edits of those answers are removed.",
  },
  resetConfirmButton: { id: 'applicant-editor.review.reset-confirm-button', defaultMessage: 'Reset' },
  resetDone: {
    id: 'applicant-editor.review.reset-done',
    defaultMessage: '{count, plural, one {# answer is} other {# answers are}} back to the client original.',
  },
  cancel: { id: 'applicant-editor.review.cancel', defaultMessage: 'Cancel' },
  clientLinks: { id: 'applicant-editor.review.client-links', defaultMessage: 'Client links' },
  reviewTitle: { id: 'applicant-editor.review.title', defaultMessage: 'Client answers and translation' },
  reviewCount: {
    id: 'applicant-editor.review.review-count',
    defaultMessage:
      '{count, plural, =0 {No answer is flagged for review.} one {# answer changed by the client is flagged for review.} other {# answers changed by the client are flagged for review.}}',
  },
  notInEnglish: {
    id: 'applicant-editor.review.not-in-english',
    defaultMessage:
      'The form cannot be completed until {count, plural, one {this answer is} other {these # answers are}} in English:',
  },
  fieldTranslated: {
    id: 'applicant-editor.review.field-translated',
    defaultMessage: 'Translated to English.',
  },
  fieldNeedsHuman: {
    id: 'applicant-editor.review.field-needs-human',
    defaultMessage: 'No translation service could translate this answer: please translate it yourself.',
  },
  fieldUnchanged: {
    id: 'applicant-editor.review.field-unchanged',
    defaultMessage: 'This answer is already in English.',
  },
  theClient: { id: 'applicant-editor.review.the-client', defaultMessage: 'the client' },
  aMember: { id: 'applicant-editor.review.a-member', defaultMessage: 'a team member' },
  successTitle: { id: 'applicant-editor.review.success-title', defaultMessage: 'Done' },
  warningTitle: { id: 'applicant-editor.review.warning-title', defaultMessage: 'Needs attention' },
  errorTitle: { id: 'applicant-editor.review.error-title', defaultMessage: 'Something went wrong' },
  clientAnswers: { id: 'applicant-editor.review.client-answers', defaultMessage: 'Client answers' },
  noClientAnswers: {
    id: 'applicant-editor.review.no-client-answers',
    defaultMessage: 'The client has not answered yet. Send them a link from the client links page.',
  },
  loadingReview: { id: 'applicant-editor.review.loading', defaultMessage: 'Loading the client answers…' },
  originalsOf: {
    id: 'applicant-editor.review.originals-of',
    defaultMessage: '{count, plural, =0 {—} one {# client answer} other {# client answers}}',
  },
});
