import { lazy, Suspense, type ComponentType } from 'react';
import { withMessages } from '@portico/ui';
import { MessagesProvider } from '../i18n/messages-provider';
import { IntakeLandingPage } from '../modules/intake/components/landing-page';
import { IntakeOverviewPage } from '../modules/intake/components/overview-page';
import '../styles/intake.css';

// The renderer, the autosave and the questionnaire's catalogs load with the first section, so the
// link's first page (the landing) stays small on a phone.
const LazyEditSectionPage = lazy(() =>
  import('../modules/intake/components/edit-section-page').then((module) => ({
    default: module.IntakeEditSectionPage,
  })),
);

function IntakeEditSectionPage() {
  return (
    <Suspense fallback={<p className="app-loading" role="status" aria-busy="true" />}>
      <LazyEditSectionPage />
    </Suspense>
  );
}

/** Exposed as 'clientIntake/pages': the shell's route table names a key here for each route. */
export const pages: Record<string, ComponentType> = {
  landing: withMessages(MessagesProvider, IntakeLandingPage),
  overview: withMessages(MessagesProvider, IntakeOverviewPage),
  'edit-section': withMessages(MessagesProvider, IntakeEditSectionPage),
};
