import { useEffect, useSyncExternalStore } from 'react';
import { useApiStore } from '../api/use-api';
import { BEGIN_CLIENT_INTAKE } from '../graphql/mutations/begin-client-intake';
import { CLIENT_INTAKE } from '../graphql/queries/client-intake';
import { SessionNotice } from './session-notice';
import { clientSession, type SessionEnd } from './session-watch';

export { clientSession };

/**
 * The client session of an intake page (ADR 0036): watched from the moment the page read its intake
 * (or learnt that the session ended), with the warning or the ended notice shown above the page
 * (`page`: instead of it, when nothing could be loaded). Once the link is opened again, the new
 * session's use is counted through the page's API and what failed meanwhile is read again.
 */
export function SessionArea({
  formId,
  started,
  ended,
}: {
  formId: string;
  started: boolean;
  ended?: SessionEnd;
}) {
  const session = useSyncExternalStore(clientSession.subscribe, clientSession.getSnapshot);
  const store = useApiStore();
  useEffect(() => {
    clientSession.beginWith(() => store.request(BEGIN_CLIENT_INTAKE));
    return clientSession.onRenewed(() => {
      store.refetchFailed();
      void store.refetch(CLIENT_INTAKE);
    });
  }, [store]);
  useEffect(() => {
    clientSession.start(formId, started, ended);
  }, [formId, started, ended]);
  if (ended) return <SessionNotice state={{ kind: 'ended', end: ended }} formId={formId} page />;
  if (session.kind !== 'warning' && session.kind !== 'ended') return null;
  return <SessionNotice state={session} formId={formId} />;
}
