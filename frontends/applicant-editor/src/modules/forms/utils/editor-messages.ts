import { defineMessages } from 'react-intl';

type NoArguments = Record<never, never>;

/** The ICU arguments of each message (react-intl checks calls against them). */
type MessageArguments = {
  loading: NoArguments;
  loadError: NoArguments;
  tryAgain: NoArguments;
  notFoundTitle: NoArguments;
  notFound: NoArguments;
  toOverview: NoArguments;
  toForms: NoArguments;
  notApplicable: NoArguments;
  firstSection: NoArguments;
  archived: NoArguments;
  sectionStatus: { status: string; answered: number; total: number };
  formStatus: { status: string; completed: number; applicable: number };
  showMissing: NoArguments;
  incompleteNote: NoArguments;
  review: NoArguments;
  conflictsSummary: { count: number };
  invalidSummary: NoArguments;
  invalidItem: { question: string; problem: string };
};

// The edit-section screen (the save indicator's texts live with it in @portico/questionnaire).
export const editorMessages = defineMessages<MessageArguments>({
  loading: { id: 'applicant-editor.editor.page.loading', defaultMessage: 'Loading the section…' },
  loadError: {
    id: 'applicant-editor.editor.page.load-error',
    defaultMessage: 'The section could not be loaded. Check your connection and try again.',
  },
  tryAgain: { id: 'applicant-editor.editor.page.try-again', defaultMessage: 'Try again' },
  notFoundTitle: { id: 'applicant-editor.editor.page.not-found-title', defaultMessage: 'Section not found' },
  notFound: {
    id: 'applicant-editor.editor.page.not-found',
    defaultMessage: 'This form or section does not exist, or you do not have access to it.',
  },
  toOverview: { id: 'applicant-editor.editor.page.to-overview', defaultMessage: 'Back to the form overview' },
  toForms: { id: 'applicant-editor.editor.page.to-forms', defaultMessage: 'Back to my forms' },
  notApplicable: {
    id: 'applicant-editor.editor.page.not-applicable',
    defaultMessage: 'This section does not apply to the answers given so far.',
  },
  firstSection: {
    id: 'applicant-editor.editor.page.first-section',
    defaultMessage: 'Go to the first section',
  },
  archived: {
    id: 'applicant-editor.editor.page.archived',
    defaultMessage: 'This form is archived. Unarchive it to edit.',
  },
  sectionStatus: {
    id: 'applicant-editor.editor.page.section-status',
    defaultMessage:
      'This section: {status, select, COMPLETED {complete} IN_PROGRESS {in progress} other {not started}}, {answered} of {total} questions answered.',
  },
  formStatus: {
    id: 'applicant-editor.editor.page.form-status',
    defaultMessage:
      'Form: {status, select, COMPLETED {Ready for Submission} IN_PROGRESS {In progress} ARCHIVED {Archived} other {Not started}} ({completed} of {applicable} sections complete).',
  },
  showMissing: { id: 'applicant-editor.editor.page.show-missing', defaultMessage: 'Show what is missing' },
  incompleteNote: {
    id: 'applicant-editor.editor.page.incomplete-note',
    defaultMessage: 'You can move on and finish this section later; every answer is saved as you type.',
  },
  review: { id: 'applicant-editor.editor.page.review', defaultMessage: 'Review the form' },
  conflictsSummary: {
    id: 'applicant-editor.editor.page.conflicts-summary',
    defaultMessage:
      '{count, plural, one {# answer was} other {# answers were}} changed elsewhere while you edited: choose which to keep.',
  },
  invalidSummary: {
    id: 'applicant-editor.editor.page.invalid-summary',
    defaultMessage: 'These answers were not saved:',
  },
  invalidItem: {
    id: 'applicant-editor.editor.page.invalid-item',
    defaultMessage: '{question}: {problem}',
  },
});
