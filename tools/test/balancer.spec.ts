// The replica topology's connection balancer (tools/balancer.mjs, docs/adr/0051) with real servers:
// connections go to the replicas in turn, a replica that refuses is skipped, a kept-alive
// connection and a WebSocket stay on the replica they reached.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, WebSocket } from 'ws';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- a plain ES module of the orchestrator, without types
import { startBalancer } from '../balancer.mjs';

interface Balancer {
  port: number;
  counts: Map<number, number>;
  close(): Promise<void>;
}

/** An HTTP server that answers its name, and on WebSocket echoes its name with each message. */
async function replica(name: string): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => res.end(name));
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`${name}:${data}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A free port nobody listens on. */
async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One request on a connection of its own (no keep-alive). */
function getOnce(port: number, agent: http.Agent | false = false): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('hands each new connection to the next replica in turn', async () => {
  const [a, b] = [await replica('a'), await replica('b')];
  const balancer: Balancer = await startBalancer({ port: 0, backends: [a.port, b.port] });
  cleanups.push(a.close, b.close, balancer.close);
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await getOnce(balancer.port));
  expect(answers).toEqual(['a', 'b', 'a', 'b']);
  expect([...balancer.counts.values()]).toEqual([2, 2]);
});

it('skips a replica that refuses the connection, and fails a connection only when every replica refuses', async () => {
  const a = await replica('a');
  const dead = await deadPort();
  const balancer: Balancer = await startBalancer({ port: 0, backends: [dead, a.port] });
  cleanups.push(a.close, balancer.close);
  for (let i = 0; i < 3; i++) expect(await getOnce(balancer.port)).toBe('a');
  await a.close();
  await expect(getOnce(balancer.port)).rejects.toThrow(/socket hang up|ECONNRESET/);
});

it('keeps a kept-alive connection and a WebSocket on the replica they reached', async () => {
  const [a, b] = [await replica('a'), await replica('b')];
  const balancer: Balancer = await startBalancer({ port: 0, backends: [a.port, b.port] });
  cleanups.push(a.close, b.close, balancer.close);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(async () => agent.destroy());
  const kept = [];
  for (let i = 0; i < 3; i++) kept.push(await getOnce(balancer.port, agent));
  expect(new Set(kept).size).toBe(1);

  const socket = new WebSocket(`ws://127.0.0.1:${balancer.port}/`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const echoes: string[] = [];
  socket.on('message', (data) => echoes.push(String(data)));
  for (const message of ['one', 'two', 'three']) socket.send(message);
  await new Promise<void>((resolve) => {
    const check = setInterval(() => echoes.length === 3 && (clearInterval(check), resolve()), 20);
  });
  const names = new Set(echoes.map((echo) => echo.split(':')[0]));
  expect(names.size).toBe(1);
  expect(echoes.map((echo) => echo.split(':')[1])).toEqual(['one', 'two', 'three']);
  socket.close();
});
