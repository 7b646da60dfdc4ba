import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useApiRequest, useRefetchAfterRenewal } from '../api/use-api';
import { BEGIN_CLIENT_INTAKE } from '../graphql/mutations/begin-client-intake';
import { CLIENT_INTAKE, type ClientIntake } from '../graphql/queries/client-intake';
import { useClientIntake } from '../hooks/use-client-intake';
import { useClientSession } from '../hooks/use-client-session';
import { clientSession, type SessionState } from '../session/session-watch';
import { messages } from '../utils/messages';
import { LinkProblemView } from './link-problem';

// The warning and the ended notice load when first needed, with their texts (ADR 0036).
const SessionNotice = lazy(() =>
  import('../session/session-notice').then((module) => ({ default: module.SessionNotice })),
);

const RENEWAL_REFETCH = [CLIENT_INTAKE];

function Notice(props: { state: SessionState; formId: string; page?: boolean }) {
  return (
    <Suspense fallback={null}>
      <SessionNotice {...props} />
    </Suspense>
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
  const session = useClientSession();
  const refetch = useRefetchAfterRenewal(RENEWAL_REFETCH);
  useEffect(() => clientSession.onRenewed(refetch), [refetch]);
  const request = useApiRequest();
  useEffect(() => clientSession.beginWith(() => request(BEGIN_CLIENT_INTAKE)), [request]);
  const intake = state.status === 'ready' ? state.intake : null;
  const ended = state.status === 'session-ended' ? state.end : null;
  useEffect(() => {
    if (intake) clientSession.start(intake.formId, intake.started);
    else if (ended) clientSession.start(formId, false, ended);
  }, [intake, ended, formId]);

  if (state.status === 'loading')
    return (
      <article className="ui-page intake-page" aria-busy="true">
        <p role="status" className="ui-hint">
          {intl.formatMessage(messages.loading)}
        </p>
      </article>
    );
  if (state.status === 'problem') return <LinkProblemView problem={state.problem} />;
  if (state.status === 'session-ended')
    return <Notice state={{ kind: 'ended', end: state.end }} formId={formId} page />;
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
  const notice = session.kind === 'warning' || session.kind === 'ended';
  return (
    <>
      {notice && <Notice state={session} formId={state.intake.formId} />}
      {children(state.intake)}
    </>
  );
}
