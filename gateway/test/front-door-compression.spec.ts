/**
 * The front door over real HTTP: the shell's files as the build writes them (precompress.js: brotli
 * and gzip copies beside each text file) sent compressed (brotli, else gzip) with
 * Vary: Accept-Encoding, immutable caching for hashed names and no-cache for index.html and
 * remotes.json, while answers (/graphql) stay uncompressed and no-store, and the CSP and security
 * headers stay on everything.
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createFrontDoor } from '../src/front-door';
import { generateActorKeyPair, startTestGateway, type RunningGateway } from './support/portico-system';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build step whose output the front door serves
import { precompressDir } from '../../frontends/build-config/precompress.js';

jest.setTimeout(60_000);

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, so the body arrives exactly as sent (fetch would decode it). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
}

function expectSecurityHeaders(res: RawResponse) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self' http://127.0.0.1:4201");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const gatewayRemotes = {
  publicSite: 'http://127.0.0.1:4201',
  applicantEditor: 'http://127.0.0.1:4202',
  agencyConsole: 'http://127.0.0.1:4203',
  clientIntake: 'http://127.0.0.1:4204',
};
const mainJs = `${'export function render(){return document.title;}\n'.repeat(400)}`;
const indexHtml = `<!doctype html><html><head><title>Portico</title>${'<meta name="x" content="y">'.repeat(80)}</head><body><div id="root"></div><script defer src="/main.3f9a1c2e.js"></script></body></html>`;
const styles = `${'.alert{color:red;margin:0 auto}\n'.repeat(200)}`;

let shellDist: string;
let gateway: RunningGateway;

beforeAll(async () => {
  shellDist = mkdtempSync(path.join(tmpdir(), 'portico-shell-'));
  writeFileSync(path.join(shellDist, 'index.html'), indexHtml);
  writeFileSync(path.join(shellDist, 'main.3f9a1c2e.js'), mainJs);
  writeFileSync(
    path.join(shellDist, 'main.3f9a1c2e.js.map'),
    JSON.stringify({ version: 3, mappings: 'A'.repeat(5000) }),
  );
  writeFileSync(path.join(shellDist, '599.1e183fd7.css'), styles);
  writeFileSync(path.join(shellDist, 'tiny.0badc0de.js'), 'console.log(1)');
  writeFileSync(path.join(shellDist, 'logo.png'), Buffer.alloc(4096, 1));
  mkdirSync(path.join(shellDist, 'nested'));
  writeFileSync(path.join(shellDist, 'nested', 'page.12345678.js'), mainJs);
  await precompressDir(shellDist);
  gateway = await startTestGateway({ keys: generateActorKeyPair(), shellDist });
});

afterAll(async () => {
  await gateway?.stop();
});

describe('compressed shell files', () => {
  it('sends brotli when the browser accepts it, with Vary, immutable caching and security headers', async () => {
    const res = await raw(`${gateway.origin}/main.3f9a1c2e.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(mainJs.length / 10);
    expect(decoded(res)).toBe(mainJs);
    expectSecurityHeaders(res);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await raw(`${gateway.origin}/main.3f9a1c2e.js`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(decoded(res)).toBe(mainJs);
    }
  });

  it('sends the file as it is to a client that accepts neither, still with Vary', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip;q=0, br;q=0' },
    ];
    for (const headers of variants) {
      const res = await raw(`${gateway.origin}/main.3f9a1c2e.js`, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(mainJs);
    }
  });

  it('compresses CSS and files in sub-folders too', async () => {
    const css = await raw(`${gateway.origin}/599.1e183fd7.css`, { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(css)).toBe(styles);
    const nested = await raw(`${gateway.origin}/nested/page.12345678.js`, { 'accept-encoding': 'gzip' });
    expect(nested.headers['content-encoding']).toBe('gzip');
    expect(decoded(nested)).toBe(mainJs);
  });

  it('compresses index.html, at / and as the client-side route fallback, and keeps it no-cache', async () => {
    for (const route of ['/', '/index.html', '/workspaces/w1/forms']) {
      const res = await raw(`${gateway.origin}${route}`, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(decoded(res)).toBe(indexHtml);
      expectSecurityHeaders(res);
    }
  });

  it('answers a repeated no-cache request with 304 when the ETag matches, per encoding', async () => {
    const first = await raw(`${gateway.origin}/`, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const identity = await raw(`${gateway.origin}/`, { 'accept-encoding': 'identity' });
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(String(identity.headers.etag)).not.toBe(etag);
    const again = await raw(`${gateway.origin}/`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('Accept-Encoding');
    const other = await raw(`${gateway.origin}/`, {
      'accept-encoding': 'br',
      'if-none-match': '"something-else"',
    });
    expect(other.status).toBe(200);
  });

  it('keeps remotes.json no-cache', async () => {
    const res = await raw(`${gateway.origin}/remotes.json`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(decoded(res))).toHaveProperty('publicSite');
    expectSecurityHeaders(res);
  });

  it('does not compress tiny files or images', async () => {
    const tiny = await raw(`${gateway.origin}/tiny.0badc0de.js`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1)');
    const png = await raw(`${gateway.origin}/logo.png`, { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.length).toBe(4096);
  });

  it('answers HEAD with the headers of the chosen encoding and no body', async () => {
    const get = await raw(`${gateway.origin}/main.3f9a1c2e.js`, { 'accept-encoding': 'gzip' });
    const head = await raw(`${gateway.origin}/main.3f9a1c2e.js`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it('serves a file rebuilt on disk (with its new copies), not a stale one', async () => {
    const file = path.join(shellDist, 'index.html');
    const before = decoded(await raw(`${gateway.origin}/`, { 'accept-encoding': 'br' }));
    expect(before).toBe(indexHtml);
    const updated = indexHtml.replace('<title>Portico</title>', '<title>Portico 2</title>');
    writeFileSync(file, updated);
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    await precompressDir(shellDist);
    expect(decoded(await raw(`${gateway.origin}/`, { 'accept-encoding': 'br' }))).toBe(updated);
    expect(decoded(await raw(`${gateway.origin}/`, { 'accept-encoding': 'identity' }))).toBe(updated);
    writeFileSync(file, indexHtml);
    await precompressDir(shellDist);
  });
});

describe('answers are not compressed', () => {
  it('keeps /graphql responses uncompressed and no-store whatever the browser accepts', async () => {
    const res = await raw(
      `${gateway.origin}/graphql`,
      {
        'accept-encoding': 'br, gzip',
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
      },
      'POST',
      JSON.stringify({ query: '{ __typename }' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body.toString())).toEqual({ data: { __typename: 'Query' } });
    expectSecurityHeaders(res);
  });

  it('keeps /auth responses uncompressed and no-store', async () => {
    const res = await raw(`${gateway.origin}/auth/login`, { 'accept-encoding': 'br, gzip' }, 'GET');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the front door as production runs it (sirv lists the files once)', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const serve = createFrontDoor({ shellDist, remotes: gatewayRemotes }, { cached: true });
    server = createServer((req, res) => void serve(req, res, new URL(req.url ?? '/', 'http://x').pathname));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the listed files compressed, the index for routes, 404 for unknown files and paths outside', async () => {
    const js = await raw(`${origin}/main.3f9a1c2e.js`, { 'accept-encoding': 'br;q=0, gzip' });
    expect([js.status, js.headers['content-encoding'], js.headers['cache-control']]).toEqual([
      200,
      'gzip',
      IMMUTABLE,
    ]);
    expect(decoded(js)).toBe(mainJs);
    const route = await raw(`${origin}/workspaces/w1/board`, { 'accept-encoding': 'br' });
    expect([route.status, route.headers['content-encoding'], route.headers['cache-control']]).toEqual([
      200,
      'br',
      'no-cache',
    ]);
    expect(decoded(route)).toBe(indexHtml);
    for (const missing of ['/missing.12345678.js', '/%2e%2e/package.json', '/..%2f..%2fetc%2fhosts.txt'])
      expect((await raw(`${origin}${missing}`)).status).toBe(404);
    // A path without a file name is a client-side route: the index, never a file outside the folder.
    expect((await raw(`${origin}/..%2f..%2fetc%2fpasswd`)).body.toString()).toBe(indexHtml);
    const notModified = await raw(`${origin}/599.1e183fd7.css`, {
      'accept-encoding': 'br',
      'if-none-match': String((await raw(`${origin}/599.1e183fd7.css`, { 'accept-encoding': 'br' })).headers.etag),
    });
    expect([notModified.status, notModified.headers['cache-control'], notModified.headers.vary]).toEqual([
      304,
      IMMUTABLE,
      'Accept-Encoding',
    ]);
  });
});
