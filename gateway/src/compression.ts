/**
 * Compressed static files: Accept-Encoding negotiation (brotli, else gzip, else identity) and an
 * in-memory cache of each file's encodings, keyed by path and checked against size and mtime.
 * Only the front door's files go through here; answers (GraphQL, /auth) are never compressed or
 * cached (see docs/adr/0010-compressed-front-door.md).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files smaller than this are sent as they are: compression would save less than a packet. */
export const MIN_COMPRESS_BYTES = 1024;
/** Larger files are streamed from disk uncompressed instead of being held in memory. */
export const MAX_CACHED_BYTES = 8 * 1024 * 1024;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)\b|image\/svg\+xml\b)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli when acceptable,
 * else gzip, else identity. `q=0` refuses a coding; `*` stands for codings not named.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'identity';
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, raw] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(raw);
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    const key = name === 'x-gzip' ? 'gzip' : name;
    weights.set(key, Math.max(weights.get(key) ?? 0, q));
  }
  const star = weights.get('*');
  const weight = (coding: string) => weights.get(coding) ?? star ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

export interface FileVariants {
  identity: Buffer;
  /** Absent when compressing would not pay (small files, images, fonts). */
  br?: Buffer;
  gzip?: Buffer;
  /** Strong validator of the identity bytes; encodings get a suffix. */
  etag: string;
}

export function etagFor(variants: FileVariants, encoding: Encoding): string {
  return encoding === 'identity' ? variants.etag : `${variants.etag.slice(0, -1)}-${encoding}"`;
}

async function buildVariants(file: string, contentType: string): Promise<FileVariants> {
  const identity = await readFile(file);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  if (identity.length < MIN_COMPRESS_BYTES || !isCompressibleType(contentType)) return { identity, etag };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    identity,
    etag,
    // An encoding that does not shrink the file is not worth a decoding step in the browser.
    ...(br.length < identity.length ? { br } : {}),
    ...(gz.length < identity.length ? { gzip: gz } : {}),
  };
}

interface CacheEntry {
  size: number;
  mtimeMs: number;
  variants: Promise<FileVariants>;
}

/** Each file's bytes and encodings, computed once per version of the file (size + mtime). */
export class CompressedFileCache {
  private readonly entries = new Map<string, CacheEntry>();

  /** Resolves the variants; concurrent requests for the same file share one compression. */
  get(file: string, stat: { size: number; mtimeMs: number }, contentType: string): Promise<FileVariants> {
    const hit = this.entries.get(file);
    if (hit && hit.size === stat.size && hit.mtimeMs === stat.mtimeMs) return hit.variants;
    const variants = buildVariants(file, contentType);
    const entry: CacheEntry = { size: stat.size, mtimeMs: stat.mtimeMs, variants };
    this.entries.set(file, entry);
    variants.catch(() => {
      if (this.entries.get(file) === entry) this.entries.delete(file);
    });
    return variants;
  }

  get size(): number {
    return this.entries.size;
  }
}
