import { defineMessage, defineMessages } from 'react-intl';

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

  retry: { id: 'applicant-editor.forms.retry', defaultMessage: 'Try again' },
  previous: { id: 'applicant-editor.forms.previous', defaultMessage: 'Previous' },
  next: { id: 'applicant-editor.forms.next', defaultMessage: 'Next' },
  cancel: { id: 'applicant-editor.forms.cancel', defaultMessage: 'Cancel' },
  actionFailedTitle: { id: 'applicant-editor.forms.failed.title', defaultMessage: 'Not done' },
  actionFailed: {
    id: 'applicant-editor.forms.failed.message',
    defaultMessage: 'That did not work. Please try again.',
  },
  notFound: {
    id: 'applicant-editor.forms.not-found',
    defaultMessage: 'This form does not exist or you have no access to it.',
  },
  backToForms: { id: 'applicant-editor.forms.back-to-forms', defaultMessage: 'Back to my forms' },

  statusNotStarted: { id: 'applicant-editor.forms.status.not-started', defaultMessage: 'Not started' },
  statusInProgress: { id: 'applicant-editor.forms.status.in-progress', defaultMessage: 'In progress' },
  statusCompleted: { id: 'applicant-editor.forms.status.completed', defaultMessage: 'Ready for Submission' },
  statusArchived: { id: 'applicant-editor.forms.status.archived', defaultMessage: 'Archived' },
  sectionNotStarted: {
    id: 'applicant-editor.forms.section-status.not-started',
    defaultMessage: 'Not started',
  },
  sectionInProgress: {
    id: 'applicant-editor.forms.section-status.in-progress',
    defaultMessage: 'In progress',
  },
  sectionCompleted: { id: 'applicant-editor.forms.section-status.completed', defaultMessage: 'Completed' },

  search: { id: 'applicant-editor.forms.list.search', defaultMessage: 'Search by form name' },
  memberFilter: { id: 'applicant-editor.forms.list.member', defaultMessage: 'Member' },
  allMembers: { id: 'applicant-editor.forms.list.member.all', defaultMessage: 'All members' },
  statusFilter: { id: 'applicant-editor.forms.list.status', defaultMessage: 'Status' },
  allStatuses: { id: 'applicant-editor.forms.list.status.all', defaultMessage: 'All (not archived)' },
  sortBy: { id: 'applicant-editor.forms.list.sort', defaultMessage: 'Sort by' },
  sortName: { id: 'applicant-editor.forms.list.sort.name', defaultMessage: 'Name' },
  sortCreated: { id: 'applicant-editor.forms.list.sort.created', defaultMessage: 'Date created' },
  sortStatus: { id: 'applicant-editor.forms.list.sort.status', defaultMessage: 'Status' },
  sortProgress: { id: 'applicant-editor.forms.list.sort.progress', defaultMessage: 'Progress' },
  direction: { id: 'applicant-editor.forms.list.direction', defaultMessage: 'Order' },
  ascending: { id: 'applicant-editor.forms.list.direction.asc', defaultMessage: 'Ascending' },
  descending: { id: 'applicant-editor.forms.list.direction.desc', defaultMessage: 'Descending' },
  filtersLabel: { id: 'applicant-editor.forms.list.filters', defaultMessage: 'Search and filters' },
  clearFilters: { id: 'applicant-editor.forms.list.clear', defaultMessage: 'Clear search and filters' },
  loading: { id: 'applicant-editor.forms.list.loading', defaultMessage: 'Loading forms…' },
  loadFailed: {
    id: 'applicant-editor.forms.list.failed',
    defaultMessage: 'Failed to load forms. Please try again.',
  },
  noMatch: {
    id: 'applicant-editor.forms.list.no-match',
    defaultMessage: 'No forms match your search and filters.',
  },
  emptyTitle: { id: 'applicant-editor.forms.list.empty.title', defaultMessage: 'No forms yet' },
  emptyText: {
    id: 'applicant-editor.forms.list.empty.text',
    defaultMessage:
      'A form holds one person’s DS-160 answers. Start with a blank form or reuse an earlier one.',
  },
  createFirst: { id: 'applicant-editor.forms.list.empty.create', defaultMessage: 'Create your first form' },
  colName: { id: 'applicant-editor.forms.list.col.name', defaultMessage: 'Name' },
  colCreatedBy: { id: 'applicant-editor.forms.list.col.created-by', defaultMessage: 'Created by' },
  colCreated: { id: 'applicant-editor.forms.list.col.created', defaultMessage: 'Date created' },
  colStatus: { id: 'applicant-editor.forms.list.col.status', defaultMessage: 'Status' },
  colProgress: { id: 'applicant-editor.forms.list.col.progress', defaultMessage: 'Progress' },
  colActions: { id: 'applicant-editor.forms.list.col.actions', defaultMessage: 'Actions' },
  formsPages: { id: 'applicant-editor.forms.list.pages', defaultMessage: 'Form list pages' },
  unknownMember: { id: 'applicant-editor.forms.list.unknown-member', defaultMessage: 'Former member' },
  unnamedApiKey: { id: 'applicant-editor.forms.list.api-key-unnamed', defaultMessage: 'An API key' },
  open: { id: 'applicant-editor.forms.action.open', defaultMessage: 'Open' },
  duplicate: { id: 'applicant-editor.forms.action.duplicate', defaultMessage: 'Duplicate' },
  archive: { id: 'applicant-editor.forms.action.archive', defaultMessage: 'Archive' },
  unarchive: { id: 'applicant-editor.forms.action.unarchive', defaultMessage: 'Unarchive' },
  archiveConfirmButton: { id: 'applicant-editor.forms.archive.confirm', defaultMessage: 'Archive form' },
  archivedTitle: { id: 'applicant-editor.forms.archived.title', defaultMessage: 'Form archived' },
  unarchivedTitle: { id: 'applicant-editor.forms.unarchived.title', defaultMessage: 'Form unarchived' },

  overviewLoading: { id: 'applicant-editor.forms.overview.loading', defaultMessage: 'Loading the form…' },
  overviewFailed: {
    id: 'applicant-editor.forms.overview.failed',
    defaultMessage: 'Failed to load the form. Please try again.',
  },
  rename: { id: 'applicant-editor.forms.rename', defaultMessage: 'Rename' },
  formName: { id: 'applicant-editor.forms.name', defaultMessage: 'Form name' },
  save: { id: 'applicant-editor.forms.save', defaultMessage: 'Save' },
  nameRequired: { id: 'applicant-editor.forms.name.required', defaultMessage: 'Enter a name for the form.' },
  renamedTitle: { id: 'applicant-editor.forms.renamed.title', defaultMessage: 'Renamed' },
  progressTitle: { id: 'applicant-editor.forms.overview.progress', defaultMessage: 'Progress' },
  sectionsTitle: { id: 'applicant-editor.forms.overview.sections', defaultMessage: 'Sections' },
  warningsTitle: { id: 'applicant-editor.forms.overview.warnings', defaultMessage: 'Worth checking' },
  warningsHint: {
    id: 'applicant-editor.forms.overview.warnings-hint',
    defaultMessage: 'These do not stop the application from being filed.',
  },
  colSection: { id: 'applicant-editor.forms.overview.col.section', defaultMessage: 'Section' },
  colAnswered: { id: 'applicant-editor.forms.overview.col.answered', defaultMessage: 'Questions answered' },
  colSectionStatus: { id: 'applicant-editor.forms.overview.col.status', defaultMessage: 'Status' },
  edit: { id: 'applicant-editor.forms.overview.edit', defaultMessage: 'Edit' },
  archivedNotice: {
    id: 'applicant-editor.forms.overview.archived',
    defaultMessage: 'This form is archived. Unarchive it to edit.',
  },

  nameHint: {
    id: 'applicant-editor.forms.name.hint',
    defaultMessage: 'For example the applicant’s name and trip.',
  },
  sourceLegend: { id: 'applicant-editor.forms.new.source', defaultMessage: 'Start from' },
  sourceBlank: { id: 'applicant-editor.forms.new.source.blank', defaultMessage: 'A blank form' },
  sourceBlankHint: {
    id: 'applicant-editor.forms.new.source.blank.hint',
    defaultMessage: 'Nothing is copied; every section starts empty.',
  },
  sourceRenewal: {
    id: 'applicant-editor.forms.new.source.renewal',
    defaultMessage: 'A renewal of a previous form',
  },
  sourceRenewalHint: {
    id: 'applicant-editor.forms.new.source.renewal.hint',
    defaultMessage:
      'Every answer of the chosen form is copied except the travel plans (dates, flights, places, length of stay and U.S. address) and the travel companions, as CEAC does when you retrieve an earlier application. Review each section before you submit.',
  },
  sourceFamily: {
    id: 'applicant-editor.forms.new.source.family',
    defaultMessage: 'A family member of a previous form',
  },
  sourceFamilyHint: {
    id: 'applicant-editor.forms.new.source.family.hint',
    defaultMessage:
      'Only what a family on the same trip shares is copied: the travel plans and who pays, the home and mailing address, and the U.S. point of contact. Names, passport, contact details, family, work and security answers start empty.',
  },
  chooseForm: { id: 'applicant-editor.forms.picker.legend', defaultMessage: 'Previous form to copy from' },
  pickerSearch: { id: 'applicant-editor.forms.picker.search', defaultMessage: 'Search previous forms' },
  pickerArchived: { id: 'applicant-editor.forms.picker.archived', defaultMessage: 'Show archived forms' },
  pickerEmpty: { id: 'applicant-editor.forms.picker.empty', defaultMessage: 'No forms match.' },
  pickerPages: { id: 'applicant-editor.forms.picker.pages', defaultMessage: 'Previous form pages' },
  pickerRequired: {
    id: 'applicant-editor.forms.picker.required',
    defaultMessage: 'Choose the previous form to copy from.',
  },
  create: { id: 'applicant-editor.forms.new.create', defaultMessage: 'Create form' },
  createdTitle: { id: 'applicant-editor.forms.created.title', defaultMessage: 'Form created' },
  createFailed: {
    id: 'applicant-editor.forms.new.failed',
    defaultMessage: 'The form could not be created. Please try again.',
  },

  sectionsLegend: { id: 'applicant-editor.forms.duplicate.sections', defaultMessage: 'Sections to copy' },
  selectAll: { id: 'applicant-editor.forms.duplicate.select-all', defaultMessage: 'Select all' },
  selectNone: { id: 'applicant-editor.forms.duplicate.select-none', defaultMessage: 'Select none' },
  sectionsRequired: {
    id: 'applicant-editor.forms.duplicate.required',
    defaultMessage: 'Choose at least one section to copy, or create a blank form instead.',
  },
  duplicateSubmit: { id: 'applicant-editor.forms.duplicate.submit', defaultMessage: 'Duplicate form' },
  duplicatedTitle: { id: 'applicant-editor.forms.duplicated.title', defaultMessage: 'Form duplicated' },
});

