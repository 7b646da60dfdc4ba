import type { ComponentType } from 'react';
import { withMessages } from '@portico/ui';
import { MessagesProvider } from '../i18n/messages-provider';
import { IntakeLandingPage } from '../modules/intake/components/landing-page';
import { IntakeOverviewPage } from '../modules/intake/components/overview-page';
import { IntakeEditSectionPage } from '../modules/intake/components/edit-section-page';

/** Exposed as 'clientIntake/pages': the shell's route table names a key here for each route. */
export const pages: Record<string, ComponentType> = {
  landing: withMessages(MessagesProvider, IntakeLandingPage),
  overview: withMessages(MessagesProvider, IntakeOverviewPage),
  'edit-section': withMessages(MessagesProvider, IntakeEditSectionPage),
};
