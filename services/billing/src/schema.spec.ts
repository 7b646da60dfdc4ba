import { readFileSync } from 'node:fs';
import { buildSchemaForEmit, printSortedSubgraphSchema } from '@portico/service-kit';
import { billingSubgraph } from './billing-subgraph';
import { schemaFile } from './emit-schema';

describe('billing schema.graphql', () => {
  it('matches the schema built from the code (run `npm run schema -w @portico/billing` after a build)', async () => {
    const expected = printSortedSubgraphSchema(await buildSchemaForEmit(billingSubgraph));
    expect(readFileSync(schemaFile, 'utf8')).toBe(expected);
  });
});
