import http from 'node:http';
import type { AddressInfo } from 'node:net';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- a plain ES module of the benches, without types
import { closeAll, post } from '../http-client.mjs';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}
const send = post as (url: string, headers: Record<string, string>, body: string) => Promise<Answer>;

const big = 'x'.repeat(300_000);
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const echo = { echo: body, header: req.headers['x-test'] ?? null };
      if (req.url === '/chunked') {
        // Written in pieces without a length: chunked transfer encoding.
        res.write('{"big":');
        setTimeout(() => res.end(`${JSON.stringify(big)},"echo":${JSON.stringify(body)}}`), 5);
      } else if (req.url === '/close') {
        res.setHeader('connection', 'close');
        res.end(JSON.stringify(echo));
      } else {
        const text = JSON.stringify({ ...echo, big });
        res.writeHead(201, { 'content-length': Buffer.byteLength(text) });
        res.end(text);
      }
    });
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  closeAll();
  await new Promise((resolve) => server.close(resolve));
});

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8'));

describe('bench http client', () => {
  it('sends the body and headers and reads a sized answer that spans many packets', async () => {
    const answer = await send(`${origin}/sized`, { 'x-test': 'yes' }, 'hello');
    expect(answer.status).toBe(201);
    expect(json(answer)).toEqual({ echo: 'hello', header: 'yes', big });
  });

  it('reads a chunked answer', async () => {
    expect(json(await send(`${origin}/chunked`, {}, 'x'))).toEqual({ big, echo: 'x' });
  });

  it('closes a connection the server closes, and the next request opens a new one', async () => {
    expect(json(await send(`${origin}/close`, {}, 'c')).echo).toBe('c');
    expect(json(await send(`${origin}/close`, {}, 'd')).echo).toBe('d');
  });

  it('gives each of many concurrent requests its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(`${origin}/sized`, {}, String(i))),
    );
    expect(answers.map((a) => json(a).echo)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
  });

  it('sends again on a new connection when the server closed the idle one', async () => {
    await send(`${origin}/sized`, {}, 'first');
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the server's keep-alive timeout
    expect(json(await send(`${origin}/sized`, {}, 'again')).echo).toBe('again');
  });

  it('refuses anything but plain HTTP', async () => {
    await expect(send('https://127.0.0.1:1/graphql', {}, '')).rejects.toThrow('plain HTTP only');
  });
});
