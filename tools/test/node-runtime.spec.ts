// The Node that runs Portico (tools/node-runtime.mjs, docs/adr/0053): which Node will do, the pinned
// version agreeing with the images, and a fetched build refused when it is not the pinned one (a
// local server speaking the npm registry's protocol: a packument and its tarball).
import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- a plain ES module of the orchestrator, without types
import { installProjectNode, projectNodePath, runtimeFor } from '../node-runtime.mjs';

const ROOT = path.resolve(__dirname, '../..');
const PINNED = fs.readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim();

it('runs on Node 24: an older Node fetches the pinned one, Node 24 or newer runs as it is', () => {
  expect(PINNED).toMatch(/^24\.\d+\.\d+$/);
  expect(runtimeFor(ROOT, '20.20.2')).toEqual({ version: PINNED, enough: false });
  expect(runtimeFor(ROOT, '22.12.0').enough).toBe(false);
  expect(runtimeFor(ROOT, '24.0.0').enough).toBe(true);
  expect(runtimeFor(ROOT, '25.1.0').enough).toBe(true);
});

it('pins the same Node as the images: the local base recipe and every Dockerfile', () => {
  const recipe = fs.readFileSync(path.join(ROOT, 'docker/base/build-base.sh'), 'utf8');
  expect(/^NODE_VERSION=(\S+)$/m.exec(recipe)?.[1]).toBe(PINNED);
  const dockerfiles = fs
    .readdirSync(path.join(ROOT, 'docker'))
    .map((dir) => path.join(ROOT, 'docker', dir, 'Dockerfile'))
    .filter((file) => fs.existsSync(file));
  expect(dockerfiles.length).toBeGreaterThan(3);
  for (const file of dockerfiles)
    expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`node:${PINNED.split('.')[0]}-`));
});

describe('fetching the pinned Node', () => {
  let server: http.Server;
  let registry: string;
  let root: string;
  const spec = `node-${process.platform}-${process.arch}`;

  beforeAll(async () => {
    // A tarball that is not Node's: the registry describes it truthfully, so npm accepts it.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-fake-node-'));
    fs.mkdirSync(path.join(work, 'package', 'bin'), { recursive: true });
    fs.writeFileSync(
      path.join(work, 'package', 'package.json'),
      JSON.stringify({ name: spec, version: PINNED }),
    );
    fs.writeFileSync(path.join(work, 'package', 'bin', 'node'), '#!/bin/sh\necho not node\n', {
      mode: 0o755,
    });
    execFileSync('tar', ['-czf', path.join(work, 'fake.tgz'), '-C', work, 'package']);
    const tarball = fs.readFileSync(path.join(work, 'fake.tgz'));
    const integrity = `sha512-${crypto.createHash('sha512').update(tarball).digest('base64')}`;
    const shasum = crypto.createHash('sha1').update(tarball).digest('hex');
    server = http.createServer((req, res) => {
      if (req.url === `/${spec}`) {
        const dist = { tarball: `${registry}/${spec}/-/${spec}-${PINNED}.tgz`, integrity, shasum };
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            name: spec,
            'dist-tags': { latest: PINNED },
            versions: { [PINNED]: { name: spec, version: PINNED, dist } },
          }),
        );
      } else if (req.url === `/${spec}/-/${spec}-${PINNED}.tgz`) res.end(tarball);
      else res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-root-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a build whose sha512 is not the pinned one, and leaves nothing to run', async () => {
    // In a process of its own: the fetch waits for npm synchronously, and this one serves the registry.
    const env = {
      ...process.env,
      npm_config_registry: registry,
      npm_config_cache: path.join(root, 'npm-cache'),
    };
    const script = `import { installProjectNode } from ${JSON.stringify(path.join(ROOT, 'tools/node-runtime.mjs'))};
      try { installProjectNode(${JSON.stringify(root)}, ${JSON.stringify(PINNED)}); console.log('installed'); }
      catch (error) { console.log(String(error.message)); }`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      env,
      timeout: 60_000,
    });
    expect(stdout).toMatch(/the tarball's sha512 is not the pinned one/);
    expect(fs.existsSync(projectNodePath(root, PINNED))).toBe(false);
  });

  it('uses a build fetched before without asking the registry', () => {
    const target = projectNodePath(root, PINNED);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, '');
    expect(installProjectNode(root, PINNED)).toBe(target);
    fs.rmSync(target);
  });
});
