// Serves one built micro-frontend (a remote) from its own origin, the way a CDN would:
// CORS for the shell's origin, gzip, immutable caching for hashed files, no-cache for manifests.
//   node tools/static-server.mjs --dir frontends/public-site/dist --port 4201
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
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
const cache = new Map();

function load(file) {
  const stat = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
  const body = fs.readFileSync(file);
  const gzip = compressible.has(path.extname(file)) ? zlib.gzipSync(body, { level: 9 }) : null;
  const entry = { body, gzip, mtimeMs: stat.mtimeMs };
  cache.set(file, entry);
  return entry;
}

const server = http.createServer((req, res) => {
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
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const { body, gzip } = load(file);
  const ext = path.extname(file);
  const hashed = /\.[0-9a-f]{8,}\./.test(path.basename(file));
  res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  const wantsGzip = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (wantsGzip) res.setHeader('Content-Encoding', 'gzip');
  const payload = wantsGzip ? gzip : body;
  res.setHeader('Content-Length', payload.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : payload);
});

server.listen(Number(values.port), values.host, () => {
  console.log(JSON.stringify({ level: 'info', msg: `serving ${root} on ${values.host}:${values.port}` }));
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
