import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { clientSubmission, openLiveView } from './client-submission';

const sdl = fs
  .readFileSync(path.resolve(__dirname, '../../../../../../../services/submission/schema.graphql'), 'utf8')
  .replace(/^extend schema @link[^\n]*\n/m, '');
const schema = buildSchema(
  `directive @key(fields: String!, resolvable: Boolean) repeatable on OBJECT | INTERFACE\n${sdl}`,
);

describe('the intake’s submission operations', () => {
  it.each([
    ['ClientSubmission', clientSubmission('f1').query],
    ['OpenLiveView', openLiveView('s1').query],
  ])('%s is valid against the submission subgraph', (_name, query) => {
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
  });
});
