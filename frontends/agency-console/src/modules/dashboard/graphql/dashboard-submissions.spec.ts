import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { DASHBOARD_SUBMISSIONS, DASHBOARD_SUBMISSION_CHANGED } from './dashboard-submissions';

const sdl = fs
  .readFileSync(path.resolve(__dirname, '../../../../../../services/submission/schema.graphql'), 'utf8')
  .replace(/^extend schema @link[^\n]*\n/m, '');
const schema = buildSchema(
  `directive @key(fields: String!, resolvable: Boolean) repeatable on OBJECT | INTERFACE\n${sdl}`,
);

it.each([
  ['DashboardSubmissions', DASHBOARD_SUBMISSIONS],
  ['DashboardSubmissionChanged', DASHBOARD_SUBMISSION_CHANGED],
])('%s is valid against the submission subgraph', (_name, document) => {
  expect(validate(schema, document as DocumentNode).map((error) => error.message)).toEqual([]);
});
