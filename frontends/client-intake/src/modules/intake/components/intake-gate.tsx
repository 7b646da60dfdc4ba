import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { ClientIntake } from '../graphql/queries/client-intake';
import { useClientIntake } from '../hooks/use-client-intake';
import { loadSession, SESSION_DEFER_MS, whenSessionLoads } from '../session/session-loader';
import { messages } from '../utils/messages';
import { LinkProblemView } from './link-problem';

// The client session's watch and notices: a chunk of their own, fetched after the page showed (ADR 0036).
const SessionArea = lazy(() => loadSession().then((module) => ({ default: module.SessionArea })));

function loadingPage(text: string) {
  return (
    <article className="ui-page intake-page" aria-busy="true">
      <p role="status" className="ui-hint">
        {text}
      </p>
    </article>
  );
}

/**
 * Every intake page: the client session first (arrival, loading, link problems), then the page, with
 * the session's warning or ended notice above it. A page keeps what it shows (and what the client
 * types) when the session ends, and reads again what failed once the link was opened again.
 */
export function IntakeGate({ children }: { children: (intake: ClientIntake) => ReactNode }) {
  const intl = useIntl();
  const { formId = '' } = useParams();
  const state = useClientIntake(formId);
  const known = state.status === 'ready' || state.status === 'session-ended';
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    if (!known) return undefined;
    const timer = setTimeout(() => void loadSession(), state.status === 'ready' ? SESSION_DEFER_MS : 0);
    const stop = whenSessionLoads(() => setWatching(true));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [known, state.status]);

  if (state.status === 'loading') return loadingPage(intl.formatMessage(messages.loading));
  if (state.status === 'problem') return <LinkProblemView problem={state.problem} />;
  if (state.status === 'session-ended')
    return watching ? (
      <Suspense fallback={loadingPage(intl.formatMessage(messages.loading))}>
        <SessionArea formId={formId} started={false} ended={state.end} />
      </Suspense>
    ) : (
      loadingPage(intl.formatMessage(messages.loading))
    );
  if (state.status === 'failed')
    return (
      <article className="ui-page intake-page">
        <p role="alert" className="ui-error">
          {intl.formatMessage(messages.loadError)}
        </p>
        <button type="button" className="ui-button" onClick={state.retry}>
          {intl.formatMessage(messages.tryAgain)}
        </button>
      </article>
    );
  return (
    <>
      {watching && (
        <Suspense fallback={null}>
          <SessionArea formId={state.intake.formId} started={state.intake.started} />
        </Suspense>
      )}
      {children(state.intake)}
    </>
  );
}
