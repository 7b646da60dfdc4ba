import type { AuthResult } from '@portico/ui';
import type { SessionEvent } from './session-channel';
import { createClientSessionWatch, WARNING_MS, type SessionWatchDeps } from './session-watch';

const MINUTE = 60_000;
const FORM = 'form-1';

function live(idleEndsInMs: number, endsInMs = 11 * 60 * MINUTE, formId = FORM): AuthResult {
  return {
    ok: true,
    status: 200,
    code: undefined,
    error: {},
    body: { formId, idleEndsInMs, endsInMs, idleMs: 30 * MINUTE },
  };
}
const ended = (reason: 'IDLE' | 'MAX_AGE'): AuthResult => ({
  ok: false,
  status: 401,
  code: 'SESSION_ENDED',
  error: { code: 'SESSION_ENDED', reason },
  body: {},
});
const linkGone: AuthResult = {
  ok: false,
  status: 401,
  code: 'LINK_INVALID',
  error: { code: 'LINK_INVALID' },
  body: {},
};

/** identity as the watch sees it: each look answers the next of `answers` (the last one repeats). */
function harness(answers: AuthResult[]) {
  const looks: boolean[] = [];
  const announced: SessionEvent[] = [];
  let tabs: ((event: SessionEvent) => void) | null = null;
  const begins: number[] = [];
  const deps: SessionWatchDeps = {
    look: async (stay) => {
      looks.push(stay);
      return answers.length > 1 ? answers.shift()! : answers[0];
    },
    begin: async () => {
      begins.push(Date.now());
      return { status: 200, errors: [] };
    },
    announce: (event) => void announced.push(event),
    listen: (listener) => {
      tabs = listener;
      return () => (tabs = null);
    },
  };
  const watch = createClientSessionWatch(deps);
  const otherTab = (event: SessionEvent) => tabs?.(event);
  return { watch, looks, announced, begins, otherTab, answers };
}

