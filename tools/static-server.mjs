// Serves one built micro-frontend (a remote) from its own origin, the way a CDN would, with sirv:
// CORS for the shell's origin; the build's brotli and gzip copies (frontends/build-config/
// precompress.js) sent as the browser accepts them, with Vary: Accept-Encoding and ETags; immutable
// caching for hashed files, no-cache for remoteEntry.js and mf-manifest.json (docs/adr/0059).
//   node tools/static-server.mjs --dir frontends/public-site/dist --port 4201
// NODE_ENV=production (the web image): sirv lists the folder once at start; otherwise it looks each
// request up on disk, so a rebuild under a running `npm start` is served at once.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Negotiator from 'negotiator';
import sirv from 'sirv';

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
const HASHED = /\.[0-9a-f]{8,}\./;
/** Text sirv names without a charset (it adds one to HTML only). */
const UTF8 = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

const files = sirv(root, {
  dev: process.env.NODE_ENV !== 'production',
  etag: true,
  brotli: true,
  gzip: true,
  extensions: [],
  setHeaders(res, pathname) {
    const type = UTF8[path.extname(pathname)];
    if (type) res.setHeader('Content-Type', `${type}; charset=utf-8`);
  },
});

function serve(req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
    return void res.writeHead(204).end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  if (req.url === '/livez' || req.url === '/readyz')
    return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
  }
  // sirv looks for the words `br` and `gzip` only; weights (`br;q=0`) are negotiated here, brotli first.
  req.headers['accept-encoding'] = new Negotiator(req).encoding(['br', 'gzip', 'identity'], {
    preferred: ['br', 'gzip', 'identity'],
  });
  // Set before sirv answers, so its 304s carry them too.
  res.setHeader(
    'Cache-Control',
    HASHED.test(path.basename(pathname)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  res.setHeader('Vary', 'Accept-Encoding');
  files(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
}

const server = http.createServer((req, res) => {
  try {
    serve(req, res);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'request failed', err: String(error?.message ?? error) }),
    );
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal Server Error');
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(JSON.stringify({ level: 'info', msg: `serving ${root} on ${values.host}:${values.port}` }));
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
