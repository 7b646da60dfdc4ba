import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import {
  ANSWER_CAPTCHA,
  CREATE_SUBMISSION,
  FORM_SUBMISSIONS,
  OPEN_LIVE_VIEW,
  SUBMISSION,
  SUBMISSION_CHANGED,
  SUBMISSION_STEPS,
  WORKSPACE_SUBMISSIONS,
  WORKSPACE_SUBMISSIONS_CHANGED,
  percentOf,
} from './submissions-api';

// The submission subgraph's SDL as emitted by services/submission (federation directives declared).
const sdl = fs
  .readFileSync(path.resolve(__dirname, '../../../../../../services/submission/schema.graphql'), 'utf8')
  .replace(/^extend schema @link[^\n]*\n/m, '');
const schema = buildSchema(
  `directive @key(fields: String!, resolvable: Boolean) repeatable on OBJECT | INTERFACE\n${sdl}`,
);

describe('the submission operations of the editor', () => {
  it.each(
    Object.entries({
      SUBMISSION,
      SUBMISSION_STEPS,
      SUBMISSION_CHANGED,
      WORKSPACE_SUBMISSIONS,
      FORM_SUBMISSIONS,
      WORKSPACE_SUBMISSIONS_CHANGED,
      CREATE_SUBMISSION,
      ANSWER_CAPTCHA,
      OPEN_LIVE_VIEW,
    }),
  )('%s is valid against the submission subgraph', (_name, document) => {
    expect(validate(schema, document as DocumentNode).map((error) => error.message)).toEqual([]);
  });

  it('progress is a whole percent, 0 when the total is unknown', () => {
    expect(percentOf(3, 12)).toBe(25);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(13, 12)).toBe(100);
  });
});