export const showing = defineMessage<{ shown: number; total: number }>({
  id: 'applicant-editor.forms.list.showing',
  defaultMessage: 'Showing {shown, number} of {total, plural, one {# form} other {# forms}}',
});
export const pageStatus = defineMessage<{ page: number; pages: number }>({
  id: 'applicant-editor.forms.list.page-status',
  defaultMessage: 'Page {page} of {pages}',
});
export const actionFor = defineMessage<{ action: string; name: string }>({
  id: 'applicant-editor.forms.action.for',
  defaultMessage: '{action}: {name}',
});
export const progressLabel = defineMessage<{ completed: number; applicable: number; percent: number }>({
  id: 'applicant-editor.forms.progress.label',
  defaultMessage: '{completed} of {applicable} sections complete ({percent}%)',
});
export const archiveConfirm = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.archive.title',
  defaultMessage: 'Archive {name}?',
});
export const archiveMessage = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.archive.message',
  defaultMessage:
    '{name} leaves the list of active forms and can no longer be edited. You can unarchive it at any time.',
});
export const archivedMessage = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.archived.message',
  defaultMessage: '{name} is archived.',
});
export const unarchivedMessage = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.unarchived.message',
  defaultMessage: '{name} is back among the active forms.',
});
export const renamedMessage = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.renamed.message',
  defaultMessage: 'The form is now called {name}.',
});
export const nameTooLong = defineMessage<{ max: number }>({
  id: 'applicant-editor.forms.name.too-long',
  defaultMessage: 'Use at most {max} characters.',
});
export const answeredOf = defineMessage<{ answered: number; total: number }>({
  id: 'applicant-editor.forms.overview.answered-of',
  defaultMessage: '{answered} of {total}',
});
export const editSectionFor = defineMessage<{ section: string }>({
  id: 'applicant-editor.forms.overview.edit-for',
  defaultMessage: 'Edit {section}',
});
/** A form filed on CEAC, in place of its status (docs/adr/0043). */
export const statusFiled = defineMessage<{ number: string }>({
  id: 'applicant-editor.forms.status.filed',
  defaultMessage: 'Filed on CEAC · {number}',
});
export const createdOn = defineMessage<{ date: string }>({
  id: 'applicant-editor.forms.overview.created',
  defaultMessage: 'Created {date}',
});
export const createdMessage = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.created.message',
  defaultMessage: '{name} is ready to fill in.',
});
export const copyOf = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.duplicate.copy-of',
  defaultMessage: 'Copy of {name}',
});
export const duplicateOf = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.duplicate.of',
  defaultMessage: 'A new form from {name}, with the sections you choose.',
});
export const sectionsChosen = defineMessage<{ chosen: number; total: number }>({
  id: 'applicant-editor.forms.duplicate.chosen',
  defaultMessage: '{chosen} of {total} sections chosen',
});
export const sectionChoice = defineMessage<{ section: string; answered: number; total: number }>({
  id: 'applicant-editor.forms.duplicate.section',
  defaultMessage: '{section} ({answered} of {total} answered)',
});
export const continueWith = defineMessage<{ section: string }>({
  id: 'applicant-editor.forms.overview.continue',
  defaultMessage: 'Continue: {section}',
});
export const renameConflict = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.rename.conflict',
  defaultMessage:
    'Someone else changed this form meanwhile; it is now called {name}. Save again to use your name.',
});
export const apiKeyCreator = defineMessage<{ name: string }>({
  id: 'applicant-editor.forms.list.api-key',
  defaultMessage: '{name} (API key)',
});
