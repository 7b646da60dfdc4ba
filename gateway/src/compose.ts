/**
 * Composes the supergraph from the committed subgraph SDL files (services/<name>/schema.graphql)
 * with @apollo/composition and writes gateway/supergraph.graphql, then regenerates the partner API
 * reference from it (docs/api/reference.md, by scripts/api-reference.js). Run: `npm run compose -w gateway`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';

/** Subgraph names as they appear in the supergraph, with their default development URLs. */
export const SUBGRAPHS = {
  identity: 'http://127.0.0.1:4101/graphql',
  forms: 'http://127.0.0.1:4102/graphql',
  billing: 'http://127.0.0.1:4103/graphql',
  submission: 'http://127.0.0.1:4104/graphql',
} as const;

export type SubgraphName = keyof typeof SUBGRAPHS;

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const SUPERGRAPH_FILE = path.join(REPO_ROOT, 'gateway', 'supergraph.graphql');

export interface CompositionOutcome {
  supergraphSdl?: string;
  errors: string[];
}

export function composeSupergraph(
  root: string = REPO_ROOT,
  names: readonly SubgraphName[] = Object.keys(SUBGRAPHS) as SubgraphName[],
): CompositionOutcome {
  const errors: string[] = [];
  const services = [];
  for (const name of names) {
    const url = SUBGRAPHS[name];
    const file = path.join(root, 'services', name, 'schema.graphql');
    let sdl: string;
    try {
      sdl = readFileSync(file, 'utf8');
    } catch {
      errors.push(`${name}: cannot read ${path.relative(root, file)}`);
      continue;
    }
    try {
      services.push({ name, url, typeDefs: parse(sdl) });
    } catch (error) {
      errors.push(`${name}: ${(error as Error).message}`);
    }
  }
  if (errors.length > 0) return { errors };
  const result = composeServices(services);
  if (result.errors) return { errors: result.errors.map((e) => e.message) };
  return { supergraphSdl: `${result.supergraphSdl.trimEnd()}\n`, errors: [] };
}

if (require.main === module) {
  const outcome = composeSupergraph();
  if (!outcome.supergraphSdl) {
    for (const message of outcome.errors) process.stderr.write(`composition error: ${message}\n`);
    process.exit(1);
  }
  writeFileSync(SUPERGRAPH_FILE, outcome.supergraphSdl);
  process.stdout.write(`wrote ${path.relative(process.cwd(), SUPERGRAPH_FILE)}\n`);
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'gateway', 'scripts', 'api-reference.js')], {
    stdio: 'inherit',
  });
}
