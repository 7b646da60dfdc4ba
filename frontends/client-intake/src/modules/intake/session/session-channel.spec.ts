/**
 * @jest-environment node
 */
import { announceSession, listenToSessions, type SessionEvent } from './session-channel';

describe('the tabs’ session channel', () => {
  it('tells the other tabs that a session started or stayed active, and nothing else', async () => {
    const heard: SessionEvent[] = [];
    const raw: unknown[] = [];
    const stop = listenToSessions((event) => heard.push(event));
    const spy = new BroadcastChannel('portico-client-session');
    spy.onmessage = (message) => raw.push(message.data);
    announceSession('started');
    announceSession('active');
    // A message of another shape (an old page, another app) is ignored.
    const other = new BroadcastChannel('portico-client-session');
    other.postMessage({ kind: 'portico-client-session', event: 'answers', answers: { surname: 'X' } });
    other.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    spy.close();
    expect(heard).toEqual(['started', 'active']);
    // No token, no answer: the event name only.
    expect(raw.slice(0, 2)).toEqual([
      { kind: 'portico-client-session', event: 'started' },
      { kind: 'portico-client-session', event: 'active' },
    ]);
  });
});
