import type { ComponentType } from 'react';
import { withMessages } from '@portico/ui';
import { MessagesProvider } from '../i18n/messages-provider';
import { FormsPage } from '../modules/forms/components/forms-page';
import { NewFormPage } from '../modules/forms/components/new-form-page';
import { FormOverviewPage } from '../modules/forms/components/form-overview-page';
import { EditSectionPage } from '../modules/forms/components/edit-section-page';
import { DuplicateFormPage } from '../modules/forms/components/duplicate-form-page';
import { FormSubmissionsPage } from '../modules/submissions/components/form-submissions-page';
import { NewSubmissionPage } from '../modules/submissions/components/new-submission-page';
import { SubmissionPage } from '../modules/submissions/components/submission-page';
import { SubmissionsPage } from '../modules/submissions/components/submissions-page';

/** Exposed as 'applicantEditor/pages': the shell's route table names a key here for each route. */
export const pages: Record<string, ComponentType> = {
  forms: withMessages(MessagesProvider, FormsPage),
  'new-form': withMessages(MessagesProvider, NewFormPage),
  'form-overview': withMessages(MessagesProvider, FormOverviewPage),
  'edit-section': withMessages(MessagesProvider, EditSectionPage),
  'duplicate-form': withMessages(MessagesProvider, DuplicateFormPage),
  'form-submissions': withMessages(MessagesProvider, FormSubmissionsPage),
  'new-submission': withMessages(MessagesProvider, NewSubmissionPage),
  submission: withMessages(MessagesProvider, SubmissionPage),
  submissions: withMessages(MessagesProvider, SubmissionsPage),
};
