// Brotli and gzip copies of a build's text files, written next to them at build time (`app.js.br`,
// `app.js.gz`), so the servers (the gateway's front door and tools/static-server.mjs, both sirv)
// send compressed files without compressing anything at run time (docs/adr/0059).
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser loads. Source maps stay as they are: only a developer's tools ask for them. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest|xml)$/i;
/** Below this, compression saves less than a packet. */
const MIN_COMPRESS_BYTES = 1024;
const VARIANT = /\.(?:br|gz)$/;

async function filesUnder(dir) {
  const out = [];
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(file)));
    else if (entry.isFile()) out.push(file);
  }
  return out;
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for every compressible file of `dir`
 * from MIN_COMPRESS_BYTES up, keeping a copy only when it is smaller than the file; removes copies
 * whose file is gone or no longer compresses. Returns what it wrote.
 */
async function precompressDir(dir) {
  const files = await filesUnder(dir);
  const originals = new Set(files.filter((file) => !VARIANT.test(file)));
  const written = { files: 0, br: 0, gzip: 0, bytes: 0, brBytes: 0 };
  for (const file of files)
    if (VARIANT.test(file) && !originals.has(file.slice(0, -3))) await fs.promises.rm(file, { force: true });
  for (const file of originals) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = await fs.promises.readFile(file);
    const keep = async (suffix, compressed) => {
      if (body.length >= MIN_COMPRESS_BYTES && compressed && compressed.length < body.length) {
        await fs.promises.writeFile(file + suffix, compressed);
        return compressed.length;
      }
      await fs.promises.rm(file + suffix, { force: true });
      return 0;
    };
    const big = body.length >= MIN_COMPRESS_BYTES;
    const [br, gz] = big
      ? await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(body, { level: 9 }),
        ])
      : [null, null];
    const brBytes = await keep('.br', br);
    const gzBytes = await keep('.gz', gz);
    written.files += 1;
    written.bytes += body.length;
    written.brBytes += brBytes || body.length;
    if (brBytes) written.br += 1;
    if (gzBytes) written.gzip += 1;
  }
  return written;
}

/** Runs precompressDir on the build's output folder once rspack has written it. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      await precompressDir(compiler.options.output.path);
    });
  }
}

module.exports = { precompressDir, PrecompressPlugin, COMPRESSIBLE, MIN_COMPRESS_BYTES };
