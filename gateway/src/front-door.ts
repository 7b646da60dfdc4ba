/**
 * The shell's static files, the runtime remotes manifest, and the SPA fallback, served by sirv.
 * The build writes brotli and gzip copies beside each text file (frontends/build-config/
 * precompress.js); sirv sends the one the browser accepts, with `Vary: Accept-Encoding` and an ETag
 * per copy. Content-hashed names are cached for a year (`immutable`), everything else revalidates
 * (docs/adr/0010, docs/adr/0059).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import type { GatewayConfig } from './config';

/** Build output names carry a content hash (e.g. main.3f9a1c2e.js): safe to cache forever. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Types the build compresses (precompress.js): only their answers vary by Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest|xml|map)$/i;
/** Text types sirv names without a charset (it adds one to HTML only). */
const UTF8_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** negotiator 1.x's encoding(), which @types/negotiator (0.6) does not know takes a preference. */
type EncodingNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};

export function remotesManifest(remotes: GatewayConfig['remotes']): Record<string, string> {
  return {
    publicSite: `${remotes.publicSite}/mf-manifest.json`,
    applicantEditor: `${remotes.applicantEditor}/mf-manifest.json`,
    agencyConsole: `${remotes.agencyConsole}/mf-manifest.json`,
    clientIntake: `${remotes.clientIntake}/mf-manifest.json`,
  };
}

function sendText(res: ServerResponse, status: number, body: string, cacheControl = 'no-store'): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl });
  res.end(body);
}

/**
 * Accept-Encoding reduced to the one coding to send (RFC 9110 §12.5.3 weights, by negotiator): sirv
 * itself only looks for the words `br` and `gzip`, so `br;q=0` would still get brotli.
 */
export function chooseEncoding(req: IncomingMessage): 'br' | 'gzip' | 'identity' {
  const negotiator = new Negotiator(req) as unknown as EncodingNegotiator;
  // Equal weights (`gzip, deflate, br`) go to brotli: smaller, and every browser that sends it decodes it.
  const chosen = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Caching by name and Vary only where compressed copies exist, set before sirv answers so its 304s
 * carry them too (sirv's own 304 has no headers).
 */
function presetHeaders(res: ServerResponse, pathname: string, fileLike: boolean): void {
  const isIndex = path.posix.basename(pathname) === 'index.html';
  res.setHeader('Cache-Control', fileLike && !isIndex && HASHED.test(pathname) ? IMMUTABLE : 'no-cache');
  if (!fileLike || COMPRESSIBLE.test(pathname)) res.setHeader('Vary', 'Accept-Encoding');
}

/** sirv's headers made ours: a charset on text, no Vary on types that have no compressed copies. */
function setHeaders(res: ServerResponse, pathname: string): void {
  if (!COMPRESSIBLE.test(pathname)) res.removeHeader('Vary');
  const type = UTF8_TYPES[path.posix.extname(pathname).toLowerCase()];
  if (type) res.setHeader('Content-Type', type);
}

/**
 * `options.cached`: sirv reads the folder once at start and serves from that list (production,
 * where an image's files never change); otherwise it looks each request up on disk, so a rebuild
 * under a running `npm start` is served at once.
 */
export function createFrontDoor(
  config: Pick<GatewayConfig, 'remotes' | 'shellDist'>,
  options: { cached?: boolean } = {},
) {
  const remotesJson = JSON.stringify(remotesManifest(config.remotes));
  const root = config.shellDist ? path.resolve(config.shellDist) : '';
  const files = root
    ? sirv(root, {
        dev: !options.cached,
        etag: true,
        brotli: true,
        gzip: true,
        extensions: [],
        dotfiles: false,
        setHeaders,
      })
    : null;

  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed');
    }
    if (pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return void res.end(req.method === 'HEAD' ? undefined : remotesJson);
    }
    if (!files) return sendText(res, 404, 'Not Found');
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return sendText(res, 400, 'Bad Request');
    }
    if (decoded.includes('\0')) return sendText(res, 404, 'Not Found');
    req.headers['accept-encoding'] = chooseEncoding(req);
    const fileLike = path.posix.extname(decoded) !== '';
    presetHeaders(res, decoded, fileLike);
    const original = req.url;
    // A known file, else (for paths that do not look like files) the client-side route's index.html.
    files(req, res, () => {
      if (fileLike) return sendText(res, 404, 'Not Found');
      req.url = '/index.html';
      files(req, res, () => sendText(res, 404, 'Not Found'));
      req.url = original;
    });
  }

  return serve;
}
