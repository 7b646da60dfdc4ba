/**
 * Members join a business workspace by an e-mailed invitation they accept (docs/adr/0035): the same
 * answer whether or not an account uses the address, a 256-bit link stored as a hash that expires,
 * works once and can be withdrawn, only the invited account accepts, anyone holding the link may
 * decline, daily caps, and members who leave lose access on their next request.
 */
import { createHash } from 'node:crypto';
import { postGraphql } from '@portico/service-kit/testing';
import {
  ACCEPT,
  INVITE,
  IdentityHarness,
  activationCodeIn,
  invitationTokenIn,
  uniqueEmail,
  type Browser,
} from './support/identity-harness';

jest.setTimeout(120_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PREVIEW = `query($t: String!) { invitation(token: $t) { workspaceName invitedByEmail role email language expiresAt } }`;
const DECLINE = `mutation($t: String!) { declineInvitation(input: { token: $t }) }`;
const RESEND = `mutation($id: ID!) { resendInvitation(input: { id: $id }) { id state sentAt expiresAt } }`;
const REVOKE = `mutation($id: ID!) { revokeInvitation(input: { id: $id }) { id state } }`;
const LIST = `query($w: ID!, $l: Int, $o: Int) { workspaceInvitations(workspaceId: $w, limit: $l, offset: $o) {
  totalCount items { id email role language invitedByEmail sentAt expiresAt state } } }`;
const LEAVE = `mutation($w: ID!) { leaveWorkspace(input: { workspaceId: $w }) { currentWorkspaceId } }`;
const MEMBERS = `query($w: ID!) { workspaceMembers(workspaceId: $w) { totalCount items { email role } } }`;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function businessWorkspace(owner: Browser, name = 'Agency'): Promise<string> {
  const res = await owner.graphql(`mutation($n: String!) { createWorkspace(input: { name: $n }) { id } }`, {
    n: name,
  });
  return res.body.data.createWorkspace.id;
}

/** Signs up in `language` and activates. */
async function userIn(language: string, email = uniqueEmail(language)): Promise<Browser> {
  const browser = h.browser();
  await browser.post('/auth/signup', { email, password: 'Str0ng-enough-pass', language });
  await browser.post('/auth/activate', { code: activationCodeIn(await h.mailbox.waitFor(email)) });
  return browser;
}

const mailsTo = (email: string) => h.mailbox.messages.filter((m) => m.to.includes(email));

async function invitationCount(workspaceId: string): Promise<number> {
  const [row] = await h.sql(`select count(*)::int as n from identity.invitation where workspace_id = $1`, [
    workspaceId,
  ]);
  return row.n;
}

describe('inviting an address', () => {
  it('answers the same whether or not an account uses it; only the e-mail language differs', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin, 'Same Answer Visas');
    const known = await userIn('ru');
    const knownEmail = await h.emailOf(known);
    const unknownEmail = uniqueEmail('nobody');

    const answers = [];
    for (const email of [knownEmail, unknownEmail]) {
      const res = await admin.graphql(INVITE, { w, e: email, r: 'MEMBER', l: 'es' });
      answers.push({
        status: res.status,
        // The parts that must differ per invitation: the id, the address, and the instants.
        body: JSON.parse(
          JSON.stringify(res.body)
            .replaceAll(email, '<email>')
            .replace(/"id":"[0-9a-f-]{36}"/, '"id":"<id>"')
            .replace(/"(sentAt|expiresAt)":"[^"]+"/g, '"$1":"<instant>"'),
        ),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      status: 200,
      body: {
        data: {
          inviteMember: {
            id: '<id>',
            workspaceId: w,
            email: '<email>',
            role: 'MEMBER',
            language: 'es',
            invitedByEmail: await h.emailOf(admin),
            sentAt: '<instant>',
            expiresAt: '<instant>',
            state: 'PENDING',
          },
        },
      },
    });

    // The rows stored are alike too (nothing records whether an account exists).
    const rows = await h.sql(
      `select role, language, invited_by, accepted_at, declined_at, revoked_at,
              expires_at - sent_at as ttl, length(token_hash) as hash_length
         from identity.invitation where workspace_id = $1 order by created_at`,
      [w],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(rows[1]);

    // Each person gets one e-mail: the account holder in their account's language (Russian), the
    // person without an account in the language the admin chose (Spanish).
    const [toKnown] = mailsTo(knownEmail).slice(1); // after the activation code
    const [toUnknown] = mailsTo(unknownEmail);
    expect(mailsTo(knownEmail)).toHaveLength(2);
    expect(mailsTo(unknownEmail)).toHaveLength(1);
    expect(toKnown.subject).toContain('приглашает вас в Same Answer Visas');
    expect(toUnknown.subject).toContain('le invitó a Same Answer Visas');
    for (const mail of [toKnown, toUnknown]) {
      expect(mail.text).toContain(await h.emailOf(admin));
      expect(mail.text).toMatch(/\/invitations\/accept#token=[A-Za-z0-9_-]{43}\n/);
    }
  });

  it('stores only the SHA-256 of a 256-bit token; the link expires, works once and can be withdrawn', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin, 'Token Visas');
    const invitee = await userIn('en');
    const email = await h.emailOf(invitee);
    const token = await h.invite(admin, w, email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [stored] = await h.sql(`select id, token_hash from identity.invitation where workspace_id = $1`, [
      w,
    ]);
    expect(stored.token_hash).toBe(sha256(token));
    const everything = await h.sql(
      `select (select json_agg(i)::text from identity.invitation i) ||
              (select json_agg(s)::text from identity.invitation_send s) ||
              (select json_agg(a)::text from identity.audit_event a) as text`,
    );
    expect(everything[0].text).not.toContain(token);

    // Anyone holding the link sees what it is about, without signing in.
    const preview = await h.browser().graphql(PREVIEW, { t: token });
    expect(preview.body.data.invitation).toMatchObject({
      workspaceName: 'Token Visas',
      invitedByEmail: await h.emailOf(admin),
      role: 'MEMBER',
      email,
    });

    // Expired: refused with its reason, and nothing changes.
    await h.sql(`update identity.invitation set expires_at = now() - interval '1 second' where id = $1`, [
      stored.id,
    ]);
    for (const res of [
      await h.browser().graphql(PREVIEW, { t: token }),
      await invitee.graphql(ACCEPT, { t: token }),
    ]) {
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'NOT_FOUND',
        reason: 'INVITATION_EXPIRED',
      });
    }
    const listed = await admin.graphql(LIST, { w });
    expect(listed.body.data.workspaceInvitations.items[0].state).toBe('EXPIRED');

    // Sent again: a new link valid 7 days; the old one no longer works.
    const resent = await admin.graphql(RESEND, { id: stored.id });
    expect(resent.body.data.resendInvitation.state).toBe('PENDING');
    const week = Date.parse(resent.body.data.resendInvitation.expiresAt) - Date.now();
    expect(week).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(week).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const fresh = invitationTokenIn(await h.mailbox.waitFor(email, 3));
    expect(fresh).not.toBe(token);
    const old = await invitee.graphql(ACCEPT, { t: token });
    expect(old.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'INVITATION_INVALID' });

    // Withdrawn: the link stops at once; withdrawing again answers the same.
    const revoked = await admin.graphql(REVOKE, { id: stored.id });
    expect(revoked.body.data.revokeInvitation.state).toBe('REVOKED');
    expect((await admin.graphql(REVOKE, { id: stored.id })).body.data.revokeInvitation.state).toBe('REVOKED');
    const afterRevoke = await invitee.graphql(ACCEPT, { t: fresh });
    expect(afterRevoke.body.errors[0].extensions).toMatchObject({ reason: 'INVITATION_REVOKED' });
    expect((await admin.graphql(RESEND, { id: stored.id })).body.errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await admin.graphql(LIST, { w })).body.data.workspaceInvitations.totalCount).toBe(0);

    // A new invitation works once.
    const once = await h.invite(admin, w, email);
    const accepted = await invitee.graphql(ACCEPT, { t: once });
    expect(accepted.body.data.acceptInvitation).toMatchObject({ id: w, name: 'Token Visas', role: 'MEMBER' });
    const twice = await invitee.graphql(ACCEPT, { t: once });
    expect(twice.body.errors[0].extensions).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'INVITATION_ACCEPTED',
    });
    expect((await admin.graphql(MEMBERS, { w })).body.data.workspaceMembers.totalCount).toBe(2);

    // Malformed and unknown tokens say nothing more than "not valid".
    for (const t of ['short', 'x'.repeat(43), `${once}=`]) {
      const res = await h.browser().graphql(PREVIEW, { t });
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'NOT_FOUND',
        reason: 'INVITATION_INVALID',
      });
    }
  });

  it('lets only the invited account accept; a person without an account signs up, activates and accepts', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin, 'Newcomer Visas');
    const email = uniqueEmail('newcomer');
    const token = await h.invite(admin, w, email, { role: 'ADMIN', language: 'vi' });
    expect(mailsTo(email)[0].subject).toContain('mời bạn tham gia Newcomer Visas');

    // Nobody signed in, another account, an account not activated yet: refused, nothing stored.
    const anonymous = await h.browser().graphql(ACCEPT, { t: token });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const other = await h.activatedUser(uniqueEmail('other'));
    const wrong = await other.graphql(ACCEPT, { t: token });
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
      extensions: { code: 'FORBIDDEN', reason: 'INVITATION_OTHER_ACCOUNT' },
    });
    const newcomer = h.browser();
    await newcomer.post('/auth/signup', { email, password: 'Str0ng-enough-pass', language: 'vi' });
    const early = await newcomer.graphql(ACCEPT, { t: token });
    expect(early.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const [pending] = await h.sql(`select accepted_at from identity.invitation where workspace_id = $1`, [w]);
    expect(pending.accepted_at).toBeNull();
    expect((await admin.graphql(MEMBERS, { w })).body.data.workspaceMembers.totalCount).toBe(1);

    await newcomer.post('/auth/activate', { code: activationCodeIn(await h.mailbox.waitFor(email, 2)) });
    const accepted = await newcomer.graphql(ACCEPT, { t: token });
    expect(accepted.body.data.acceptInvitation).toMatchObject({ id: w, type: 'BUSINESS', role: 'ADMIN' });
    expect(await newcomer.actor()).toMatchObject({
      memberships: expect.arrayContaining([{ workspaceId: w, role: 'admin', workspaceType: 'business' }]),
    });
    const audit = await h.sql(
      `select action from identity.audit_event where workspace_id = $1 and action like 'invitation_%' order by id`,
      [w],
    );
    expect(audit.map((r) => r.action)).toEqual(['invitation_send', 'invitation_accept']);
  });

  it('joins once when the same link is accepted from two tabs at the same moment', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin);
    const invitee = await h.activatedUser(uniqueEmail('racer'));
    const token = await h.invite(admin, w, await h.emailOf(invitee));
    const answers = await Promise.all([1, 2, 3].map(() => invitee.graphql(ACCEPT, { t: token })));
    const outcomes = answers.map((res) => res.body.errors?.[0]?.extensions?.reason ?? 'JOINED').sort();
    expect(outcomes).toEqual(['INVITATION_ACCEPTED', 'INVITATION_ACCEPTED', 'JOINED']);
    expect((await admin.graphql(MEMBERS, { w })).body.data.workspaceMembers.totalCount).toBe(2);
  });

  it('lets whoever holds the link decline, without an account', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin);
    const email = uniqueEmail('declines');
    const token = await h.invite(admin, w, email);
    const visitor = h.browser();
    expect((await visitor.graphql(DECLINE, { t: token })).body).toEqual({
      data: { declineInvitation: true },
    });
    expect((await visitor.graphql(DECLINE, { t: token })).body).toEqual({
      data: { declineInvitation: true },
    });
    const invitee = await h.activatedUser(email);
    const accept = await invitee.graphql(ACCEPT, { t: token });
    expect(accept.body.errors[0].extensions).toMatchObject({ reason: 'INVITATION_DECLINED' });
    expect((await admin.graphql(LIST, { w })).body.data.workspaceInvitations.totalCount).toBe(0);
    expect((await admin.graphql(MEMBERS, { w })).body.data.workspaceMembers.totalCount).toBe(1);
  });

  it('lists open invitations to admins, a page at a time; refuses members, API keys, personal workspaces and bad input', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin);
    const emails = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    for (const email of emails) await h.invite(admin, w, email);
    const first = await admin.graphql(LIST, { w, l: 2, o: 0 });
    const second = await admin.graphql(LIST, { w, l: 2, o: 2 });
    expect(first.body.data.workspaceInvitations.totalCount).toBe(3);
    expect(
      [...first.body.data.workspaceInvitations.items, ...second.body.data.workspaceInvitations.items]
        .map((i: { email: string }) => i.email)
        .sort(),
    ).toEqual([...emails].sort());

    const member = await h.activatedUser(uniqueEmail('member'));
    await h.join(admin, member, w);
    for (const res of [
      await member.graphql(LIST, { w }),
      await member.graphql(INVITE, { w, e: uniqueEmail('x') }),
      await member.graphql(REVOKE, { id: first.body.data.workspaceInvitations.items[0].id }),
    ])
      expect(res.body.errors[0]).toMatchObject({
        message: 'Only workspace admins can do this.',
        extensions: { code: 'FORBIDDEN' },
      });

    // An API key acts for the workspace's forms; it cannot invite (a person decides who joins).
    const created = await admin.graphql(
      `mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "crm" }) { secret } }`,
      { w },
    );
    const keyActor = await h.actorFor({ apiKey: created.body.data.createApiKey.secret });
    const byKey = await postGraphql<Record<string, never>>(h.identity.url, {
      query: INVITE,
      variables: { w, e: uniqueEmail('bykey') },
      actor: h.identity.signer.sign(keyActor),
    });
    expect(byKey.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const personal = ((await admin.actor()) as { memberships: { workspaceId: string }[] }).memberships[0]
      .workspaceId;
    const before = await invitationCount(w);
    const refusals: [Record<string, unknown>, string][] = [
      [{ w: personal, e: uniqueEmail('p') }, 'Members can only be invited to business workspaces.'],
      [{ w, e: 'not-an-address' }, 'Please enter a valid e-mail address.'],
      [{ w, e: `${'x'.repeat(320)}@example.test` }, 'Please enter a valid e-mail address.'],
      [{ w, e: uniqueEmail('l'), l: 'de' }, 'Language must be one of en, es, ru, cn, vi.'],
    ];
    for (const [variables, message] of refusals) {
      const res = await admin.graphql(INVITE, variables);
      expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const badRole = await admin.graphql(INVITE, { w, e: uniqueEmail('r'), r: 'OWNER' });
    expect(badRole.body.errors[0].extensions.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    expect(await invitationCount(w)).toBe(before);
    expect(await invitationCount(personal)).toBe(0);
  });

  it('replaces the open invitation of an address invited again', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin);
    const email = uniqueEmail('twice');
    const first = await h.invite(admin, w, email);
    const second = await h.invite(admin, w, email, { role: 'ADMIN' });
    const list = await admin.graphql(LIST, { w });
    expect(list.body.data.workspaceInvitations.items).toEqual([
      expect.objectContaining({ email, role: 'ADMIN', state: 'PENDING' }),
    ]);
    const invitee = await h.activatedUser(email);
    expect((await invitee.graphql(ACCEPT, { t: first })).body.errors[0].extensions.reason).toBe(
      'INVITATION_REVOKED',
    );
    expect((await invitee.graphql(ACCEPT, { t: second })).body.data.acceptInvitation.role).toBe('ADMIN');
  });
});

