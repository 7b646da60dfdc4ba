// The image recipes (docker/*/Dockerfile) and their build context (.dockerignore).
import fs from 'node:fs';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';
import ignore from '@balena/dockerignore';
import { renderChart, root, REMOTES } from './helpers';

const dockerDir = path.join(root, 'docker');
const recipes = fs
  .readdirSync(dockerDir)
  .filter((name) => fs.existsSync(path.join(dockerDir, name, 'Dockerfile')))
  .sort();
const read = (recipe: string) => fs.readFileSync(path.join(dockerDir, recipe, 'Dockerfile'), 'utf8');

/** Every rule of dockerfile-utils' linter as an error. */
const STRICT: ValidatorSettings = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

const PINNED_BASE = /^node:\d+-bookworm-slim@sha256:[0-9a-f]{64}$/;

/** The project's rules for a recipe (what hadolint would say, and what ADR 0044 asks). */
function recipeProblems(text: string, { oneShot = false } = {}): string[] {
  const problems = validate(text, STRICT).map((d) => `lint: ${d.message} (line ${d.range.start.line + 1})`);
  const file = DockerfileParser.parse(text);
  const instructions = file.getInstructions();
  const firstFrom = instructions.findIndex((i) => i.getKeyword() === 'FROM');
  const base = file
    .getARGs()
    .filter((arg) => instructions.indexOf(arg) < firstFrom)
    .find((arg) => arg.getProperty()?.getName() === 'BASE_IMAGE');
  if (!base) problems.push('no ARG BASE_IMAGE before the first FROM');
  else if (!PINNED_BASE.test(base.getProperty()?.getValue() ?? ''))
    problems.push('BASE_IMAGE is not pinned by digest');
  const froms = file.getFROMs();
  const stages = froms.map((f) => f.getBuildStage()).filter(Boolean);
  if (froms.length < 2) problems.push('not multi-stage');
  for (const from of froms)
    if (from.getImage() !== '${BASE_IMAGE}' && !stages.includes(from.getImage()))
      problems.push(`FROM ${from.getImage()}: not the pinned base`);
  const last = instructions.lastIndexOf(froms[froms.length - 1]);
  const final = instructions.slice(last + 1);
  const user = final.filter((i) => i.getKeyword() === 'USER').pop();
  if (!user || /^(0|root)(:|$)/.test(user.getArgumentsContent() ?? ''))
    problems.push('the final stage runs as root');
  const health = final.find((i) => i.getKeyword() === 'HEALTHCHECK');
  if (!health) problems.push('no HEALTHCHECK');
  else if (/^NONE$/i.test(health.getArgumentsContent() ?? '') && !oneShot) problems.push('HEALTHCHECK NONE');
  const cmd = final.find((i) => i.getKeyword() === 'CMD');
  if (!cmd || !(cmd.getArgumentsContent() ?? '').startsWith('['))
    problems.push('CMD is not in exec (JSON) form');
  for (const instruction of instructions) {
    const args = instruction.getArgumentsContent() ?? '';
    if (instruction.getKeyword() === 'ADD') problems.push('ADD (use COPY)');
    if (instruction.getKeyword() === 'RUN' && /apt-get install/.test(args)) {
      if (!/--no-install-recommends/.test(args))
        problems.push('apt-get install without --no-install-recommends');
      if (!/rm -rf \/var\/lib\/apt\/lists/.test(args)) problems.push('apt lists left in the image');
    }
    if (instruction.getKeyword() === 'RUN' && /(^|&&\s*)cd /.test(args))
      problems.push('cd in RUN (use WORKDIR)');
    if (instruction.getKeyword() === 'RUN' && /\bsudo\b/.test(args)) problems.push('sudo');
  }
  // The runtime stage takes the built application from the build stage, never the whole context.
  if (final.some((i) => i.getKeyword() === 'COPY' && /^\.\s+\./.test(i.getArgumentsContent() ?? '')))
    problems.push('the final stage copies the whole build context');
  return problems;
}

