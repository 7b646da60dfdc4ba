/**
 * A client link e-mailed at creation is stored only when the relay took its e-mail; a resend that
 * fails changes nothing; one address gets at most 6 client-link mails an hour and 20 a day
 * (docs/adr/0034). The relay is a real SMTP server that refuses the addresses it is told to.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { Browser, IdentityHarness, INVITE, uniqueEmail } from './support/identity-harness';
import { agencyWithForm, startForms, type FormsProcess } from './support/forms-process';

jest.setTimeout(90_000);

let h: IdentityHarness;
let forms: FormsProcess;
let agent: Browser;
let workspaceId: string;
let formId: string;

beforeAll(async () => {
  h = await IdentityHarness.start();
  forms = await startForms(h.identity.databaseUrl, h.identity.signer.publicKey);
  process.env.FORMS_URL = forms.url;
  ({ agent, workspaceId, formId } = await agencyWithForm(h, forms, 'Lima Visas'));
});

afterAll(async () => {
  delete process.env.FORMS_URL;
  await forms?.stop();
  await h?.close();
});

const CREATE = `mutation($input: CreateClientLinkInput!) {
  createClientLink(input: $input) { url emailed clientLink { id clientEmail } }
}`;
const SEND = `mutation($id: ID!, $t: String!) { sendClientLink(input: { id: $id, token: $t }) { id } }`;

const create = (clientEmail: string, sendEmail = true) =>
  agent.graphql(CREATE, {
    input: {
      workspaceId,
      formId,
      clientName: 'Ana Lima',
      clientEmail,
      permissions: ['READ', 'FILL'],
      sendEmail,
    },
  });

const mailsTo = (email: string) => h.mailbox.messages.filter((m) => m.to.includes(email)).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** What client links to `email` left behind: links, their audit rows, mails counted in the budget. */
async function leftovers(email: string) {
  const [row] = await h.sql(
    `select
       (select count(*)::int from identity.client_link where client_email = $1) as links,
       (select count(*)::int from identity.audit_event where action in ('client_link_create', 'client_link_send')
          and details->>'clientLinkId' in (select id::text from identity.client_link where client_email = $1)) as sent,
       (select count(*)::int from identity.auth_failure where scope = 'mail:clientLink' and key = $1) as budget`,
    [email],
  );
  return row;
}
const NOTHING = { links: 0, sent: 0, budget: 0 };

const failures = (reason: string) =>
  h
    .sql(
      `select count(*)::int as n from identity.audit_event
        where action = 'client_link_mail_failed' and workspace_id = $1 and details->>'reason' = $2`,
      [workspaceId, reason],
    )
    .then((rows) => rows[0].n as number);

/** Where the relay is sent for the length of `run`. */
async function withRelay<T>(smtpUrl: string, run: () => Promise<T>): Promise<T> {
  const previous = process.env.SMTP_URL;
  process.env.SMTP_URL = smtpUrl;
  try {
    return await run();
  } finally {
    process.env.SMTP_URL = previous;
  }
}

describe('a client link e-mailed at creation', () => {
  it('is not stored when the relay refuses the address: BAD_USER_INPUT on clientEmail', async () => {
    const email = uniqueEmail('no-such-mailbox');
    h.mailbox.refuse(email, 550);
    const before = await failures('ADDRESS_UNDELIVERABLE');
    const refused = await create(email);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors[0]).toMatchObject({
      message: 'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
      extensions: { code: 'BAD_USER_INPUT', field: 'clientEmail', reason: 'ADDRESS_UNDELIVERABLE' },
    });
    expect(await leftovers(email)).toEqual(NOTHING);
    expect(await failures('ADDRESS_UNDELIVERABLE')).toBe(before + 1);

    // Once the mailbox exists, the same link is created and e-mailed.
    h.mailbox.accept(email);
    const created = await create(email);
    expect(created.body.data.createClientLink).toMatchObject({
      emailed: true,
      clientLink: { clientEmail: email },
    });
    await h.mailbox.waitFor(email);
    expect(await leftovers(email)).toEqual({ links: 1, sent: 2, budget: 1 });
  });

  it('is not stored when the relay says "try later", is down, or does not answer: MAIL_UNAVAILABLE', async () => {
    const expectUnavailable = async (email: string, answer: Awaited<ReturnType<typeof create>>) => {
      expect(answer.body.errors[0]).toMatchObject({
        message:
          'We could not send the e-mail just now, and nothing was saved. Please try again in a few minutes.',
        extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'MAIL_UNAVAILABLE' },
      });
      expect(await leftovers(email)).toEqual(NOTHING);
    };
    const greylisted = uniqueEmail('greylisted');
    h.mailbox.refuse(greylisted, 451);
    await expectUnavailable(greylisted, await create(greylisted));
    h.mailbox.accept(greylisted);

    const down = uniqueEmail('relay-down');
    await expectUnavailable(down, await withRelay('smtp://127.0.0.1:1', () => create(down)));

    // A relay that takes the connection and never greets: the link waits 8 s at most.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const stalled = uniqueEmail('relay-stalled');
    try {
      const started = Date.now();
      const answer = await withRelay(`smtp://127.0.0.1:${port}`, () => create(stalled));
      expect(Date.now() - started).toBeLessThan(9_500);
      await expectUnavailable(stalled, answer);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
    expect(await failures('MAIL_UNAVAILABLE')).toBeGreaterThanOrEqual(3);
  });
});

