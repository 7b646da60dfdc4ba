/**
 * The shell's static files, the runtime remotes manifest, and the SPA fallback. Text files go out
 * brotli- or gzip-compressed from an in-memory cache (see compression.ts), with
 * `Vary: Accept-Encoding`, an ETag, and `immutable` caching for content-hashed names.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  CompressedFileCache,
  etagFor,
  isCompressibleType,
  MAX_CACHED_BYTES,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
} from './compression';
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

interface FileStat {
  size: number;
  mtimeMs: number;
}

async function fileAt(file: string): Promise<FileStat | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** True when If-None-Match names one of the given validators (or is `*`). */
function notModified(req: IncomingMessage, etags: string[]): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const given = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return given.includes('*') || given.some((tag) => etags.includes(tag));
}

export function createFrontDoor(config: Pick<GatewayConfig, 'remotes' | 'shellDist'>) {
  const remotesJson = JSON.stringify(remotesManifest(config.remotes));
  const root = config.shellDist ? path.resolve(config.shellDist) : '';
  const cache = new CompressedFileCache();

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    info: FileStat,
    cacheControl: string,
  ) {
    const contentType = contentTypeOf(file);
    if (info.size > MAX_CACHED_BYTES) {
      res.writeHead(200, {
        'Content-Type': contentType,
        'Content-Length': String(info.size),
        'Cache-Control': cacheControl,
      });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
      return;
    }
    const variants = await cache.get(file, info, contentType);
    const varies = isCompressibleType(contentType) && variants.identity.length >= MIN_COMPRESS_BYTES;
    const wanted = varies ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    const encoding = wanted !== 'identity' && variants[wanted] ? wanted : 'identity';
    const body = encoding === 'identity' ? variants.identity : variants[encoding]!;
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      ETag: etagFor(variants, encoding),
    };
    if (varies) headers.Vary = 'Accept-Encoding';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    const validators = (['identity', 'br', 'gzip'] as const)
      .filter((name) => name === 'identity' || variants[name])
      .map((name) => etagFor(variants, name));
    if (notModified(req, validators)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Compresses every servable text file ahead of the first request (source maps excepted: they are
   * compressed when first asked for). Runs in the background after start; errors are only reported.
   */
  async function warm(): Promise<number> {
    if (!root) return 0;
    let count = 0;
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(file);
        else if (entry.isFile() && !entry.name.endsWith('.map') && isCompressibleType(contentTypeOf(file))) {
          const info = await fileAt(file);
          if (info && info.size <= MAX_CACHED_BYTES) {
            await cache.get(file, info, contentTypeOf(file));
            count += 1;
          }
        }
      }
    };
    await walk(root);
    return count;
  }

  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
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
    const info = file === root ? null : await fileAt(file);
    if (info !== null) {
      const isIndex = path.basename(file) === 'index.html';
      const cacheControl = !isIndex && HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(req, res, file, info, cacheControl);
    }
    // Unknown paths that look like files are real 404s; everything else is a client-side route.
    if (path.posix.extname(decoded) !== '') return sendText(res, 404, 'Not Found');
    const index = path.join(root, 'index.html');
    const indexInfo = await fileAt(index);
    if (indexInfo === null) return sendText(res, 404, 'Not Found');
    return sendFile(req, res, index, indexInfo, 'no-cache');
  }

  return Object.assign(serve, { warm });
}
