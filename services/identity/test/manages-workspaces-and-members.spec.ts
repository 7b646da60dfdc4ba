import { INVITE, IdentityHarness, uniqueEmail, type Browser } from './support/identity-harness';

jest.setTimeout(60_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const CREATE = `mutation($name: String!) { createWorkspace(input: { name: $name }) { id name type role isCurrent requiresTotp } }`;
const ROLE = `mutation($w: ID!, $u: ID!, $r: WorkspaceRole!) { changeMemberRole(input: { workspaceId: $w, userId: $u, role: $r }) { userId role } }`;
const REMOVE = `mutation($w: ID!, $u: ID!) { removeWorkspaceMember(input: { workspaceId: $w, userId: $u }) }`;
const MEMBERS = `query($w: ID!) { workspaceMembers(workspaceId: $w, limit: 10, offset: 0) { totalCount items { userId email role isYou addedAt } } }`;

async function userId(browser: Browser): Promise<string> {
  const actor = await browser.actor();
  if (actor.kind !== 'user') throw new Error('not signed in');
  return actor.userId;
}

describe('business workspaces and their members', () => {
  it('creates, switches, invites, promotes, demotes and removes; the last admin stays; removal applies at once', async () => {
    const [owner, colleague] = await Promise.all([
      h.activatedUser(uniqueEmail('owner')),
      h.activatedUser(uniqueEmail('colleague')),
    ]);
    const colleagueEmail = await h.emailOf(colleague);
    const created = await owner.graphql(CREATE, { name: '  Acme Visas  ' });
    expect(created.body.data.createWorkspace).toMatchObject({
      name: 'Acme Visas',
      type: 'BUSINESS',
      role: 'ADMIN',
      isCurrent: false,
      requiresTotp: false,
    });
    const w = created.body.data.createWorkspace.id;
    const switched = await owner.graphql(
      `mutation($w: ID!) { switchWorkspace(input: { workspaceId: $w }) { currentWorkspaceId } }`,
      { w },
    );
    expect(switched.body.data.switchWorkspace.currentWorkspaceId).toBe(w);
    expect((await owner.actor()) as { currentWorkspaceId: string }).toMatchObject({ currentWorkspaceId: w });

    // The colleague joins by accepting an invitation (docs/adr/0035); inviting a member again is refused.
    const joined = await h.join(owner, colleague, w);
    expect(joined).toMatchObject({ id: w, role: 'MEMBER' });
    const again = await owner.graphql(INVITE, { w, e: colleagueEmail.toUpperCase() });
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    const colleagueId = await userId(colleague);
    const ownerId = await userId(owner);
    expect(await colleague.actor()).toMatchObject({
      memberships: expect.arrayContaining([{ workspaceId: w, role: 'member', workspaceType: 'business' }]),
    });

    // Members cannot manage members.
    const notAdmin = await colleague.graphql(REMOVE, { w, u: ownerId });
    expect(notAdmin.body.errors[0]).toMatchObject({
      message: 'Only workspace admins can do this.',
      extensions: { code: 'FORBIDDEN' },
    });

    const members = await colleague.graphql(MEMBERS, { w });
    expect(members.body.data.workspaceMembers.totalCount).toBe(2);
    expect(members.body.data.workspaceMembers.items.find((m: { isYou: boolean }) => m.isYou).userId).toBe(
      colleagueId,
    );

    // Nobody acts on themselves.
    const self = await owner.graphql(ROLE, { w, u: ownerId, r: 'MEMBER' });
    expect(self.body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    expect(
      (await owner.graphql(ROLE, { w, u: colleagueId, r: 'ADMIN' })).body.data.changeMemberRole.role,
    ).toBe('ADMIN');
    expect(await colleague.actor()).toMatchObject({
      memberships: expect.arrayContaining([{ workspaceId: w, role: 'admin', workspaceType: 'business' }]),
    });

    // Two admins demoting each other at once: one wins, the workspace keeps an admin.
    const [a, b] = await Promise.all([
      owner.graphql(ROLE, { w, u: colleagueId, r: 'MEMBER' }),
      colleague.graphql(ROLE, { w, u: ownerId, r: 'MEMBER' }),
    ]);
    const outcomes = [
      a.body.errors?.[0]?.extensions?.code ?? 'OK',
      b.body.errors?.[0]?.extensions?.code ?? 'OK',
    ].sort();
    expect(outcomes).toEqual(['FORBIDDEN', 'OK']);
    const admins = await h.sql(
      `select count(*)::int as n from identity.membership where workspace_id = $1 and role = 'ADMIN'`,
      [w],
    );
    expect(admins[0].n).toBe(1);

    // Make sure the owner is the admin, then remove the colleague: refused on the very next request.
    const ownerRow = await h.sql(
      `select role from identity.membership where workspace_id = $1 and user_id = $2`,
      [w, ownerId],
    );
    const [admin, member, memberId] =
      ownerRow[0].role === 'ADMIN' ? [owner, colleague, colleagueId] : [colleague, owner, ownerId];
    expect((await admin.graphql(REMOVE, { w, u: memberId })).body.data.removeWorkspaceMember).toBe(true);
    const actor = await member.actor();
    expect(actor).toMatchObject({ kind: 'user' });
    expect(
      (actor as { memberships: { workspaceId: string }[] }).memberships.map((m) => m.workspaceId),
    ).not.toContain(w);
    const refused = await member.graphql(MEMBERS, { w });
    expect(refused.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const actions = await h.sql(
      `select action, request_id from identity.audit_event where workspace_id = $1 order by id`,
      [w],
    );
    expect(actions.every((r) => typeof r.request_id === 'string' && r.request_id.length > 0)).toBe(true);
    expect(actions.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'workspace_create',
        'invitation_send',
        'invitation_accept',
        'member_role_change',
        'member_remove',
      ]),
    );
  });

  it('names who created things: members by e-mail, API keys by name, FORMER_MEMBER only for one who left', async () => {
    const [owner, colleague, leaver, stranger] = await Promise.all([
      h.activatedUser(uniqueEmail('creators-owner')),
      h.activatedUser(uniqueEmail('creators-colleague')),
      h.activatedUser(uniqueEmail('creators-leaver')),
      h.activatedUser(uniqueEmail('creators-stranger')),
    ]);
    const w = (await owner.graphql(CREATE, { name: 'Creator Visas' })).body.data.createWorkspace.id;
    await h.join(owner, colleague, w);
    await h.join(owner, leaver, w);
    const [ownerId, colleagueId, leaverId, strangerId] = await Promise.all(
      [owner, colleague, leaver, stranger].map(userId),
    );
    expect((await owner.graphql(REMOVE, { w, u: leaverId })).body.data.removeWorkspaceMember).toBe(true);
    const key = (
      await owner.graphql(
        `mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "Partner CRM" }) { apiKey { id } } }`,
        { w },
      )
    ).body.data.createApiKey.apiKey.id;
    const CREATORS = `query($w: ID!, $ids: [String!]!) { creators(workspaceId: $w, ids: $ids) { id kind name keyCreatedBy } }`;
    const ids = [colleagueId, `apiKey:${key}`, leaverId, strangerId, `apiKey:${colleagueId}`];
    const res = await colleague.graphql(CREATORS, { w, ids });
    expect(res.body.data.creators).toEqual([
      { id: colleagueId, kind: 'MEMBER', name: await h.emailOf(colleague), keyCreatedBy: null },
      { id: `apiKey:${key}`, kind: 'API_KEY', name: 'Partner CRM', keyCreatedBy: await h.emailOf(owner) },
      { id: leaverId, kind: 'FORMER_MEMBER', name: null, keyCreatedBy: null },
      { id: strangerId, kind: 'FORMER_MEMBER', name: null, keyCreatedBy: null },
      // A key of no workspace of ours: an API key, nameless.
      { id: `apiKey:${colleagueId}`, kind: 'API_KEY', name: null, keyCreatedBy: null },
    ]);
    // Only members may ask; too many ids at once are refused.
    expect((await stranger.graphql(CREATORS, { w, ids })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const tooMany = await owner.graphql(CREATORS, { w, ids: Array.from({ length: 101 }, () => ownerId) });
    expect(tooMany.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
  });

  it('keeps members out of personal workspaces', async () => {
    const [owner, other] = await Promise.all([
      h.activatedUser(uniqueEmail('p')),
      h.activatedUser(uniqueEmail('q')),
    ]);
    const personal = ((await owner.actor()) as { currentWorkspaceId: string }).currentWorkspaceId;
    // The actor tells the services the workspace's type (translation and review are business-only).
    expect(await owner.actor()).toMatchObject({
      memberships: [{ workspaceId: personal, role: 'admin', workspaceType: 'personal' }],
    });
    const otherEmail = ((await other.actor()) as { email: string }).email;
    const res = await owner.graphql(INVITE, { w: personal, e: otherEmail });
    expect(res.body.errors[0].message).toBe('Members can only be invited to business workspaces.');
    expect(h.mailbox.messages.filter((m) => m.to.includes(otherEmail))).toHaveLength(1); // activation only
  });
});
