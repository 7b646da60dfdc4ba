/**
 * @jest-environment node
 */
import { AutosaveClient, backoffDelay } from './autosave-client';
import type { SaveAnswersInput, SaveAnswersResult, SaveOutcome, SaveTransport } from './save-types';
import { createTabIdentity } from './tab-identity';

interface Call {
  input: SaveAnswersInput;
  keepalive: boolean;
  answer: (outcome: SaveOutcome) => void;
}

/** A server under the test's control: every request waits until the test answers it. */
function fakeServer() {
  const calls: Call[] = [];
  const request = (input: SaveAnswersInput, keepalive: boolean) =>
    new Promise<SaveOutcome>((resolve) => {
      // A deep copy: what went on the wire, whatever the client does later.
      calls.push({
        input: JSON.parse(JSON.stringify(input)) as SaveAnswersInput,
        keepalive,
        answer: resolve,
      });
    });
  const transport: SaveTransport = {
    save: (input) => request(input, false),
    saveBeforeUnload: (input) => request(input, true),
  };
  let version = 10;
  /** Answers the request as a server applying every change would. */
  const applyAll = (call: Call, extra: Partial<SaveAnswersResult> = {}): SaveOutcome => {
    version += 1;
    return {
      kind: 'ok',
      result: {
        formId: call.input.formId,
        version,
        seq: call.input.seq,
        stale: false,
        applied: call.input.changes.map(({ section, path }) => ({ section, path, version })),
        conflicts: [],
        invalid: [],
        ...extra,
      },
    };
  };
  return { calls, transport, applyAll };
}

