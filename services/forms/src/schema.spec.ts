import { readFileSync } from 'node:fs';
import { buildSchemaForEmit, printSortedSubgraphSchema } from '@portico/service-kit';
import { formsSubgraph } from './forms-subgraph';
import { schemaFile } from './emit-schema';

describe('forms schema.graphql', () => {
  it('matches the schema built from the code (run `npm run schema -w @portico/forms` after a build)', async () => {
    const expected = printSortedSubgraphSchema(await buildSchemaForEmit(formsSubgraph));
    expect(readFileSync(schemaFile, 'utf8')).toBe(expected);
  });
});
