/**
 * `/live-view/<submission id>?ticket=…` (docs/adr/0042): the live view's WebSocket, on the one
 * browser origin. The gateway asks the submission service where the robot worker holding the filing
 * listens (`GET /internal/live-view/:id`, as itself), and passes the upgrade on to that worker with
 * the client's address; the worker verifies the ticket (who may watch, who may sign). The gateway
 * neither reads nor changes the frames and input that then flow both ways.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ACTOR_HEADER, CLIENT_IP_HEADER, REQUEST_ID_HEADER } from '@portico/shared-types';
import type { Logger } from '@portico/service-kit';

const LIVE_VIEW_PATH = /^\/live-view\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function liveViewSubmission(pathname: string): string | null {
  return LIVE_VIEW_PATH.exec(pathname)?.[1]?.toLowerCase() ?? null;
}

/** Headers of the upgrade the worker needs: the WebSocket handshake's own, nothing of the user's. */
const PASSED = ['sec-websocket-key', 'sec-websocket-version', 'sec-websocket-extensions', 'user-agent'];

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createLiveViewProxy(options: {
  submissionUrl: string;
  signSystemActor: () => string;
  logger: Logger;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}) {
  const fetchFn = options.fetchFn ?? fetch;
  const internal = new URL(options.submissionUrl);
  return async function proxy(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    submissionId: string,
    clientIp: string,
    requestId: string,
  ): Promise<void> {
    socket.on('error', () => socket.destroy());
    let target: string;
    try {
      const where = new URL(`/internal/live-view/${submissionId}`, internal);
      const res = await fetchFn(where, {
        headers: { [ACTOR_HEADER]: options.signSystemActor(), [REQUEST_ID_HEADER]: requestId },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      if (res.status === 404) return refuse(socket, 409, 'Conflict');
      if (!res.ok) return refuse(socket, 503, 'Service Unavailable');
      const { url } = (await res.json()) as { url: string };
      const worker = new URL(url);
      if (worker.protocol !== 'http:' && worker.protocol !== 'https:')
        return refuse(socket, 503, 'Service Unavailable');
      const asked = new URL(req.url ?? '/', 'http://gateway.invalid');
      worker.pathname = `/live-view/${submissionId}`;
      worker.search = asked.search;
      target = worker.toString();
    } catch (err) {
      options.logger.warn(
        { err: (err as Error).message, requestId },
        'live view: submission service unreachable',
      );
      return refuse(socket, 503, 'Service Unavailable');
    }
    const headers: Record<string, string> = {
      connection: 'Upgrade',
      upgrade: 'websocket',
      [CLIENT_IP_HEADER]: clientIp,
      [REQUEST_ID_HEADER]: requestId,
    };
    for (const name of PASSED) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = httpRequest(target, { headers, timeout: options.timeoutMs ?? 5_000 });
    upstream.on('upgrade', (res, workerSocket, workerHead) => {
      const lines = [`HTTP/1.1 101 Switching Protocols`];
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (workerHead.length) socket.write(workerHead);
      if (head.length) workerSocket.write(head);
      workerSocket.setNoDelay(true);
      (socket as { setNoDelay?: (v: boolean) => void }).setNoDelay?.(true);
      workerSocket.pipe(socket);
      socket.pipe(workerSocket);
      const close = () => {
        workerSocket.destroy();
        socket.destroy();
      };
      workerSocket.on('error', close);
      workerSocket.on('close', close);
      socket.on('close', close);
    });
    upstream.on('response', (res) => {
      // The worker refused (a bad ticket: 403; no such filing here: 409): the browser is told so.
      refuse(socket, res.statusCode ?? 502, res.statusMessage ?? 'Refused');
      res.resume();
    });
    upstream.on('timeout', () => upstream.destroy(new Error('live view worker timed out')));
    upstream.on('error', (err) => {
      options.logger.warn({ err: err.message, requestId }, 'live view: worker unreachable');
      if (socket.writable) refuse(socket, 502, 'Bad Gateway');
    });
    upstream.end();
  };
}