/** Lets timers run for `ms` and the looks they start settle. */
async function pass(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('the client session watch', () => {
  it('looks once at the start, then warns about 2 minutes before the idle end, from identity’s own answer', async () => {
    const { watch, looks } = harness([live(30 * MINUTE), live(WARNING_MS - 5_000)]);
    watch.start(FORM, true);
    await pass(0);
    expect(looks).toEqual([false]);
    expect(watch.getSnapshot()).toEqual({ kind: 'active' });
    // Nothing until 2 minutes before the end; then a look, which confirms it.
    await pass(28 * MINUTE - 1_000);
    expect(looks).toHaveLength(1);
    await pass(1_000);
    expect(looks).toEqual([false, false]);
    expect(watch.getSnapshot()).toMatchObject({ kind: 'warning', end: 'IDLE' });
    watch.stop();
  });

  it('takes the client’s requests as activity: the warning goes and the next look moves back', async () => {
    const { watch, looks } = harness([live(30 * MINUTE), live(WARNING_MS - 5_000), live(30 * MINUTE)]);
    watch.start(FORM, true);
    await pass(28 * MINUTE);
    expect(watch.getSnapshot().kind).toBe('warning');
    watch.observe(200, []); // an autosave answered
    expect(watch.getSnapshot()).toEqual({ kind: 'active' });
    // identity records activity at most once a minute: the next look comes 27 minutes later.
    await pass(26 * MINUTE);
    expect(looks).toHaveLength(2);
    await pass(MINUTE + 1_000);
    expect(looks).toHaveLength(3);
    watch.stop();
  });

  it('"Stay signed in" records activity and tells the other tabs', async () => {
    const { watch, looks, announced } = harness([live(WARNING_MS), live(30 * MINUTE)]);
    watch.start(FORM, true);
    await pass(0);
    expect(watch.getSnapshot().kind).toBe('warning');
    await expect(watch.stay()).resolves.toBe(true);
    expect(looks).toEqual([false, true]);
    expect(watch.getSnapshot()).toEqual({ kind: 'active' });
    expect(announced).toEqual(['active']);
    watch.stop();
  });

  it('keeps the session when another tab was active meanwhile, and ends it when identity says so', async () => {
    const { watch, answers } = harness([live(WARNING_MS), live(25 * MINUTE)]);
    watch.start(FORM, true);
    await pass(0);
    expect(watch.getSnapshot().kind).toBe('warning');
    await pass(WARNING_MS + 1_000); // the end passed: identity says another tab kept it alive
    expect(watch.getSnapshot()).toEqual({ kind: 'active' });
    answers.splice(0, answers.length, ended('IDLE'));
    await pass(25 * MINUTE);
    expect(watch.getSnapshot()).toEqual({ kind: 'ended', end: 'IDLE' });
    watch.stop();
  });

  it('warns without a button before the 12-hour end, which comes whatever the client does', async () => {
    const { watch } = harness([live(30 * MINUTE, WARNING_MS - 1_000), ended('MAX_AGE')]);
    watch.start(FORM, true);
    await pass(0);
    expect(watch.getSnapshot()).toMatchObject({ kind: 'warning', end: 'MAX_AGE' });
    watch.observe(200, []);
    expect(watch.getSnapshot()).toMatchObject({ kind: 'warning', end: 'MAX_AGE' });
    await pass(WARNING_MS);
    expect(watch.getSnapshot()).toEqual({ kind: 'ended', end: 'MAX_AGE' });
    watch.stop();
  });

  it('holds unsent saves while ended and lets them go once the link was opened again in another tab', async () => {
    const { watch, begins, otherTab, answers } = harness([live(30 * MINUTE)]);
    const renewed = jest.fn();
    watch.onRenewed(renewed);
    watch.start(FORM, true);
    await pass(0);
    // A save is refused: the session ended.
    watch.observe(401, [
      { message: 'ended', extensions: { reason: 'CLIENT_SESSION_ENDED', sessionEnd: 'IDLE' } },
    ]);
    expect(watch.getSnapshot()).toEqual({ kind: 'ended', end: 'IDLE' });
    answers.splice(0, answers.length, ended('IDLE'));
    let saved = false;
    void watch.whenRenewed().then(() => (saved = true));
    await pass(5_000);
    expect(saved).toBe(false);
    // The client opens the link from their e-mail in a new tab.
    answers.splice(0, answers.length, live(30 * MINUTE));
    otherTab('started');
    await pass(0);
    expect(begins).toHaveLength(1); // the new session's use, as Continue Editing would count it
    expect(saved).toBe(true);
    expect(renewed).toHaveBeenCalledTimes(1);
    expect(watch.getSnapshot()).toEqual({ kind: 'active' });
    watch.stop();
  });

  it('counts no use for a page whose client never started, and refuses to wait when the link itself ended', async () => {
    const { watch, begins, otherTab, answers } = harness([ended('IDLE')]);
    watch.start(FORM, false, 'IDLE');
    answers.splice(0, answers.length, live(30 * MINUTE));
    otherTab('started');
    await pass(0);
    expect(begins).toHaveLength(0);
    expect(watch.getSnapshot()).toEqual({ kind: 'active' });
    answers.splice(0, answers.length, linkGone);
    await expect(watch.whenRenewed()).rejects.toThrow('The access link has ended');
    expect(watch.getSnapshot()).toEqual({ kind: 'link-ended', problem: 'LINK_INVALID' });
    watch.stop();
  });

  it('treats a session of another form (a second link opened in this browser) as this page’s end', async () => {
    const { watch } = harness([live(30 * MINUTE, 11 * 60 * MINUTE, 'form-2')]);
    watch.start(FORM, true);
    await pass(0);
    expect(watch.getSnapshot()).toEqual({ kind: 'ended', end: 'IDLE' });
    watch.stop();
  });

  it('looks again when a sleeping phone shows the page, and after a failed look', async () => {
    const offline: AuthResult = { ok: false, status: 0, code: 'NETWORK', error: {}, body: {} };
    const { watch, looks } = harness([offline, live(30 * MINUTE)]);
    watch.start(FORM, true);
    await pass(0);
    expect(watch.getSnapshot()).toEqual({ kind: 'active' });
    await pass(30_000);
    expect(looks).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await pass(0);
    expect(looks).toHaveLength(3);
    watch.stop();
  });
});
