import { readFileSync } from 'node:fs';
import { composeSupergraph, SUPERGRAPH_FILE } from './compose';

describe('supergraph composition', () => {
  const outcome = composeSupergraph();

  it('composes the committed subgraph schemas without errors', () => {
    expect(outcome.errors).toEqual([]);
    expect(outcome.supergraphSdl).toContain('@link(url: "https://specs.apollo.dev/join/');
  });

  it('matches the committed gateway/supergraph.graphql (run `npm run compose -w gateway` after a schema change)', () => {
    const committed = readFileSync(SUPERGRAPH_FILE, 'utf8');
    expect(committed).toBe(outcome.supergraphSdl);
  });
});