describe('daily caps', () => {
  afterEach(() => {
    delete process.env.INVITATIONS_PER_WORKSPACE_DAY;
  });

  it('caps invitations per workspace and per admin a day with a clear message, storing nothing more', async () => {
    process.env.INVITATIONS_PER_WORKSPACE_DAY = '3';
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin);
    const invited = [];
    for (let i = 0; i < 3; i += 1) invited.push(await admin.graphql(INVITE, { w, e: uniqueEmail('cap') }));
    expect(invited.every((res) => res.body.data?.inviteMember?.state === 'PENDING')).toBe(true);
    const email = uniqueEmail('over');
    const over = await admin.graphql(INVITE, { w, e: email });
    expect(over.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'The daily limit of 3 invitations has been reached. Try again tomorrow.',
          extensions: { code: 'BAD_USER_INPUT', reason: 'INVITATION_DAILY_LIMIT', limit: 3 },
        }),
      ],
    });
    const resend = await admin.graphql(RESEND, { id: invited[0].body.data.inviteMember.id });
    expect(resend.body.errors[0].extensions.reason).toBe('INVITATION_DAILY_LIMIT');
    expect(await invitationCount(w)).toBe(3);
    expect(mailsTo(email)).toHaveLength(0);

    // The same admin in another workspace is capped too: making workspaces does not lift the cap.
    const other = await businessWorkspace(admin, 'Second');
    const elsewhere = await admin.graphql(INVITE, { w: other, e: uniqueEmail('else') });
    expect(elsewhere.body.errors[0].extensions.reason).toBe('INVITATION_DAILY_LIMIT');
    // Another admin's workspace is not.
    const stranger = await h.activatedUser(uniqueEmail('stranger'));
    const theirs = await businessWorkspace(stranger);
    expect(
      (await stranger.graphql(INVITE, { w: theirs, e: uniqueEmail('ok') })).body.data.inviteMember.state,
    ).toBe('PENDING');
  });

  it('holds the cap when invitations are sent at the same moment', async () => {
    process.env.INVITATIONS_PER_WORKSPACE_DAY = '3';
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const w = await businessWorkspace(admin);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => admin.graphql(INVITE, { w, e: uniqueEmail('burst') })),
    );
    const outcomes = answers.map((res) => res.body.errors?.[0]?.extensions?.reason ?? 'SENT').sort();
    expect(outcomes).toEqual([
      'INVITATION_DAILY_LIMIT',
      'INVITATION_DAILY_LIMIT',
      'INVITATION_DAILY_LIMIT',
      'SENT',
      'SENT',
      'SENT',
    ]);
    expect(await invitationCount(w)).toBe(3);
  });

  it('mails one address at most 5 times a day, answering as usual past that', async () => {
    const email = uniqueEmail('bombed');
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const admin = await h.activatedUser(uniqueEmail('sender'));
      const w = await businessWorkspace(admin, 'Same name');
      const res = await admin.graphql(INVITE, { w, e: email, l: 'en' });
      answers.push(res.body.data.inviteMember.state);
    }
    expect(answers).toEqual(Array(6).fill('PENDING'));
    await h.mailbox.waitFor(email, 5);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(email)).toHaveLength(5);
  });
});

