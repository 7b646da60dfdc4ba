/**
 * tools/static-server.mjs, which serves each remote on its own origin under `npm start`, over real
 * HTTP: brotli (else gzip) with Vary: Accept-Encoding, immutable caching for hashed names and
 * no-cache for remoteEntry.js and mf-manifest.json, CORS for the shell.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build step whose output the server sends
import { precompressDir } from '../../frontends/build-config/precompress.js';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REPO_ROOT } from '../src/compose';
import { freePort } from './support/portico-system';

jest.setTimeout(30_000);

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(url: string, headers: Record<string, string> = {}, method = 'GET') {
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
    req.end();
  });
}

function decoded(res: RawResponse): string {
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(res.body).toString();
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
}

const exposeJs = 'export const page = () => "home";\n'.repeat(300);
const remoteEntry = 'var remote = { get: function () { return 1; } };\n'.repeat(100);
const manifest = JSON.stringify({
  id: 'publicSite',
  exposes: Array.from({ length: 100 }, (_, i) => ({ path: `./page-${i}` })),
});

let server: ChildProcess;
let origin: string;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-remote-'));
  writeFileSync(path.join(dir, '__federation_expose_pages.c4380cec.js'), exposeJs);
  writeFileSync(path.join(dir, 'remoteEntry.js'), remoteEntry);
  writeFileSync(path.join(dir, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dir, 'small.0badc0de.js'), 'x()');
  await precompressDir(dir);
  const port = await freePort();
  server = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'tools/static-server.mjs'), '--dir', dir, '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout!.once('data', () => resolve());
    server.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server?.kill('SIGTERM');
});

describe('the remotes static server', () => {
  it('sends hashed chunks brotli-compressed, immutable, with Vary and CORS', async () => {
    const res = await raw(`${origin}/__federation_expose_pages.c4380cec.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(decoded(res)).toBe(exposeJs);
  });

  it('falls back to gzip, then to the bytes as they are', async () => {
    const gz = await raw(`${origin}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(remoteEntry);
    const refused = await raw(`${origin}/remoteEntry.js`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toBe('Accept-Encoding');
    expect(refused.body.toString()).toBe(remoteEntry);
  });

  it('keeps remoteEntry.js and mf-manifest.json no-cache and revalidates them with ETags', async () => {
    for (const name of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await raw(`${origin}/${name}`, { 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      const again = await raw(`${origin}/${name}`, {
        'accept-encoding': 'br',
        'if-none-match': String(res.headers.etag),
      });
      expect(again.status).toBe(304);
    }
    expect(JSON.parse(decoded(await raw(`${origin}/mf-manifest.json`, { 'accept-encoding': 'br' })))).toEqual(
      JSON.parse(manifest),
    );
  });

  it('does not compress tiny files and 404s what is not there or outside the folder', async () => {
    const small = await raw(`${origin}/small.0badc0de.js`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('x()');
    expect((await raw(`${origin}/missing.js`)).status).toBe(404);
    expect((await raw(`${origin}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await raw(`${origin}/%E0%A4%A`)).status).toBe(400);
  });
});
