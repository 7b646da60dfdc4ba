import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedFileCache, etagFor, isCompressibleType, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=abc, gzip', 'gzip'],
    [['gzip', 'br'], 'br'],
  ])('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('isCompressibleType', () => {
  it('compresses text, JavaScript, JSON and SVG, not images or fonts', () => {
    for (const type of [
      'text/javascript; charset=utf-8',
      'text/css',
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'application/manifest+json',
      'image/svg+xml',
    ])
      expect(isCompressibleType(type)).toBe(true);
    for (const type of ['image/png', 'image/webp', 'font/woff2', 'application/octet-stream'])
      expect(isCompressibleType(type)).toBe(false);
  });
});

describe('CompressedFileCache', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-compress-'));
  const js = 'export const greeting = "hello";\n'.repeat(200);

  it('holds identity, brotli and gzip bytes that decode to the file, with distinct validators', async () => {
    const file = path.join(dir, 'a.js');
    writeFileSync(file, js);
    const cache = new CompressedFileCache();
    const variants = await cache.get(file, { size: js.length, mtimeMs: 1 }, 'text/javascript');
    expect(variants.identity.toString()).toBe(js);
    expect(brotliDecompressSync(variants.br!).toString()).toBe(js);
    expect(gunzipSync(variants.gzip!).toString()).toBe(js);
    expect(variants.br!.length).toBeLessThan(js.length / 10);
    const tags = ['identity', 'br', 'gzip'].map((e) => etagFor(variants, e as 'br'));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('compresses a file once per version and again when it changes', async () => {
    const file = path.join(dir, 'b.js');
    writeFileSync(file, js);
    const cache = new CompressedFileCache();
    const first = cache.get(file, { size: js.length, mtimeMs: 1 }, 'text/javascript');
    expect(cache.get(file, { size: js.length, mtimeMs: 1 }, 'text/javascript')).toBe(first);
    const before = await first;
    const changed = `${js}// v2\n`;
    writeFileSync(file, changed);
    utimesSync(file, new Date(), new Date());
    const second = await cache.get(file, { size: changed.length, mtimeMs: 2 }, 'text/javascript');
    expect(second.identity.toString()).toBe(changed);
    expect(second.etag).not.toBe(before.etag);
  });

  it('does not compress small files or binary types', async () => {
    const small = path.join(dir, 'small.js');
    writeFileSync(small, 'console.log(1)');
    const png = path.join(dir, 'big.png');
    writeFileSync(png, Buffer.alloc(4096, 7));
    const cache = new CompressedFileCache();
    const a = await cache.get(small, { size: 14, mtimeMs: 1 }, 'text/javascript');
    const b = await cache.get(png, { size: 4096, mtimeMs: 1 }, 'image/png');
    expect(a.br).toBeUndefined();
    expect(a.gzip).toBeUndefined();
    expect(b.br).toBeUndefined();
  });

  it('forgets a file that could not be read, so a later request tries again', async () => {
    const cache = new CompressedFileCache();
    const missing = path.join(dir, 'missing.js');
    await expect(cache.get(missing, { size: 1, mtimeMs: 1 }, 'text/javascript')).rejects.toThrow();
    expect(cache.size).toBe(0);
  });
});
