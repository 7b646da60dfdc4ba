import os from 'node:os';
import sharp from 'sharp';
import { Secret, TOTP } from 'otpauth';
import { IdentityHarness, uniqueEmail, type Browser } from './support/identity-harness';

jest.setTimeout(60_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PASSWORD = 'Str0ng-enough-pass';

async function businessWorkspace(owner: Browser, name = 'Agency'): Promise<string> {
  const res = await owner.graphql(`mutation($n: String!) { createWorkspace(input: { name: $n }) { id } }`, {
    n: name,
  });
  return res.body.data.createWorkspace.id;
}

describe('branding and logos', () => {
  const UPLOAD = `mutation($w: ID!, $d: String!) { uploadWorkspaceLogo(input: { workspaceId: $w, dataUrl: $d }) { logoUrl } }`;
  const FROM_URL = `mutation($w: ID!, $u: String!) { setWorkspaceLogoFromUrl(input: { workspaceId: $w, url: $u }) { logoUrl } }`;
  let owner: Browser;
  let w: string;

  beforeAll(async () => {
    owner = await h.activatedUser(uniqueEmail('brand'));
    w = await businessWorkspace(owner);
  });

  it('updates the agency details (admins only) and reads them back', async () => {
    const res = await owner.graphql(
      `mutation($w: ID!) { updateBranding(input: { workspaceId: $w, agencyName: " Acme ", contactEmail: "Desk@Acme.test", contactPhone: "+15550100", contactAddress: "1 Main St" }) { agencyName contactEmail contactPhone contactAddress logoUrl } }`,
      { w },
    );
    expect(res.body.data.updateBranding).toEqual({
      agencyName: 'Acme',
      contactEmail: 'desk@acme.test',
      contactPhone: '+15550100',
      contactAddress: '1 Main St',
      logoUrl: null,
    });
    const bad = await owner.graphql(
      `mutation($w: ID!) { updateBranding(input: { workspaceId: $w, contactEmail: "nope" }) { agencyName } }`,
      { w },
    );
    expect(bad.body.errors[0].message).toBe('Please enter a valid e-mail address.');
    const phone = await owner.graphql(
      `mutation($w: ID!) { updateBranding(input: { workspaceId: $w, contactPhone: "555-0100" }) { contactPhone } }`,
      { w },
    );
    expect(phone.body.errors[0].message).toBe('Phone number must be 5-15 digits with no spaces or hyphens');
  });

  it('resizes an uploaded image to 400x400 and re-encodes it', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    const res = await owner.graphql(UPLOAD, { w, d: `data:image/jpeg;base64,${jpeg.toString('base64')}` });
    const url: string = res.body.data.uploadWorkspaceLogo.logoUrl;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const meta = await sharp(Buffer.from(url.split(',')[1], 'base64')).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([400, 400, 'jpeg']);

    const png = await sharp({
      create: { width: 50, height: 80, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const withAlpha = await owner.graphql(UPLOAD, {
      w,
      d: `data:image/png;base64,${png.toString('base64')}`,
    });
    const pngUrl: string = withAlpha.body.data.uploadWorkspaceLogo.logoUrl;
    const pngMeta = await sharp(Buffer.from(pngUrl.split(',')[1], 'base64')).metadata();
    expect([pngMeta.width, pngMeta.height, pngMeta.format]).toEqual([400, 400, 'png']);
    const branding = await owner.graphql(
      `query($w: ID!) { workspaceBranding(workspaceId: $w) { logoUrl } }`,
      { w },
    );
    expect(branding.body.data.workspaceBranding.logoUrl).toBe(pngUrl);

    const removed = await owner.graphql(
      `mutation($w: ID!) { removeWorkspaceLogo(input: { workspaceId: $w }) { logoUrl } }`,
      { w },
    );
    expect(removed.body.data.removeWorkspaceLogo.logoUrl).toBeNull();
  });

  it('accepts an upload close to the 2 MB limit (the mutation body is about 2 MB of base64)', async () => {
    const side = 700;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1_000_000);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    const res = await owner.graphql(UPLOAD, { w, d: `data:image/png;base64,${png.toString('base64')}` });
    expect(res.body.errors).toBeUndefined();
    const url: string = res.body.data.uploadWorkspaceLogo.logoUrl;
    const meta = await sharp(Buffer.from(url.split(',')[1], 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });

  it('refuses files that are not images', async () => {
    for (const d of [
      'data:text/plain;base64,aGVsbG8=',
      `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`,
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
      'https://example.com/x.png',
    ]) {
      const res = await owner.graphql(UPLOAD, { w, d });
      expect(res.body.errors[0]).toMatchObject({
        message: 'Please select a valid image file.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('refuses server-side fetches of private, loopback, link-local and metadata addresses', async () => {
    const targets = [
      'http://127.0.0.1/logo.png',
      `http://127.0.0.1:${new URL(h.origin).port}/livez`,
      'http://10.0.0.5/logo.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost/logo.png',
      'http://[::1]/logo.png',
      'http://[::ffff:127.0.0.1]/logo.png',
      'http://192.168.1.1/logo.png',
      'http://0.0.0.0/logo.png',
      'file:///etc/passwd',
      'ftp://example.com/logo.png',
      `http://${os.hostname()}/logo.png`,
    ];
    for (const u of targets) {
      const res = await owner.graphql(FROM_URL, { w, u });
      expect({ u, message: res.body.errors?.[0]?.message }).toEqual({
        u,
        message: expect.stringMatching(/cannot be used|could not be downloaded/),
      });
    }
    // The ones with literal or well-known local names are refused before any connection.
    for (const u of [
      'http://127.0.0.1/x',
      'http://169.254.169.254/',
      'http://localhost/',
      'http://10.1.2.3/',
    ]) {
      const res = await owner.graphql(FROM_URL, { w, u });
      expect(res.body.errors[0].message).toMatch(/cannot be used/);
    }
  });

  it('lets members read branding but only admins change it', async () => {
    const member = await h.activatedUser(uniqueEmail('brandmember'));
    await h.join(owner, member, w);
    const read = await member.graphql(
      `query($w: ID!) { workspaceBranding(workspaceId: $w) { agencyName } }`,
      { w },
    );
    expect(read.body.data.workspaceBranding.agencyName).toBe('Acme');
    const write = await member.graphql(
      `mutation($w: ID!) { updateBranding(input: { workspaceId: $w, agencyName: "X" }) { agencyName } }`,
      { w },
    );
    expect(write.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('two-step verification (TOTP)', () => {
  it('enrols, asks for the code at login, can be required by a workspace and disabled with the password', async () => {
    const email = uniqueEmail('totp');
    const user = await h.activatedUser(email);
    const begin = await user.graphql(`mutation { beginTotpEnrollment { secret otpauthUri } }`);
    const { secret, otpauthUri } = begin.body.data.beginTotpEnrollment;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Portico:.*secret=/);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const wrongConfirm = await user.graphql(
      `mutation { confirmTotpEnrollment(input: { code: "000000" }) { totpEnabled } }`,
    );
    if (totp.generate() !== '000000')
      expect(wrongConfirm.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const confirmedAt = Date.now();
    const confirmCode = totp.generate({ timestamp: confirmedAt });
    const confirm = await user.graphql(
      `mutation($c: String!) { confirmTotpEnrollment(input: { code: $c }) { totpEnabled } }`,
      { c: confirmCode },
    );
    expect(confirm.body.data.confirmTotpEnrollment.totpEnabled).toBe(true);

    const noCode = await h.browser().post('/auth/login', { email, password: PASSWORD });
    expect(noCode.status).toBe(401);
    expect(noCode.body.error.code).toBe('TOTP_REQUIRED');
    const wrong = await h.browser().post('/auth/login', {
      email,
      password: PASSWORD,
      totpCode: totp.generate() === '123456' ? '654321' : '123456',
    });
    expect(wrong.body.error.code).toBe('TOTP_INVALID');
    // The code used to confirm cannot be replayed; the next one works, once.
    const replay = await h
      .browser()
      .post('/auth/login', { email, password: PASSWORD, totpCode: confirmCode });
    expect(replay.body.error.code).toBe('TOTP_INVALID');
    const nextCode = totp.generate({ timestamp: confirmedAt + 30_000 });
    const ok = await h.browser().post('/auth/login', { email, password: PASSWORD, totpCode: nextCode });
    expect(ok.status).toBe(200);
    const twice = await h.browser().post('/auth/login', { email, password: PASSWORD, totpCode: nextCode });
    expect(twice.body.error.code).toBe('TOTP_INVALID');

    // A workspace that requires TOTP refuses members without it, with a clear message.
    const w = await businessWorkspace(user, 'Strict agency');
    const plain = await h.activatedUser(uniqueEmail('nototp'));
    await h.join(user, plain, w);
    const required = await user.graphql(
      `mutation($w: ID!) { setWorkspaceRequiresTotp(input: { workspaceId: $w, requiresTotp: true }) { requiresTotp } }`,
      { w },
    );
    expect(required.body.data.setWorkspaceRequiresTotp.requiresTotp).toBe(true);
    const refused = await plain.graphql(
      `query($w: ID!) { workspaceMembers(workspaceId: $w) { totalCount } }`,
      { w },
    );
    expect(refused.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/requires two-step verification/),
      extensions: { code: 'FORBIDDEN' },
    });
    const plainActor = (await plain.actor()) as { memberships: { workspaceId: string }[] };
    expect(plainActor.memberships.map((m) => m.workspaceId)).not.toContain(w);

    const badDisable = await user.graphql(
      `mutation { disableTotp(input: { password: "Wrong-password-1" }) { totpEnabled } }`,
    );
    expect(badDisable.body.errors[0].message).toBe('Your password is incorrect.');
    const disabled = await user.graphql(
      `mutation($p: String!) { disableTotp(input: { password: $p }) { totpEnabled } }`,
      {
        p: PASSWORD,
      },
    );
    expect(disabled.body.data.disableTotp.totpEnabled).toBe(false);
    const actions = await h.sql(
      `select action from identity.audit_event where user_id = (select id from identity.user_account where email = $1)`,
      [email],
    );
    expect(actions.map((r) => r.action)).toEqual(
      expect.arrayContaining(['totp_enable', 'totp_disable', 'totp_failed']),
    );
  });
});

describe('password changes', () => {
  it('require the current password and the password policy, and tell the address', async () => {
    const email = uniqueEmail('change');
    const user = await h.activatedUser(email);
    const wrong = await user.graphql(
      `mutation { changePassword(input: { currentPassword: "Wrong-password-1", newPassword: "Another-passw0rd" }) }`,
    );
    expect(wrong.body.errors[0].message).toBe('Your current password is incorrect.');
    const weak = await user.graphql(
      `mutation($c: String!) { changePassword(input: { currentPassword: $c, newPassword: "short" }) }`,
      {
        c: PASSWORD,
      },
    );
    expect(weak.body.errors[0].message).toMatch(/at least 10 characters/);
    const ok = await user.graphql(
      `mutation($c: String!) { changePassword(input: { currentPassword: $c, newPassword: "Another-passw0rd" }) }`,
      { c: PASSWORD },
    );
    expect(ok.body.data.changePassword).toBe(true);
    const notices = h.mailbox.messages.filter((m) => m.to.includes(email)).map((m) => m.subject);
    expect(notices).toContain('Your Portico password was changed');
    expect((await h.browser().post('/auth/login', { email, password: 'Another-passw0rd' })).status).toBe(200);
    expect((await h.browser().post('/auth/login', { email, password: PASSWORD })).status).toBe(401);
    const [row] = await h.sql(
      `select a.ip, a.user_agent, a.request_id from identity.audit_event a join identity.user_account u on u.id = a.user_id
        where u.email = $1 and a.action = 'password_change'`,
      [email],
    );
    expect([row.ip, row.user_agent]).toEqual([user.ip, 'jest-browser']);
  });
});

describe('API keys', () => {
  afterEach(() => {
    delete process.env.API_KEY_RATE_PER_MINUTE;
  });

  it('are created by admins, shown once, resolve to the workspace, are rate-limited and revocable', async () => {
    const admin = await h.activatedUser(uniqueEmail('keys'));
    const w = await businessWorkspace(admin);
    const created = await admin.graphql(
      `mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "Partner" }) { secret apiKey { id name createdAt lastUsedAt } } }`,
      { w },
    );
    const { secret, apiKey } = created.body.data.createApiKey;
    expect(secret).toMatch(/^ptk_/);
    const stored = await h.sql(`select secret_hash from identity.api_key where id = $1`, [apiKey.id]);
    expect(stored[0].secret_hash).not.toContain(secret);

    const actor = await h.actorFor({ apiKey: secret });
    expect(actor).toEqual({
      kind: 'apiKey',
      apiKeyId: apiKey.id,
      workspaceId: w,
      memberships: [{ workspaceId: w, role: 'member', workspaceType: 'business' }],
    });
    const listed = await admin.graphql(
      `query($w: ID!) { apiKeys(workspaceId: $w) { totalCount items { id lastUsedAt } } }`,
      { w },
    );
    expect(listed.body.data.apiKeys.totalCount).toBe(1);
    expect(listed.body.data.apiKeys.items[0].lastUsedAt).not.toBeNull();

    process.env.API_KEY_RATE_PER_MINUTE = '3';
    await h.sql(`delete from identity.api_key_usage`);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await h.internalActor({ apiKey: secret })).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[4]).toBe(429);
    const limited = await h.internalActor({ apiKey: secret });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error.message).toMatch(/too many requests/);
    delete process.env.API_KEY_RATE_PER_MINUTE;

    const revoked = await admin.graphql(
      `mutation($k: ID!) { revokeApiKey(input: { id: $k }) { revokedAt } }`,
      { k: apiKey.id },
    );
    expect(revoked.body.data.revokeApiKey.revokedAt).not.toBeNull();
    const after = await h.internalActor({ apiKey: secret });
    expect(await after.json()).toEqual({ actor: { kind: 'anonymous' }, rejected: 'apiKey' });
    const actions = await h.sql(`select action from identity.audit_event where workspace_id = $1`, [w]);
    expect(actions.map((r) => r.action)).toEqual(
      expect.arrayContaining(['api_key_create', 'api_key_revoke']),
    );
  });

  it('an API key cannot manage identity', async () => {
    const admin = await h.activatedUser(uniqueEmail('keys2'));
    const w = await businessWorkspace(admin);
    const created = await admin.graphql(
      `mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "x" }) { secret } }`,
      { w },
    );
    const actor = await h.actorFor({ apiKey: created.body.data.createApiKey.secret });
    const { postGraphql } = await import('@portico/service-kit/testing');
    const res = await postGraphql(h.identity.url, {
      query: `mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "more" }) { secret } }`,
      variables: { w },
      actor: h.identity.signer.sign(actor),
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
