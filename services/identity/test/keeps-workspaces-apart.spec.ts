import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { createHash } from 'node:crypto';
import { IdentityHarness, uniqueEmail, type Browser } from './support/identity-harness';

jest.setTimeout(60_000);

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Operations that only ever act on the caller's own account (no workspace or foreign id). */
const SELF_ONLY = new Set([
  'viewer',
  'workspaces',
  'createWorkspace',
  'changePassword',
  'requestEmailChange',
  'confirmEmailChange',
  'beginTotpEnrollment',
  'confirmTotpEnrollment',
  'disableTotp',
]);
/**
 * Operations whose only key is an invitation link's token: whoever holds the link may read the
 * invitation and decline it (docs/adr/0035); accepting is probed below (another account is refused).
 */
const TOKEN_ONLY = new Set(['invitation', 'declineInvitation']);

let h: IdentityHarness;
let alice: Browser; // admin of workspace A
let bob: Browser; // admin of workspace B
let workspaceA: string;
let workspaceB: string;
let bobId: string;
let bobKeyId: string;
let bobLinkId: string;
let bobInvitationId: string;
/** The link token of an invitation of workspace B to someone who is not alice. */
const BOB_INVITATION_TOKEN = 'b'.repeat(43);
const FORM_B = '0f0f0f0f-0000-4000-8000-00000000000b';

beforeAll(async () => {
  h = await IdentityHarness.start();
  [alice, bob] = await Promise.all([
    h.activatedUser(uniqueEmail('alice')),
    h.activatedUser(uniqueEmail('bob')),
  ]);
  const create = `mutation($n: String!) { createWorkspace(input: { name: $n }) { id } }`;
  workspaceA = (await alice.graphql(create, { n: 'A' })).body.data.createWorkspace.id;
  workspaceB = (await bob.graphql(create, { n: 'B' })).body.data.createWorkspace.id;
  bobId = ((await bob.actor()) as { userId: string }).userId;
  await bob.graphql(
    `mutation($w: ID!) { updateBranding(input: { workspaceId: $w, agencyName: "Bob Visas", contactEmail: "b@b.test" }) { agencyName } }`,
    { w: workspaceB },
  );
  const key = await bob.graphql(
    `mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "ci" }) { apiKey { id } } }`,
    { w: workspaceB },
  );
  bobKeyId = key.body.data.createApiKey.apiKey.id;
  // A client link of workspace B (written directly: this harness runs identity without forms).
  const [link] = await h.sql(
    `insert into identity.client_link (id, workspace_id, form_id, client_name, client_email, permissions, expires_at,
       default_language, token_hash, created_by, created_at)
     values (gen_random_uuid(), $1, $2, 'Bob client', 'bob-client@b.test', '["read"]', now() + interval '90 days',
       'en', md5(random()::text) || md5(random()::text), $3, now()) returning id`,
    [workspaceB, FORM_B, bobId],
  );
  bobLinkId = link.id;
  const [invitation] = await h.sql(
    `insert into identity.invitation (id, workspace_id, email, role, language, token_hash, invited_by, created_at,
       sent_at, expires_at)
     values (gen_random_uuid(), $1, 'bob-guest@b.test', 'MEMBER', 'en', $2, $3, now(), now(), now() + interval '7 days')
     returning id`,
    [workspaceB, createHash('sha256').update(BOB_INVITATION_TOKEN).digest('hex'), bobId],
  );
  bobInvitationId = invitation.id;
});
afterAll(() => h?.close());

type Probe = [string, string, () => Record<string, unknown>];

