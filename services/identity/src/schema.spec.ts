import { readFileSync } from 'node:fs';
import { buildSchemaForEmit, printSortedSubgraphSchema } from '@portico/service-kit';
import { identitySubgraph } from './identity-subgraph';
import { schemaFile } from './emit-schema';

describe('identity schema.graphql', () => {
  it('matches the schema built from the code (run `npm run schema -w @portico/identity` after a build)', async () => {
    const expected = printSortedSubgraphSchema(await buildSchemaForEmit(identitySubgraph));
    expect(readFileSync(schemaFile, 'utf8')).toBe(expected);
  });
});
