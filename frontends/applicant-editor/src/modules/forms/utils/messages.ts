import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  formsTitle: { id: 'applicant-editor.forms.forms.title', defaultMessage: 'My forms' },
  formsLead: {
    id: 'applicant-editor.forms.forms.lead',
    defaultMessage: 'Search, filter and sort the forms of this workspace.',
  },
  newFormTitle: { id: 'applicant-editor.forms.new-form.title', defaultMessage: 'New form' },
  newFormLead: {
    id: 'applicant-editor.forms.new-form.lead',
    defaultMessage: 'Start a new DS-160 form in this workspace.',
  },
  formOverviewTitle: { id: 'applicant-editor.forms.form-overview.title', defaultMessage: 'Form overview' },
  formOverviewLead: {
    id: 'applicant-editor.forms.form-overview.lead',
    defaultMessage: 'Sections with questions answered and status; rename the form or edit a section.',
  },
  editSectionTitle: { id: 'applicant-editor.forms.edit-section.title', defaultMessage: 'Edit section' },
  editSectionLead: {
    id: 'applicant-editor.forms.edit-section.lead',
    defaultMessage: "Answer this section's questions and move forward or back between sections.",
  },
  duplicateFormTitle: { id: 'applicant-editor.forms.duplicate-form.title', defaultMessage: 'Duplicate form' },
  duplicateFormLead: {
    id: 'applicant-editor.forms.duplicate-form.lead',
    defaultMessage: 'Choose which sections to copy into a new form.',
  },
  formsNew: { id: 'applicant-editor.forms.forms.new', defaultMessage: 'New form' },
});
