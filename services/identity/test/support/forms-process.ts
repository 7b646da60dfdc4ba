/**
 * The real forms service beside identity's in-process subgraph: client links ask forms whether their
 * form exists (`GET /internal/forms/:id`). Spawned from services/forms/dist (identity never imports
 * forms' code), migrated into the same test database, trusting the same actor key.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { postGraphql } from '@portico/service-kit/testing';
import { uniqueEmail, type Browser, type IdentityHarness } from './identity-harness';

const FORMS_DIST = path.resolve(__dirname, '../../../forms/dist');

export interface FormsProcess {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startForms(databaseUrl: string, actorPublicKey: string): Promise<FormsProcess> {
  if (!existsSync(path.join(FORMS_DIST, 'main.js')))
    throw new Error('build forms first: npx nx run @portico/forms:build');
  const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' };
  const migrated = spawnSync(process.execPath, [path.join(FORMS_DIST, 'migrate.js')], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (migrated.status !== 0) throw new Error(`forms migration failed: ${migrated.stderr || migrated.stdout}`);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(FORMS_DIST, 'main.js')], {
    env: { ...env, PORT: String(port), ACTOR_PUBLIC_KEY: actorPublicKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`forms exited with ${child.exitCode}: ${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`forms not ready: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** An activated agent with a business workspace named `name` and one form in it, made in `forms`. */
export async function agencyWithForm(
  harness: IdentityHarness,
  forms: FormsProcess,
  name: string,
): Promise<{ agent: Browser; workspaceId: string; formId: string }> {
  const agent = await harness.activatedUser(uniqueEmail('agent'));
  const created = await agent.graphql(
    `mutation($n: String!) { createWorkspace(input: { name: $n }) { id } }`,
    {
      n: name,
    },
  );
  const workspaceId: string = created.body.data.createWorkspace.id;
  const form = await postGraphql<{ createForm: { id: string } }>(forms.url, {
    query: 'mutation($w: ID!) { createForm(input: { workspaceId: $w, name: "Client form" }) { id } }',
    variables: { w: workspaceId },
    actor: harness.identity.signer.sign(await agent.actor()),
  });
  return { agent, workspaceId, formId: form.body.data!.createForm.id };
}
