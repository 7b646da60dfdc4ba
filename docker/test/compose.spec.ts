// docker/compose.yaml: the whole product with its real parts, as `compose up` starts it.
import fs from 'node:fs';
import path from 'node:path';
import { readCompose, root, secretValues, startupChecks, REMOTES, type Env, type Manifest } from './helpers';

/** docker/.env as docker/.env.example asks an operator to fill it. */
function dotEnv(): Env {
  const example = fs.readFileSync(path.join(root, 'docker/.env.example'), 'utf8');
  const names = [...example.matchAll(/^([A-Z_]+)=$/gm)].map((m) => m[1]);
  const values = secretValues();
  return Object.fromEntries(names.map((name) => [name, values[name]]));
}

const compose = readCompose(dotEnv());
const services: Record<string, Manifest> = compose.services;
const OURS = [
  'identity',
  'forms',
  'billing',
  'submission',
  'robot-worker',
  'ceac-sim',
  'migrate',
  'gateway',
  ...REMOTES,
];

/** The environment compose gives a service (its `environment`, merged keys resolved). */
const envOf = (name: string): Env =>
  Object.fromEntries(Object.entries(services[name].environment ?? {}).map(([k, v]) => [k, String(v)]));

describe('docker/compose.yaml', () => {
  it('runs the whole product: PostgreSQL, mail, the simulator, migrations, services, robot, remotes, gateway', () => {
    expect(Object.keys(services).sort()).toEqual(['mail', 'postgres', ...OURS].sort());
  });

  it('names every secret it needs in docker/.env.example and refuses to start without one', () => {
    const env = dotEnv();
    expect(Object.keys(env).sort()).toEqual(
      [
        'ACTOR_PRIVATE_KEY',
        'ACTOR_PUBLIC_KEY',
        'ANSWERS_ENCRYPTION_KEY',
        'POSTGRES_PASSWORD',
        'TEST_PROVIDER_WEBHOOK_SECRET',
      ].sort(),
    );
    for (const name of Object.keys(env))
      expect(() => readCompose({ ...env, [name]: undefined })).toThrow(name);
  });

  it.each(OURS.filter((name) => !REMOTES.includes(name)))(
    "passes %s's start-up configuration check with the environment compose gives it",
    (name) => {
      const port = startupChecks[name](envOf(name));
      if (name === 'gateway') expect(services.gateway.ports[0]).toMatch(new RegExp(`:${port}$`));
      else if (port !== undefined) expect(port).toBe(Number(envOf(name).PORT));
    },
  );

  it.each([
    ['identity', 'SMTP_URL'],
    ['billing', 'TEST_PROVIDER_WEBHOOK_SECRET'],
    ['submission', 'ANSWERS_ENCRYPTION_KEY'],
    ['robot-worker', 'IDENTITY_URL'],
    ['gateway', 'SUBMISSION_URL'],
  ])('the check refuses %s without %s', (name, variable) => {
    const env = envOf(name);
    expect(env[variable]).toBeDefined();
    delete env[variable];
    expect(() => startupChecks[name](env)).toThrow(variable);
  });

  it('points every address at a service of the file', () => {
    for (const name of OURS) {
      for (const [variable, value] of Object.entries(envOf(name))) {
        if (!/_URL$/.test(variable) || /^(PUBLIC|REMOTE_.*)_URL$/.test(variable)) continue;
        const host = new URL(value!).hostname;
        expect({ name, variable, host, known: host in services }).toEqual({
          name,
          variable,
          host,
          known: true,
        });
      }
    }
    expect(envOf('submission').CEAC_BASE_URL).toBe('http://ceac-sim:4105');
    expect(envOf('robot-worker').CEAC_BASE_URL).toBe('http://ceac-sim:4105');
    expect(new URL(envOf('identity').SMTP_URL!).hostname).toBe('mail');
  });

  it('migrates first: every service waits for the migration step, which waits for PostgreSQL', () => {
    expect(services.migrate.depends_on.postgres.condition).toBe('service_healthy');
    for (const name of ['identity', 'forms', 'billing', 'submission', 'robot-worker'])
      expect(services[name].depends_on.migrate.condition).toBe('service_completed_successfully');
    for (const name of ['identity', 'forms', 'billing', 'submission'])
      expect(services.gateway.depends_on[name].condition).toBe('service_healthy');
  });

  it('builds each of its images from the recipes, and runs them non-root on a read-only root', () => {
    for (const name of OURS) {
      const service = services[name];
      expect(fs.existsSync(path.join(root, 'docker', service.build.context, service.build.dockerfile))).toBe(
        true,
      );
      expect(service.read_only).toBe(true);
      expect(service.user).toMatch(/^[1-9][0-9]*:[1-9][0-9]*$/);
      expect(service.cap_drop).toEqual(['ALL']);
    }
  });

  it('gives the private signing key to the gateway only', () => {
    for (const name of Object.keys(services))
      if (name !== 'gateway') expect(Object.keys(envOf(name))).not.toContain('ACTOR_PRIVATE_KEY');
    expect(envOf('gateway').ACTOR_PRIVATE_KEY).toBeTruthy();
  });
});
