import { useEffect, useRef, useSyncExternalStore } from 'react';
import { AutosaveClient, type AutosaveSnapshot } from '../utils/autosave-client';
import { createGraphqlTransport } from '../utils/graphql-transport';
import type { SaveTransport } from '../utils/save-types';

/**
 * One autosave client per form for the life of the page (in memory only): leaving the editor for
 * the overview and coming back keeps its versions, its queue and its conflicts.
 */
const clients = new Map<string, AutosaveClient>();

export interface UseAutosaveOptions {
  formId: string;
  /** Renews the session or asks the user to log in again in place; resolves once they have. */
  reauthenticate: () => Promise<void>;
  transport?: SaveTransport;
}

export function autosaveClientFor(formId: string, create: () => AutosaveClient): AutosaveClient {
  let client = clients.get(formId);
  if (!client) {
    client = create();
    clients.set(formId, client);
  }
  return client;
}

/** Forgets every client (tests). */
export function resetAutosaveClients(): void {
  for (const client of clients.values()) client.dispose();
  clients.clear();
}

export function useAutosave({ formId, reauthenticate, transport }: UseAutosaveOptions): {
  client: AutosaveClient;
  snapshot: AutosaveSnapshot;
} {
  const reauth = useRef(reauthenticate);
  reauth.current = reauthenticate;
  const client = autosaveClientFor(
    formId,
    () =>
      new AutosaveClient({
        formId,
        transport: transport ?? createGraphqlTransport(),
        reauthenticate: () => reauth.current(),
      }),
  );
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);

  useEffect(() => {
    // Capture listeners on window run before the renderer's own (on document), so the client
    // knows the page is going away before the renderer flushes its debounced answers into it.
    const onVisibility = () => client.setHidden(document.visibilityState === 'hidden');
    const onPageHide = () => client.setHidden(true);
    const onPageShow = () => client.setHidden(false);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!client.hasUnsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onOnline = () => client.retryNow();
    window.addEventListener('visibilitychange', onVisibility, true);
    window.addEventListener('pagehide', onPageHide, true);
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('visibilitychange', onVisibility, true);
      window.removeEventListener('pagehide', onPageHide, true);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('online', onOnline);
    };
  }, [client]);

  return { client, snapshot };
}