const probes: Probe[] = [
  ['workspace', `query($w: ID!) { workspace(id: $w) { id name } }`, () => ({ w: workspaceB })],
  [
    'workspaceMembers',
    `query($w: ID!) { workspaceMembers(workspaceId: $w) { totalCount items { email } } }`,
    () => ({ w: workspaceB }),
  ],
  [
    // Who created B's forms (Bob, B's API key): names only for B's members.
    'creators',
    `query($w: ID!, $ids: [String!]!) { creators(workspaceId: $w, ids: $ids) { id kind name } }`,
    () => ({ w: workspaceB, ids: [bobId, `apiKey:${bobKeyId}`] }),
  ],
  [
    'workspaceBranding',
    `query($w: ID!) { workspaceBranding(workspaceId: $w) { agencyName contactEmail } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'apiKeys',
    `query($w: ID!) { apiKeys(workspaceId: $w) { totalCount items { id } } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'switchWorkspace',
    `mutation($w: ID!) { switchWorkspace(input: { workspaceId: $w }) { currentWorkspaceId } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'workspaceInvitations',
    `query($w: ID!) { workspaceInvitations(workspaceId: $w) { totalCount items { email } } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'inviteMember',
    `mutation($w: ID!, $e: String!) { inviteMember(input: { workspaceId: $w, email: $e }) { id } }`,
    () => ({ w: workspaceB, e: 'x@x.test' }),
  ],
  [
    'resendInvitation',
    `mutation($id: ID!) { resendInvitation(input: { id: $id }) { id expiresAt } }`,
    () => ({ id: bobInvitationId }),
  ],
  [
    'revokeInvitation',
    `mutation($id: ID!) { revokeInvitation(input: { id: $id }) { id state } }`,
    () => ({ id: bobInvitationId }),
  ],
  [
    'acceptInvitation',
    `mutation($t: String!) { acceptInvitation(input: { token: $t }) { id name } }`,
    () => ({ t: BOB_INVITATION_TOKEN }),
  ],
  [
    'leaveWorkspace',
    `mutation($w: ID!) { leaveWorkspace(input: { workspaceId: $w }) { currentWorkspaceId } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'changeMemberRole',
    `mutation($w: ID!, $u: ID!) { changeMemberRole(input: { workspaceId: $w, userId: $u, role: MEMBER }) { userId } }`,
    () => ({ w: workspaceB, u: bobId }),
  ],
  [
    'removeWorkspaceMember',
    `mutation($w: ID!, $u: ID!) { removeWorkspaceMember(input: { workspaceId: $w, userId: $u }) }`,
    () => ({ w: workspaceB, u: bobId }),
  ],
  [
    'setWorkspaceRequiresTotp',
    `mutation($w: ID!) { setWorkspaceRequiresTotp(input: { workspaceId: $w, requiresTotp: false }) { id } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'updateBranding',
    `mutation($w: ID!) { updateBranding(input: { workspaceId: $w, agencyName: "Hijacked" }) { agencyName } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'uploadWorkspaceLogo',
    `mutation($w: ID!, $d: String!) { uploadWorkspaceLogo(input: { workspaceId: $w, dataUrl: $d }) { logoUrl } }`,
    () => ({ w: workspaceB, d: PNG_1x1 }),
  ],
  [
    'setWorkspaceLogoFromUrl',
    `mutation($w: ID!) { setWorkspaceLogoFromUrl(input: { workspaceId: $w, url: "https://example.com/logo.png" }) { logoUrl } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'removeWorkspaceLogo',
    `mutation($w: ID!) { removeWorkspaceLogo(input: { workspaceId: $w }) { logoUrl } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'createApiKey',
    `mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "steal" }) { secret } }`,
    () => ({ w: workspaceB }),
  ],
  [
    'revokeApiKey',
    `mutation($k: ID!) { revokeApiKey(input: { id: $k }) { id revokedAt } }`,
    () => ({ k: bobKeyId }),
  ],
  [
    'clientLinks',
    `query($w: ID!, $f: ID!) { clientLinks(workspaceId: $w, formId: $f) { totalCount items { clientName } } }`,
    () => ({ w: workspaceB, f: FORM_B }),
  ],
  [
    'createClientLink',
    `mutation($w: ID!, $f: ID!) { createClientLink(input: { workspaceId: $w, formId: $f, clientName: "X", clientEmail: "x@x.test", permissions: [READ] }) { url } }`,
    () => ({ w: workspaceB, f: FORM_B }),
  ],
  [
    'revokeClientLink',
    `mutation($id: ID!) { revokeClientLink(input: { id: $id }) { id state } }`,
    () => ({ id: bobLinkId }),
  ],
  [
    'sendClientLink',
    `mutation($id: ID!) { sendClientLink(input: { id: $id, token: "${'a'.repeat(43)}" }) { id } }`,
    () => ({ id: bobLinkId }),
  ],
  // For client-link sessions only: a signed-in member is refused.
  ['clientIntake', `{ clientIntake { clientName agency { name email } } }`, () => ({})],
  ['beginClientIntake', `mutation { beginClientIntake { clientName } }`, () => ({})],
  // Platform administrators only (ADR 0029): a workspace admin is refused.
  [
    'adminUsers',
    `query($s: String) { adminUsers(search: $s) { totalCount items { email } } }`,
    () => ({ s: 'bob' }),
  ],
  [
    'adminWorkspaces',
    `query($s: String) { adminWorkspaces(search: $s) { totalCount items { name } } }`,
    () => ({ s: 'B' }),
  ],
];
/** Probes refused before any workspace is looked at (so no access_denied row). */
const NO_WORKSPACE_CHECK = [
  'revokeApiKey',
  'clientIntake',
  'beginClientIntake',
  'adminUsers',
  'adminWorkspaces',
];

describe('tenant isolation in identity', () => {
  it('probes every operation that takes a workspace or a foreign id', () => {
    const schema = buildSchema(
      readFileSync(path.resolve(__dirname, '../schema.graphql'), 'utf8').replace(
        /^extend schema[^\n]*\n/,
        '',
      ),
      { assumeValid: true },
    );
    const operations = ['Query', 'Mutation'].flatMap((name) => {
      const type = schema.getType(name);
      return isObjectType(type) ? Object.keys(type.getFields()) : [];
    });
    const covered = new Set([...SELF_ONLY, ...TOKEN_ONLY, ...probes.map(([name]) => name)]);
    expect(operations.filter((op) => !covered.has(op))).toEqual([]);
  });

  it.each(probes)(
    '%s: a member of workspace A cannot read or change workspace B',
    async (_name, query, variables) => {
      const res = await alice.graphql(query, variables());
      expect(res.body.data ?? null).toBeNull();
      expect(['NOT_FOUND', 'FORBIDDEN']).toContain(res.body.errors?.[0]?.extensions?.code);
      expect(JSON.stringify(res.body)).not.toMatch(/Bob Visas|b@b\.test|bob-/);
    },
  );

  it('logs every denial with the actor and the workspace asked for', async () => {
    const aliceId = ((await alice.actor()) as { userId: string }).userId;
    const rows = await h.sql(
      `select count(*)::int as n from identity.audit_event where action = 'access_denied' and user_id = $1 and workspace_id = $2`,
      [aliceId, workspaceB],
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(probes.length - NO_WORKSPACE_CHECK.length);
  });

  it("leaves workspace B exactly as it was and lists only the caller's workspaces", async () => {
    const branding = await bob.graphql(
      `query($w: ID!) { workspaceBranding(workspaceId: $w) { agencyName logoUrl } }`,
      { w: workspaceB },
    );
    expect(branding.body.data.workspaceBranding).toEqual({ agencyName: 'Bob Visas', logoUrl: null });
    const keys = await bob.graphql(`query($w: ID!) { apiKeys(workspaceId: $w) { items { revokedAt } } }`, {
      w: workspaceB,
    });
    expect(keys.body.data.apiKeys.items).toEqual([{ revokedAt: null }]);
    const members = await bob.graphql(`query($w: ID!) { workspaceMembers(workspaceId: $w) { totalCount } }`, {
      w: workspaceB,
    });
    expect(members.body.data.workspaceMembers.totalCount).toBe(1);
    const links = await h.sql(`select revoked_at from identity.client_link where id = $1`, [bobLinkId]);
    expect(links).toEqual([{ revoked_at: null }]);
    const invitations = await h.sql(
      `select accepted_at, revoked_at, sent_at = created_at as never_resent from identity.invitation where workspace_id = $1`,
      [workspaceB],
    );
    expect(invitations).toEqual([{ accepted_at: null, revoked_at: null, never_resent: true }]);
    const list = await alice.graphql(`{ workspaces { items { id } } }`);
    const ids = list.body.data.workspaces.items.map((w: { id: string }) => w.id);
    expect(ids).toContain(workspaceA);
    expect(ids).not.toContain(workspaceB);
  });
});
