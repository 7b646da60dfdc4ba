import { readFileSync } from 'node:fs';
import { buildSchemaForEmit, printSortedSubgraphSchema } from '@portico/service-kit';
import { submissionSubgraph } from './submission-subgraph';
import { schemaFile } from './emit-schema';

describe('submission schema.graphql', () => {
  it('matches the schema built from the code (run `npm run schema -w @portico/submission` after a build)', async () => {
    const expected = printSortedSubgraphSchema(await buildSchemaForEmit(submissionSubgraph));
    expect(readFileSync(schemaFile, 'utf8')).toBe(expected);
  });
});