describe('the image recipes', () => {
  it('has one recipe per kind of deployable', () => {
    expect(recipes).toEqual(['ceac-sim', 'gateway', 'migrate', 'robot', 'service', 'web']);
  });

  it.each(recipes)('docker/%s/Dockerfile passes the linter and the project rules', (recipe) => {
    expect(recipeProblems(read(recipe), { oneShot: recipe === 'migrate' })).toEqual([]);
  });

  it('the rules find a recipe that breaks them', () => {
    const bad = [
      'FROM node:latest',
      'WORKDIR app',
      'ADD . .',
      'RUN cd /app && apt-get install -y chromium',
      'CMD node main.js',
    ].join('\n');
    const problems = recipeProblems(bad);
    for (const expected of [
      'lint: WORKDIR paths should be absolute',
      'no ARG BASE_IMAGE before the first FROM',
      'not multi-stage',
      'FROM node:latest: not the pinned base',
      'the final stage runs as root',
      'no HEALTHCHECK',
      'CMD is not in exec (JSON) form',
      'ADD (use COPY)',
      'apt-get install without --no-install-recommends',
      'apt lists left in the image',
      'cd in RUN (use WORKDIR)',
    ])
      expect(problems.join('\n')).toContain(expected);
  });

  it('every recipe defaults to the same pinned base (one Node version for every image)', () => {
    const defaults = new Set(
      recipes.map((recipe) => DockerfileParser.parse(read(recipe)).getARGs()[0].getProperty()?.getValue()),
    );
    expect(defaults.size).toBe(1);
  });

  it('the robot image carries Chromium and the fonts of every applicant script', () => {
    const text = read('robot');
    for (const pkg of ['chromium', 'fonts-noto-cjk', 'fonts-noto-core', 'fonts-noto-color-emoji'])
      expect(text).toMatch(new RegExp(`\\b${pkg}\\b`));
    expect(text).toMatch(/CHROMIUM_PATH=\/usr\/bin\/chromium/);
  });

  it('the migration image builds and migrates every service that has migrations', () => {
    const withMigrations = fs
      .readdirSync(path.join(root, 'services'))
      .filter((name) => fs.existsSync(path.join(root, 'services', name, 'src', 'migrate.ts')))
      .sort();
    expect(withMigrations.length).toBeGreaterThanOrEqual(4);
    const script = fs.readFileSync(path.join(dockerDir, 'migrate', 'migrate-all.sh'), 'utf8');
    const loop = /for service in ([a-z -]+); do/.exec(script)![1].trim().split(/\s+/);
    expect([...loop].sort()).toEqual(withMigrations);
    const recipe = read('migrate');
    for (const service of withMigrations) expect(recipe).toContain(`@portico/${service}`);
  });

  it('has a recipe for every image the chart runs', () => {
    const recipeOf = (image: string) =>
      ['identity', 'forms', 'billing', 'submission'].includes(image)
        ? 'service'
        : REMOTES.includes(image)
          ? 'web'
          : image === 'robot-worker'
            ? 'robot'
            : image;
    const images = new Set(
      renderChart(['ci/demo-values.yaml'])
        .filter((m) => m.kind === 'Deployment' || m.kind === 'Job')
        .flatMap((m) => m.spec.template.spec.containers.map((c: { image: string }) => c.image)),
    );
    expect(images.size).toBeGreaterThanOrEqual(12);
    for (const image of images) {
      const name = /\/([a-z-]+):/.exec(image)![1];
      expect({ image, recipe: recipes.includes(recipeOf(name)) }).toEqual({ image, recipe: true });
    }
  });
});

/** The build context docker sends: every file under the root that .dockerignore does not exclude. */
function buildContext(rules: string): { files: string[]; ignores: (file: string) => boolean } {
  const matcher = ignore().add(rules);
  // Exceptions (!pattern) could bring back files under an excluded folder: walk into everything then.
  const hasExceptions = rules.split('\n').some((line) => line.trim().startsWith('!'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!hasExceptions && matcher.ignores(rel)) continue;
        walk(rel);
      } else if (!matcher.ignores(rel)) files.push(rel);
    }
  };
  walk('');
  return { files, ignores: (file) => matcher.ignores(file) };
}

const FORBIDDEN = [
  /^\.git(\/|$)/,
  /(^|\/)node_modules\//,
  /(^|\/)\.env(\.|$)/,
  /^\.portico\//,
  /(^|\/)(test-results|coverage|playwright-report)\//,
  /\.(pem|key|p12|pfx)$/,
];

describe('the build context (.dockerignore)', () => {
  const rules = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8');

  it('keeps secrets, data, .git, dependencies and test output out of every image', () => {
    const { files, ignores } = buildContext(rules);
    const leaked = files.filter((file) => FORBIDDEN.some((pattern) => pattern.test(file)));
    expect(leaked).toEqual([]);
    // What npm start and the tests leave behind, whether or not it is on this machine right now.
    for (const file of [
      'docker/.env',
      '.env',
      '.portico/keys/actor.json',
      '.portico/keys/answers_encryption_key.txt',
      '.portico/pg/PG_VERSION',
      '.portico/e2e-pg/base/1/1259',
      '.portico/test-results/jest.json',
      '.git/HEAD',
      '.git/objects/pack/pack-1.pack',
      'node_modules/pg/package.json',
      'services/forms/node_modules/.bin/tsc',
      'gateway/dist/main.js',
      'e2e/test-results/journey/trace.zip',
      'e2e/playwright-report/index.html',
      'coverage/lcov.info',
      'services/identity/dev-key.pem',
      'tools/server.key',
    ])
      expect({ file, ignored: ignores(file) }).toEqual({ file, ignored: true });
  });

  it('sends what the recipes build from', () => {
    const { files } = buildContext(rules);
    for (const file of [
      'package.json',
      'package-lock.json',
      '.npmrc',
      'nx.json',
      'tsconfig.base.json',
      'tools/static-server.mjs',
      'docker/migrate/migrate-all.sh',
      'services/forms/src/main.ts',
      'gateway/supergraph.graphql',
      'frontends/shell/rspack.config.js',
    ])
      expect(files).toContain(file);
  });

  it('the check finds a context that would leak', () => {
    const { ignores } = buildContext('node_modules\n');
    expect(ignores('docker/.env')).toBe(false);
    expect(ignores('.portico/keys/actor.json')).toBe(false);
  });
});