describe('sending a link again', () => {
  it('answers the refusal clearly and changes nothing', async () => {
    const email = uniqueEmail('moved-away');
    const created = (await create(email, false)).body.data.createClientLink;
    const token = created.url.split('#token=')[1];
    const row = async () =>
      (await h.sql(`select * from identity.client_link where id = $1`, [created.clientLink.id]))[0];
    const stored = await row();

    h.mailbox.refuse(email, 550);
    const refused = await agent.graphql(SEND, { id: created.clientLink.id, t: token });
    expect(refused.body.errors[0]).toMatchObject({
      message: 'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
      extensions: { code: 'BAD_USER_INPUT', field: 'id', reason: 'ADDRESS_UNDELIVERABLE' },
    });
    h.mailbox.refuse(email, 421);
    const later = await agent.graphql(SEND, { id: created.clientLink.id, t: token });
    expect(later.body.errors[0].extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      reason: 'MAIL_UNAVAILABLE',
    });
    expect(await row()).toEqual(stored);
    expect(await leftovers(email)).toEqual({ links: 1, sent: 1, budget: 0 }); // its creation only

    h.mailbox.accept(email);
    expect((await agent.graphql(SEND, { id: created.clientLink.id, t: token })).body.errors).toBeUndefined();
    await h.mailbox.waitFor(email);
    expect(await leftovers(email)).toEqual({ links: 1, sent: 2, budget: 1 });
  });
});

describe('client-link mails to one address', () => {
  /** Moves the client-link mails already sent to `email` back in time, as if `hours` had passed. */
  const hoursPass = (email: string, hours: number) =>
    h.sql(
      `update identity.auth_failure set at = at - make_interval(hours => $2)
        where scope = 'mail:clientLink' and key = $1`,
      [email, hours],
    );

  it('are at most 6 an hour and 20 a day; past that the link is not created, and can be without the e-mail', async () => {
    const family = uniqueEmail('family');
    for (let i = 0; i < 6; i++) expect((await create(family)).body.errors).toBeUndefined();
    await settle();
    expect(mailsTo(family)).toBe(6);

    const seventh = await create(family);
    expect(seventh.body.errors[0]).toMatchObject({
      message:
        'This address has already received several e-mails from Portico recently, so the link was not created. Wait a little, or create the link without e-mailing it and send it yourself.',
      extensions: { code: 'BAD_USER_INPUT', field: 'clientEmail', reason: 'MAIL_BUDGET' },
    });
    expect(await leftovers(family)).toMatchObject({ links: 6, budget: 6 });

    // Without the e-mail the link is created; sending it is refused the same way, and changes nothing.
    const copied = (await create(family, false)).body.data.createClientLink;
    expect(copied.emailed).toBe(false);
    const resend = await agent.graphql(SEND, { id: copied.clientLink.id, t: copied.url.split('#token=')[1] });
    expect(resend.body.errors[0]).toMatchObject({
      message:
        'This address has already received several e-mails from Portico recently. Wait a little, or copy the link and send it yourself.',
      extensions: { code: 'BAD_USER_INPUT', field: 'id', reason: 'MAIL_BUDGET' },
    });
    await settle();
    expect(mailsTo(family)).toBe(6);
    expect(await leftovers(family)).toMatchObject({ links: 7, budget: 6 });
    expect(await failures('MAIL_BUDGET')).toBeGreaterThanOrEqual(2);

    // Another address is not affected.
    expect((await create(uniqueEmail('neighbour'))).body.errors).toBeUndefined();

    // A day holds 20: six more per hour, until the twentieth.
    for (const expected of [12, 18, 20]) {
      await hoursPass(family, 2);
      for (let i = 0; i < 6; i++) await create(family);
      await settle();
      expect(mailsTo(family)).toBe(expected);
    }
    expect((await leftovers(family)).links).toBe(21);
  });

  it('do not spend the budget of the account mails of that address', async () => {
    const email = uniqueEmail('client-and-user');
    for (let i = 0; i < 6; i++) await create(email);
    expect((await create(email)).body.errors[0].extensions.reason).toBe('MAIL_BUDGET');
    const before = mailsTo(email);
    const signup = await h.browser().post('/auth/signup', { email, password: 'Str0ng-enough-pass' });
    expect(signup.status).toBe(201);
    await h.mailbox.waitFor(email, before + 1);
  });
});

describe('an invitation, sent through the same mailer', () => {
  it('is refused as MAIL_REFUSED when the relay refuses the address', async () => {
    const email = uniqueEmail('invitee-gone');
    h.mailbox.refuse(email, 550);
    const res = await agent.graphql(INVITE, { w: workspaceId, e: email });
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'email',
      reason: 'MAIL_REFUSED',
    });
    expect(
      (await h.sql(`select count(*)::int as n from identity.invitation where email = $1`, [email]))[0].n,
    ).toBe(0);
  });
});
