import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { MessagesProvider } from '../i18n/messages-provider';
import { useClientIntakeArrival } from '../modules/intake/hooks/use-client-intake';
import { IntakeLandingPage } from '../modules/intake/components/landing-page';
import { IntakeOverviewPage } from '../modules/intake/components/overview-page';
import '../styles/intake.css';

const busy = <p className="app-loading" role="status" aria-busy="true" />;

// The renderer, the autosave and the questionnaire's catalogs load with the first section, so the
// link's first page (the landing) stays small on a phone.
const LazyEditSectionPage = lazy(() =>
  import('../modules/intake/components/edit-section-page').then((module) => ({
    default: module.IntakeEditSectionPage,
  })),
);

function IntakeEditSectionPage() {
  return (
    <Suspense fallback={busy}>
      <LazyEditSectionPage />
    </Suspense>
  );
}

/**
 * The intake's catalog in the client's language. A link that just arrived brings its own language
 * (read with the client session), so no text is shown, and no catalog loaded, until it is known:
 * the client never sees English first (ADR 0017).
 */
function IntakeMessages({ children }: { children: ReactNode }) {
  const { formId = '' } = useParams();
  if (useClientIntakeArrival(formId).languagePending) return busy;
  return <MessagesProvider>{children}</MessagesProvider>;
}

function withIntakeMessages(Page: ComponentType): ComponentType {
  return function IntakePage() {
    return (
      <IntakeMessages>
        <Page />
      </IntakeMessages>
    );
  };
}

/** Exposed as 'clientIntake/pages': the shell's route table names a key here for each route. */
export const pages: Record<string, ComponentType> = {
  landing: withIntakeMessages(IntakeLandingPage),
  overview: withIntakeMessages(IntakeOverviewPage),
  'edit-section': withIntakeMessages(IntakeEditSectionPage),
};
