import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { WebSocket, WebSocketServer as WebSocketServerType } from 'ws';
import { fireEvent, waitFor, within } from '@testing-library/react';

/**
 * The robot worker's side of a live view for the frontends' tests (docs/adr/0042): a real WebSocket
 * server that answers `hello` with a frame (none for the first `hellosWithoutFrame`) and the given mode, refuses input in `watch` mode as the
 * worker does, and records what the page sent.
 */
export async function startLiveViewTestServer() {
  // ws's Node build (jsdom resolves the package to its browser stub).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { WebSocketServer } = require(
    path.join(path.dirname(require.resolve('ws/package.json')), 'index.js'),
  ) as {
    WebSocketServer: typeof WebSocketServerType;
  };
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const state = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mode: 'sign' as 'sign' | 'watch' | 'captcha',
    /** What the page waits for (the mode message's `waiting`) and CEAC's refusal of the previous answer. */
    waiting: 'signature' as 'signature' | 'captcha' | null,
    error: null as string | null,
    /** Hellos answered with the mode but no frame, first (a worker whose screencast did not start). */
    hellosWithoutFrame: 0,
    received: [] as Record<string, unknown>[],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  server.on('connection', (ws: WebSocket) => {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      state.received.push(message);
      if (message.type === 'hello') {
        if (state.hellosWithoutFrame > 0) state.hellosWithoutFrame -= 1;
        else
          ws.send(JSON.stringify({ type: 'frame', seq: 1, data: 'iVBORw0KGgo=', width: 1280, height: 720 }));
        ws.send(
          JSON.stringify({
            type: 'mode',
            mode: state.mode,
            waiting: state.waiting,
            error: state.error,
            deadline: new Date(Date.now() + 17 * 60_000 + 30_000).toISOString(),
          }),
        );
      }
      if (message.type === 'input' && state.mode === 'watch')
        ws.send(JSON.stringify({ type: 'input-refused', reason: 'watch-only' }));
    });
  });
  return state;
}

/** The relayed input the page sent, as `kind:action` (or `text:<text>`). */
export function relayedInput(received: Record<string, unknown>[]): string[] {
  return received
    .filter((m) => m.type === 'input')
    .map((m) => `${String(m.kind)}:${String(m.kind === 'text' ? m.text : m.action)}`);
}

/**
 * What a person on a phone does in an interactive live view inside `container`: taps the page, then
 * types `text` in the view's text box and sends it; resolves once `server` got the three as input.
 */
export async function tapAndSend(
  container: HTMLElement,
  server: { received: Record<string, unknown>[] },
  text: string,
): Promise<void> {
  const frame = within(container).getByTestId('live-view-frame');
  fireEvent.pointerDown(frame, { clientX: 0, clientY: 0 });
  fireEvent.pointerUp(frame, { clientX: 0, clientY: 0 });
  fireEvent.change(within(container).getByTestId('live-view-text'), { target: { value: text } });
  fireEvent.click(within(container).getByTestId('live-view-send'));
  await waitFor(() => {
    const relayed = relayedInput(server.received);
    if (relayed.join() !== ['mouse:down', 'mouse:up', `text:${text}`].join())
      throw new Error(`relayed ${relayed.join(', ')}`);
  });
}
