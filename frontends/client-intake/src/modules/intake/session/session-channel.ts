// Tabs of one browser share the portico_client cookie. When one of them opens the link again (a new
// client session), or keeps the session alive ("Stay signed in"), it tells the others over a
// BroadcastChannel: an event name and nothing else, never a token or an answer (ADR 0036).

export type SessionEvent = 'started' | 'active';

const CHANNEL = 'portico-client-session';

interface Message {
  kind: typeof CHANNEL;
  event: SessionEvent;
}

function open(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
}

/** Tells this browser's other tabs; a browser without BroadcastChannel simply has no others told. */
export function announceSession(event: SessionEvent): void {
  const channel = open();
  if (!channel) return;
  channel.postMessage({ kind: CHANNEL, event } satisfies Message);
  channel.close();
}

/** Listens to the other tabs; answers the function that stops listening. */
export function listenToSessions(listener: (event: SessionEvent) => void): () => void {
  const channel = open();
  if (!channel) return () => undefined;
  channel.onmessage = (message: MessageEvent<unknown>) => {
    const data = message.data as Partial<Message> | null;
    if (data?.kind === CHANNEL && (data.event === 'started' || data.event === 'active')) listener(data.event);
  };
  return () => channel.close();
}