async function settle() {
  // Lets promise callbacks and the client's scheduling microtask run.
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

function newClient(
  server: ReturnType<typeof fakeServer>,
  options: Partial<ConstructorParameters<typeof AutosaveClient>[0]> = {},
) {
  let keys = 0;
  return new AutosaveClient({
    formId: 'form-1',
    transport: server.transport,
    tab: createTabIdentity('tab-1'),
    newKey: () => `key-${(keys += 1)}`,
    random: () => 0.5,
    ...options,
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('AutosaveClient', () => {
  it('keeps one request in flight and coalesces later edits into the next, latest value winning', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'S');
    await settle();
    expect(server.calls).toHaveLength(1);
    client.edit('personalP1', 'surname', 'SM');
    client.edit('personalP1', 'givenName', 'ANA');
    client.edit('personalP1', 'surname', 'SMITH');
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(client.getSnapshot().state).toBe('saving');

    server.calls[0].answer(server.applyAll(server.calls[0]));
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls.map((call) => call.input.seq)).toEqual([1, 2]);
    expect(server.calls[0].input).toMatchObject({
      formId: 'form-1',
      clientId: 'tab-1',
      idempotencyKey: 'key-1',
      changes: [{ section: 'personalP1', path: 'surname', value: 'S', baseVersion: 0 }],
    });
    // The second request is based on the version the first one's ack reported.
    expect(server.calls[1].input.changes).toEqual([
      { section: 'personalP1', path: 'surname', value: 'SMITH', baseVersion: 11 },
      { section: 'personalP1', path: 'givenName', value: 'ANA', baseVersion: 0 },
    ]);
    expect(server.calls[1].input.idempotencyKey).toBe('key-2');
    server.calls[1].answer(server.applyAll(server.calls[1]));
    await settle();
    expect(client.getSnapshot().state).toBe('saved');
    expect(client.hasUnsaved()).toBe(false);
  });

  it('takes base versions from the loaded versions map, including a repeater list and its items', async () => {
    const server = fakeServer();
    const client = newClient(server, {
      versions: { 'personalP1.surname': 4, 'personalP1.otherNames.0.surname': 7 },
    });
    client.edit('personalP1', 'surname', 'X');
    client.edit('personalP1', 'otherNames', [{ surname: 'A', givenName: 'B' }]);
    client.edit('personalP1', 'otherNames.0.givenName', 'C');
    await settle();
    expect(server.calls[0].input.changes).toEqual([
      { section: 'personalP1', path: 'surname', value: 'X', baseVersion: 4 },
      // The item edit merges into the whole-list write that still waited.
      {
        section: 'personalP1',
        path: 'otherNames',
        value: [{ surname: 'A', givenName: 'C' }],
        baseVersion: 7,
      },
    ]);
  });

  it('says saved only when the acknowledged request covers every edit', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'A');
    await settle();
    client.edit('personalP1', 'surname', 'AB'); // typed while the first save travels
    server.calls[0].answer(server.applyAll(server.calls[0]));
    await settle();
    expect(client.getSnapshot().state).toBe('saving');
    expect(client.hasUnsaved()).toBe(true);
    server.calls[1].answer(server.applyAll(server.calls[1]));
    await settle();
    expect(client.getSnapshot().state).toBe('saved');
  });

  it('does not count a stale answer as saved: its edits go again with a new seq', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'A');
    await settle();
    server.calls[0].answer({
      kind: 'ok',
      result: { formId: 'form-1', version: 3, seq: 1, stale: true, applied: [], conflicts: [], invalid: [] },
    });
    await settle();
    expect(client.getSnapshot().state).toBe('saving');
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].input).toMatchObject({
      seq: 2,
      idempotencyKey: 'key-2',
      changes: [{ path: 'surname', value: 'A' }],
    });
  });

  it('retries network failures with backoff and jitter, reusing the idempotency key, and is offline meanwhile', async () => {
    const server = fakeServer();
    const client = newClient(server, { backoff: { initialMs: 1000, maxMs: 8000 } });
    client.edit('personalP1', 'surname', 'A');
    await settle();
    server.calls[0].answer({ kind: 'network' });
    await settle();
    expect(client.getSnapshot().state).toBe('offline');
    expect(client.hasUnsaved()).toBe(true);
    client.edit('personalP1', 'givenName', 'B'); // waits for the retried request
    await settle();
    jest.advanceTimersByTime(749); // attempt 1: ceiling 1000 ms, jitter 0.5 → 750 ms
    await settle();
    expect(server.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(client.getSnapshot().state).toBe('offline'); // while the retry travels, too
    server.calls[1].answer({ kind: 'server', status: 503 });
    await settle();
    expect(client.getSnapshot().state).toBe('retrying');
    jest.advanceTimersByTime(1500); // attempt 2: ceiling 2000 ms → 1500 ms
    await settle();
    expect(server.calls).toHaveLength(3);
    expect(server.calls.slice(0, 3).map((call) => [call.input.seq, call.input.idempotencyKey])).toEqual([
      [1, 'key-1'],
      [1, 'key-1'],
      [1, 'key-1'],
    ]);
    expect(server.calls[2].input.changes).toEqual(server.calls[0].input.changes);
    server.calls[2].answer(server.applyAll(server.calls[2]));
    await settle();
    expect(server.calls[3].input).toMatchObject({ seq: 2, changes: [{ path: 'givenName', value: 'B' }] });
  });

  it('grows the backoff exponentially up to its cap, with jitter between half and all of it', () => {
    const backoff = { initialMs: 500, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(attempt, backoff, () => 1))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(backoffDelay(3, backoff, () => 0)).toBe(1000);
  });

  it('retries at once when asked (the browser came back online)', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'A');
    await settle();
    server.calls[0].answer({ kind: 'network' });
    await settle();
    client.retryNow();
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].input.idempotencyKey).toBe('key-1');
  });

  it('pauses on an ended session, waits for the user to log in again, then replays the same request', async () => {
    const server = fakeServer();
    let loggedIn!: () => void;
    const reauthenticate = jest.fn(() => new Promise<void>((resolve) => (loggedIn = resolve)));
    const client = newClient(server, { reauthenticate });
    client.edit('personalP1', 'surname', 'A');
    await settle();
    server.calls[0].answer({ kind: 'unauthenticated' });
    await settle();
    expect(client.getSnapshot().state).toBe('paused');
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    client.edit('personalP1', 'givenName', 'B');
    await settle();
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(server.calls).toHaveLength(1); // nothing is sent while paused

    loggedIn();
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].input).toEqual(server.calls[0].input);
    server.calls[1].answer(server.applyAll(server.calls[1]));
    await settle();
    expect(server.calls[2].input.changes).toMatchObject([{ path: 'givenName', value: 'B' }]);
    server.calls[2].answer(server.applyAll(server.calls[2]));
    await settle();
    expect(client.getSnapshot().state).toBe('saved');
  });

  it('stays paused when the user gives up logging in, and asks again on retry', async () => {
    const server = fakeServer();
    const reauthenticate = jest
      .fn()
      .mockRejectedValueOnce(new Error('cancelled'))
      .mockResolvedValueOnce(undefined);
    const client = newClient(server, { reauthenticate });
    client.edit('personalP1', 'surname', 'A');
    await settle();
    server.calls[0].answer({ kind: 'unauthenticated' });
    await settle();
    expect(client.getSnapshot().state).toBe('paused');
    expect(server.calls).toHaveLength(1);
    client.retryNow();
    await settle();
    expect(reauthenticate).toHaveBeenCalledTimes(2);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].input.idempotencyKey).toBe('key-1');
  });

  it('shows answers refused as invalid and clears them when the answer is edited again', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', '123');
    await settle();
    server.calls[0].answer(
      server.applyAll(server.calls[0], {
        applied: [],
        invalid: [
          {
            section: 'personalP1',
            path: 'surname',
            messageId: 'ds160.error.charset',
            message: 'Letters only',
          },
        ],
      }),
    );
    await settle();
    expect(client.getSnapshot().state).toBe('attention');
    expect(client.getSnapshot().invalid).toEqual({
      'personalP1.surname': expect.objectContaining({ messageId: 'ds160.error.charset' }),
    });
    expect(client.hasUnsaved()).toBe(true);
    client.edit('personalP1', 'surname', 'SMITH');
    expect(client.getSnapshot().invalid).toEqual({});
    await settle();
    server.calls[1].answer(server.applyAll(server.calls[1]));
    await settle();
    expect(client.getSnapshot().state).toBe('saved');
  });

  it('reports a conflict; keeping mine re-sends on top of the version found elsewhere', async () => {
    const server = fakeServer();
    const client = newClient(server, { versions: { 'personalP1.surname': 2 } });
    client.edit('personalP1', 'surname', 'MINE');
    await settle();
    server.calls[0].answer(
      server.applyAll(server.calls[0], {
        applied: [],
        conflicts: [{ section: 'personalP1', path: 'surname', value: 'THEIRS', version: 9, updatedBy: 'u2' }],
      }),
    );
    await settle();
    expect(client.getSnapshot().state).toBe('attention');
    expect(client.getSnapshot().conflicts['personalP1.surname']).toMatchObject({
      value: 'THEIRS',
      version: 9,
    });
    // The renderer re-sends the answer, then reports the choice, in one click.
    client.edit('personalP1', 'surname', 'MINE');
    client.resolveConflict('personalP1', 'surname', 'mine');
    await settle();
    expect(server.calls[1].input.changes).toEqual([
      { section: 'personalP1', path: 'surname', value: 'MINE', baseVersion: 9 },
    ]);
    server.calls[1].answer(server.applyAll(server.calls[1]));
    await settle();
    expect(client.getSnapshot()).toMatchObject({ state: 'saved', conflicts: {} });
  });

  it('taking theirs drops the local edit and adopts their version', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'MINE');
    await settle();
    server.calls[0].answer(
      server.applyAll(server.calls[0], {
        applied: [],
        conflicts: [{ section: 'personalP1', path: 'surname', value: 'THEIRS', version: 9 }],
      }),
    );
    await settle();
    client.resolveConflict('personalP1', 'surname', 'theirs');
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(client.getSnapshot().state).toBe('saved');
    expect(client.versionOf('personalP1', 'surname')).toBe(9);
  });

  it('does not raise again a conflict the user settled, when an older request reports it late', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'MINE');
    await settle();
    // A live event shows the conflict while the save is still on its way.
    client.receiveRemote('personalP1', { surname: 'THEIRS' }, { surname: 9 });
    client.resolveConflict('personalP1', 'surname', 'theirs');
    server.calls[0].answer(
      server.applyAll(server.calls[0], {
        applied: [],
        conflicts: [{ section: 'personalP1', path: 'surname', value: 'THEIRS', version: 9 }],
      }),
    );
    await settle();
    expect(client.getSnapshot()).toMatchObject({ state: 'saved', conflicts: {} });
  });

  it('applies other people’s changes to untouched answers and turns touched ones into conflicts', async () => {
    const server = fakeServer();
    const client = newClient(server, { versions: { 'personalP1.surname': 1, 'personalP1.givenName': 1 } });
    client.edit('personalP1', 'surname', 'MINE');
    const updates = client.receiveRemote(
      'personalP1',
      { surname: 'THEIRS', givenName: 'NEW', sex: 'F' },
      { surname: 5, givenName: 5, sex: 5 },
    );
    expect(updates).toEqual({ givenName: 'NEW', sex: 'F' });
    expect(client.getSnapshot().conflicts).toEqual({
      'personalP1.surname': { section: 'personalP1', path: 'surname', value: 'THEIRS', version: 5 },
    });
    expect(client.versionOf('personalP1', 'givenName')).toBe(5);
    // An answer still being typed (held by the renderer for its pause) counts as touched too.
    client.noteEditing('personalP1', 'sex', 'M');
    expect(client.hasUnsaved()).toBe(true);
    expect(client.receiveRemote('personalP1', { sex: 'F' }, { sex: 6 })).toEqual({});
    expect(client.getSnapshot().conflicts['personalP1.sex']).toMatchObject({ value: 'F', version: 6 });
    // Versions already seen change nothing.
    expect(client.receiveRemote('personalP1', { givenName: 'NEW' }, { givenName: 5 })).toEqual({});
  });

  it('flushes what waits with a keepalive request when the page hides, covering the request in flight', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'A');
    await settle();
    client.edit('personalP1', 'givenName', 'B');
    client.flushBeforeUnload();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toMatchObject({
      keepalive: true,
      input: {
        seq: 2,
        changes: [
          { path: 'surname', value: 'A' },
          { path: 'givenName', value: 'B' },
        ],
      },
    });
    // The first request lands late and stale: nothing more is needed.
    server.calls[0].answer({
      kind: 'ok',
      result: { formId: 'form-1', version: 3, seq: 1, stale: true, applied: [], conflicts: [], invalid: [] },
    });
    await settle();
    expect(server.calls).toHaveLength(2);
    server.calls[1].answer(server.applyAll(server.calls[1]));
    await settle();
    expect(client.getSnapshot().state).toBe('saved');
    // Nothing new: hiding again sends nothing.
    client.flushBeforeUnload();
    expect(server.calls).toHaveLength(2);
  });

  it('while hidden, sends each edit at once with keepalive (the renderer flushes its debounced answers then)', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.setHidden(true);
    expect(server.calls).toHaveLength(0); // nothing to flush
    client.edit('personalP1', 'surname', 'A');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ keepalive: true, input: { changes: [{ path: 'surname' }] } });
    client.setHidden(false);
    client.edit('personalP1', 'givenName', 'B');
    await settle();
    expect(server.calls).toHaveLength(1); // visible again: back to one request at a time
    server.calls[0].answer(server.applyAll(server.calls[0]));
    await settle();
    expect(server.calls[1]).toMatchObject({
      keepalive: false,
      input: { seq: 2, changes: [{ path: 'givenName' }] },
    });
  });

  it('retries a failed keepalive flush as an ordinary request with the same key', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'A');
    client.flushBeforeUnload();
    server.calls[0].answer({ kind: 'network' });
    await settle();
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(server.calls[1]).toMatchObject({ keepalive: false, input: server.calls[0].input });
  });

  it('keeps refused edits in memory and tries again with the next edit', async () => {
    const server = fakeServer();
    const client = newClient(server);
    client.edit('personalP1', 'surname', 'A');
    await settle();
    server.calls[0].answer({ kind: 'refused', code: 'BAD_USER_INPUT', message: 'This form is archived.' });
    await settle();
    expect(client.getSnapshot()).toMatchObject({
      state: 'failed',
      refusal: 'This form is archived.',
      refusalMessageId: null,
      unsaved: true,
    });
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(server.calls).toHaveLength(1);
    client.edit('personalP1', 'givenName', 'B');
    await settle();
    expect(server.calls[1].input.changes.map((change) => change.path)).toEqual(['surname', 'givenName']);
  });
});
