import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// docs/development.md: output types read plain fields directly (no type-graphql per-field resolver,
// which only runs middlewares and auth checkers, and Portico has neither).
const root = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('output types', () => {
  const files = [
    ...readdirSync(path.join(root, 'services')).map((service) => path.join(root, 'services', service, 'src')),
    path.join(root, 'gateway', 'src'),
  ].flatMap((dir) => {
    try {
      return sources(dir);
    } catch {
      return [];
    }
  });

  it('are found', () => {
    expect(files.some((file) => readFileSync(file, 'utf8').includes('@ObjectType('))).toBe(true);
  });

  it('all resolve plain fields without a per-field resolver (simpleResolvers: true)', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/@ObjectType\(([^)]*)\)/g)) {
        if (!/simpleResolvers:\s*true/.test(match[1]))
          missing.push(`${path.relative(root, file)}: ${match[0].split('\n')[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