describe('leaving a workspace', () => {
  it('lets a member leave: access ends on the next request and the personal workspace becomes current', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const member = await h.activatedUser(uniqueEmail('leaver'));
    const w = await businessWorkspace(admin);
    await h.join(admin, member, w);
    const personal = ((await member.actor()) as { currentWorkspaceId: string }).currentWorkspaceId;
    await member.graphql(
      `mutation($w: ID!) { switchWorkspace(input: { workspaceId: $w }) { currentWorkspaceId } }`,
      {
        w,
      },
    );
    expect(await member.actor()).toMatchObject({ currentWorkspaceId: w });

    const left = await member.graphql(LEAVE, { w });
    expect(left.body.data.leaveWorkspace).toEqual({ currentWorkspaceId: personal });
    const actor = (await member.actor()) as {
      currentWorkspaceId: string;
      memberships: { workspaceId: string }[];
    };
    expect(actor.currentWorkspaceId).toBe(personal);
    expect(actor.memberships.map((m) => m.workspaceId)).toEqual([personal]);
    expect((await member.graphql(MEMBERS, { w })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await member.graphql(LEAVE, { w })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await admin.graphql(MEMBERS, { w })).body.data.workspaceMembers.totalCount).toBe(1);
    const [row] = await h.sql(
      `select count(*)::int as n from identity.audit_event where workspace_id = $1 and action = 'member_leave'`,
      [w],
    );
    expect(row.n).toBe(1);
  });

  it('keeps the last admin, and a personal workspace, from being left', async () => {
    const admin = await h.activatedUser(uniqueEmail('admin'));
    const colleague = await h.activatedUser(uniqueEmail('colleague'));
    const w = await businessWorkspace(admin);
    const alone = await admin.graphql(LEAVE, { w });
    expect(alone.body.errors[0]).toMatchObject({
      message: 'You are the last admin of this workspace. Make another member an admin before you leave.',
      extensions: { code: 'FORBIDDEN', reason: 'LAST_ADMIN' },
    });
    await h.join(admin, colleague, w);
    expect((await admin.graphql(LEAVE, { w })).body.errors[0].extensions.reason).toBe('LAST_ADMIN');
    expect((await admin.graphql(MEMBERS, { w })).body.data.workspaceMembers.totalCount).toBe(2);

    const personal = ((await admin.actor()) as { memberships: { workspaceId: string }[] }).memberships[0]
      .workspaceId;
    const own = await admin.graphql(LEAVE, { w: personal });
    expect(own.body.errors[0]).toMatchObject({
      message: 'A personal workspace cannot be left.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // With a second admin, the first may go.
    const colleagueId = ((await colleague.actor()) as { userId: string }).userId;
    await admin.graphql(
      `mutation($w: ID!, $u: ID!) { changeMemberRole(input: { workspaceId: $w, userId: $u, role: ADMIN }) { role } }`,
      { w, u: colleagueId },
    );
    expect((await admin.graphql(LEAVE, { w })).body.data.leaveWorkspace).toBeTruthy();
    expect((await colleague.graphql(MEMBERS, { w })).body.data.workspaceMembers.items).toEqual([
      { email: await h.emailOf(colleague), role: 'ADMIN' },
    ]);
  });
});
