// Serves one built micro-frontend (a remote) from its own origin, the way a CDN would:
// CORS for the shell's origin, brotli (else gzip) from an in-memory cache with Vary: Accept-Encoding
// and ETags, immutable caching for hashed files, no-cache for remoteEntry.js and mf-manifest.json.
//   node tools/static-server.mjs --dir frontends/public-site/dist --port 4201
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: static-server.mjs --dir <folder> --port <port>');
  process.exit(2);
}
const root = path.resolve(values.dir);
const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.map', '.txt']);
// Below this, compression saves less than a packet.
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli when acceptable, else gzip, else identity (q=0 refuses a coding, * stands for the rest). */
function negotiateEncoding(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, raw] = param.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'q') q = Number.isFinite(Number(raw)) && Number(raw) >= 0 ? Number(raw) : 0;
    }
    const coding = name === 'x-gzip' ? 'gzip' : name;
    weights.set(coding, Math.max(weights.get(coding) ?? 0, q));
  }
  const weight = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** file -> { mtimeMs, size, entry: Promise<{ body, br?, gzip?, etag }> }, one compression per version. */
const cache = new Map();

async function compress(file) {
  const body = await fs.promises.readFile(file);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  if (!compressible.has(path.extname(file)) || body.length < MIN_COMPRESS_BYTES) return { body, etag };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { body, etag, br: br.length < body.length ? br : null, gzip: gz.length < body.length ? gz : null };
}

function load(file, stat) {
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.entry;
  const entry = compress(file);
  const record = { mtimeMs: stat.mtimeMs, size: stat.size, entry };
  cache.set(file, record);
  entry.catch(() => cache.get(file) === record && cache.delete(file));
  return entry;
}

async function serve(req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  if (req.url === '/livez' || req.url === '/readyz') {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
    return;
  }
  const file = path.join(root, path.normalize(pathname));
  const stat = file.startsWith(root + path.sep) ? await fs.promises.stat(file).catch(() => null) : null;
  if (!stat?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const entry = await load(file, stat);
  const ext = path.extname(file);
  const hashed = /\.[0-9a-f]{8,}\./.test(path.basename(file));
  const varies = Boolean(entry.br || entry.gzip);
  const wanted = varies ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const encoding = wanted !== 'identity' && entry[wanted] ? wanted : 'identity';
  const payload = encoding === 'identity' ? entry.body : entry[encoding];
  const etag = encoding === 'identity' ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
  res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('ETag', etag);
  if (varies) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  const ifNoneMatch = String(req.headers['if-none-match'] ?? '');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Length', payload.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Compresses every file except source maps in the background, before the first browser asks. */
async function warm(dir) {
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await warm(file);
    else if (compressible.has(path.extname(file)) && !file.endsWith('.map'))
      await load(file, await fs.promises.stat(file)).catch(() => {});
  }
}

const server = http.createServer((req, res) => {
  serve(req, res).catch((error) => {
    console.error(
      JSON.stringify({ level: 'error', msg: 'request failed', err: String(error?.message ?? error) }),
    );
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal Server Error');
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(JSON.stringify({ level: 'info', msg: `serving ${root} on ${values.host}:${values.port}` }));
  warm(root).catch((error) =>
    console.error(JSON.stringify({ level: 'warn', msg: 'warm-up failed', err: String(error) })),
  );
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
