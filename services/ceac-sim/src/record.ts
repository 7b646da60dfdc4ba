// The captured CEAC record the simulator stands on (services/ceac-sim/data, a copy of
// shared/spec kept equal by test/data-in-sync.spec.ts): read once at start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `data/` beside `src/` and `dist/`. */
export const DATA_DIR = join(__dirname, '..', 'data');

export interface CodeOption {
  code: string;
  label: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as T;
}

/** CEAC's interview posts (`ddlLocation`): three-letter codes labelled "COUNTRY, CITY". */
export const POSTS: readonly CodeOption[] = readJson<{ posts: CodeOption[] }>('posts.json').posts;
