// The gateway passes a live view's WebSocket (/live-view/<submission id>?ticket=…) to the robot
// worker the submission service names, with the client's address and nothing of the user's
// (docs/adr/0042); a filing no worker holds is refused 409, the worker's refusals reach the browser.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { createLogger } from '@portico/service-kit';
import { createLiveViewProxy, liveViewSubmission } from '../src/live-view-proxy';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

describe('the live view through the gateway', () => {
  const id = '6f1c1d1e-0000-4000-8000-00000000abcd';
  const servers: Server[] = [];
  let gatewayUrl: string;
  const workerSaw: { url: string; headers: IncomingMessage['headers'] }[] = [];
  const internalCalls: IncomingMessage['headers'][] = [];

  beforeAll(async () => {
    // The robot worker: echoes input, refuses a ticket "bad".
    const wss = new WebSocketServer({ noServer: true });
    const worker = createServer();
    worker.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      workerSaw.push({ url: req.url ?? '', headers: req.headers });
      if ((req.url ?? '').includes('ticket=bad')) return void socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      wss.handleUpgrade(req, socket, head, (ws) =>
        ws.on('message', (data) => ws.send(`echo:${String(data)}`)),
      );
    });
    servers.push(worker);
    const workerUrl = await listen(worker);
    // The submission service's internal route: the worker holds `id` only.
    const submission = createServer((req, res) => {
      internalCalls.push(req.headers);
      if (req.url === `/internal/live-view/${id}`) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ url: workerUrl }));
      }
      res.writeHead(404).end();
    });
    servers.push(submission);
    const submissionUrl = await listen(submission);
    const proxy = createLiveViewProxy({
      submissionUrl: `${submissionUrl}/graphql`,
      signSystemActor: () => 'signed-system-actor',
      logger: createLogger({ name: 'test', level: 'silent' }),
    });
    const gateway = createServer();
    gateway.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const submissionId = liveViewSubmission(new URL(req.url ?? '/', 'http://x').pathname);
      if (!submissionId) return void socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      void proxy(req, socket, head, submissionId, '203.0.113.9', 'req-1');
    });
    servers.push(gateway);
    gatewayUrl = (await listen(gateway)).replace('http', 'ws');
  });
  afterAll(() =>
    Promise.all(
      servers.map(
        (s) =>
          new Promise((resolve) => {
            s.closeAllConnections();
            s.close(resolve);
          }),
      ),
    ),
  );

  const open = (path: string, headers: Record<string, string> = {}) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${gatewayUrl}${path}`, { headers });
      ws.once('open', () => resolve(ws));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });

  it('reaches the worker that holds the filing, both ways, with the client address and no cookies', async () => {
    const ws = await open(`/live-view/${id}?ticket=good`, {
      cookie: 'portico_session=secret',
      'x-portico-actor': 'forged',
    });
    const echoed = new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
    ws.send('{"type":"hello"}');
    expect(await echoed).toBe('echo:{"type":"hello"}');
    ws.close();
    const seen = workerSaw.at(-1)!;
    expect(seen.url).toBe(`/live-view/${id}?ticket=good`);
    expect(seen.headers['x-portico-client-ip']).toBe('203.0.113.9');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-portico-actor']).toBeUndefined();
    expect(internalCalls.at(-1)!['x-portico-actor']).toBe('signed-system-actor');
  });

  it("passes the worker's refusal on, and refuses a filing no worker holds", async () => {
    await expect(open(`/live-view/${id}?ticket=bad`)).rejects.toThrow('HTTP 403');
    await expect(open('/live-view/6f1c1d1e-0000-4000-8000-000000000000?ticket=good')).rejects.toThrow(
      'HTTP 409',
    );
    expect(liveViewSubmission('/live-view/not-a-uuid')).toBeNull();
    expect(liveViewSubmission('/live-view/../internal')).toBeNull();
  });
});
