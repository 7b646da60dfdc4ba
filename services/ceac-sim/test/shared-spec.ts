// Where the captured CEAC record lives: `shared/spec` beside the checkout (CI clones the repository
// into a folder with `shared/` next to it; a worktree may sit deeper), or PORTICO_SHARED_DIR.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function sharedSpecDir(): string {
  const fromEnv = process.env.PORTICO_SHARED_DIR;
  if (fromEnv) return join(resolve(fromEnv), 'spec');
  let dir = resolve(__dirname, '../../..');
  for (;;) {
    const candidate = join(dir, 'shared', 'spec');
    if (existsSync(join(candidate, 'ds160-field-inventory.csv'))) return candidate;
    const up = dirname(dir);
    if (up === dir)
      throw new Error('shared/spec (the captured CEAC record) was not found beside the checkout');
    dir = up;
  }
}
