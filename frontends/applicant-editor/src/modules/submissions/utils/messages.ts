import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  formSubmissionsTitle: {
    id: 'applicant-editor.submissions.form-submissions.title',
    defaultMessage: 'Submissions of this form',
  },
  formSubmissionsLead: {
    id: 'applicant-editor.submissions.form-submissions.lead',
    defaultMessage: 'Every submission made from this form, with its status.',
  },
  newSubmissionTitle: {
    id: 'applicant-editor.submissions.new-submission.title',
    defaultMessage: 'New submission',
  },
  newSubmissionLead: {
    id: 'applicant-editor.submissions.new-submission.lead',
    defaultMessage: 'Submit this form to CEAC.',
  },
  submissionTitle: { id: 'applicant-editor.submissions.submission.title', defaultMessage: 'Submission' },
  submissionLead: {
    id: 'applicant-editor.submissions.submission.lead',
    defaultMessage: 'The steps of this submission and its confirmation number.',
  },
  submissionsTitle: { id: 'applicant-editor.submissions.submissions.title', defaultMessage: 'Submissions' },
  submissionsLead: {
    id: 'applicant-editor.submissions.submissions.lead',
    defaultMessage: 'All submissions across this workspace.',
  },
});
