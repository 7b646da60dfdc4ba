/** The shell's static files, the runtime remotes manifest, and the SPA fallback. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { GatewayConfig } from './config';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Build output names carry a content hash (e.g. main.3f9a1c2e.js): safe to cache forever. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

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

async function fileAt(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

export function createFrontDoor(config: Pick<GatewayConfig, 'remotes' | 'shellDist'>) {
  const remotesJson = JSON.stringify(remotesManifest(config.remotes));
  const root = config.shellDist ? path.resolve(config.shellDist) : '';

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    size: number,
    cache: string,
  ) {
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Cache-Control': cache,
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  return async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed');
    }
    if (pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      return void res.end(req.method === 'HEAD' ? undefined : remotesJson);
    }
    if (!root) return sendText(res, 404, 'Not Found');
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return sendText(res, 400, 'Bad Request');
    }
    const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (decoded.includes('\0') || (file !== root && !file.startsWith(root + path.sep))) {
      return sendText(res, 404, 'Not Found');
    }
    const size = file === root ? null : await fileAt(file);
    if (size !== null) {
      const isIndex = path.basename(file) === 'index.html';
      const cache = !isIndex && HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(req, res, file, size, cache);
    }
    // Unknown paths that look like files are real 404s; everything else is a client-side route.
    if (path.posix.extname(decoded) !== '') return sendText(res, 404, 'Not Found');
    const index = path.join(root, 'index.html');
    const indexSize = await fileAt(index);
    if (indexSize === null) return sendText(res, 404, 'Not Found');
    return sendFile(req, res, index, indexSize, 'no-cache');
  };
}
