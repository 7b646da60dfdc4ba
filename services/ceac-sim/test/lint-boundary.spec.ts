// The lint boundary of ADR 0039: the simulator's source may not import Portico's questionnaire
// (by package name or by path); the same import elsewhere is allowed. Real ESLint, repository config.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

function lint(code: string, filePath: string): { status: number | null; out: string } {
  const run = spawnSync(
    process.execPath,
    [
      resolve(ROOT, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      filePath,
      '--format',
      'json',
    ],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  return { status: run.status, out: run.stdout };
}

const ruleIds = (out: string): string[] =>
  (JSON.parse(out) as Array<{ messages: Array<{ ruleId: string | null }> }>).flatMap((f) =>
    f.messages.map((m) => m.ruleId ?? ''),
  );

describe('the simulator cannot import the questionnaire', () => {
  it.each([
    "import { DS160_SECTIONS } from '@portico/shared-types';\nexport const n = DS160_SECTIONS.length;\n",
    "import type { FieldDefinition } from '@portico/shared-types';\nexport type F = FieldDefinition;\n",
    "import { DS160_SECTIONS } from '../../../shared-types/src/ds160/sections';\nexport const n = DS160_SECTIONS.length;\n",
  ])(
    'refuses %s',
    (code) => {
      const { status, out } = lint(code, 'services/ceac-sim/src/uses-the-questionnaire.ts');
      expect(status).toBe(1);
      expect(ruleIds(out)).toContain('no-restricted-imports');
    },
    60_000,
  );

  it('allows the same import in another service and the simulator its own modules', () => {
    const elsewhere = lint(
      "import { DS160_SECTIONS } from '@portico/shared-types';\nexport const n = DS160_SECTIONS.length;\n",
      'services/submission/src/uses-the-questionnaire.ts',
    );
    expect(ruleIds(elsewhere.out)).not.toContain('no-restricted-imports');
    const own = lint(
      "import { POSTS } from './record';\nexport const n = POSTS.length;\n",
      'services/ceac-sim/src/own.ts',
    );
    expect(own.status).toBe(0);
  }, 60_000);
});
