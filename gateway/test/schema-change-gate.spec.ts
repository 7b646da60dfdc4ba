// The schema-change gate (docs/adr/0052): the API schema against the accepted baseline, by GraphQL
// Inspector; a breaking change passes only when gateway/schema-changes.json gives its reason.
import { judge, keyOf, readCurrent } from '../scripts/schema-gate';

const { baseline, current, listed } = readCurrent();

it('the composed API schema has no breaking change since the baseline that schema-changes.json does not give a reason for', async () => {
  const verdict = await judge(baseline, current, listed);
  expect(verdict.unlisted.map(keyOf)).toEqual([]);
  expect(verdict.stale).toEqual([]);
});

describe('the gate', () => {
  // A field removed from the API, as a change to a subgraph would remove it.
  const withoutApplicationId = current.replace(/\n {2}applicationId: String\n/, '\n');
  it('refuses a removed field unless it is listed with a reason, and then accepts it', async () => {
    expect(withoutApplicationId).not.toBe(current);
    const refused = await judge(current, withoutApplicationId, { breaking: [] });
    expect(refused.unlisted.map(keyOf)).toEqual(['FIELD_REMOVED Submission.applicationId']);
    const noReason = await judge(current, withoutApplicationId, {
      breaking: [{ change: 'FIELD_REMOVED Submission.applicationId', reason: ' ' }],
    });
    expect(noReason.unlisted).toHaveLength(1);
    const accepted = await judge(current, withoutApplicationId, {
      breaking: [{ change: 'FIELD_REMOVED Submission.applicationId', reason: 'CEAC ids move to filing' }],
    });
    expect(accepted.unlisted).toEqual([]);
    expect(accepted.stale).toEqual([]);
  });

  it('refuses a required argument added and an enum value removed, and lets a new optional field through', async () => {
    const changed = current
      .replace(/^type Submission \{\n/m, 'type Submission {\n  """New."""\n  filedBy: String\n')
      .replace(
        /\n {2}submission\(id: ID!\): Submission/,
        '\n  submission(id: ID!, workspaceId: ID!): Submission',
      )
      .replace(/\n {2}DS160_ERROR\n/, '\n');
    const verdict = await judge(current, changed, { breaking: [] });
    const keys = verdict.unlisted.map(keyOf);
    expect(keys).toEqual(expect.arrayContaining(['FIELD_ARGUMENT_ADDED Query.submission.workspaceId']));
    expect(keys.some((key) => key.startsWith('ENUM_VALUE_REMOVED'))).toBe(true);
    expect(verdict.changes.map(keyOf)).toContain('FIELD_ADDED Submission.filedBy');
    expect(keys).not.toContain('FIELD_ADDED Submission.filedBy');
  });

  it('names a listed change that no longer happens, so the list stays true', async () => {
    const verdict = await judge(current, current, {
      breaking: [{ change: 'FIELD_REMOVED Submission.applicationId', reason: 'was planned' }],
    });
    expect(verdict.stale).toEqual(['FIELD_REMOVED Submission.applicationId']);
  });
});
