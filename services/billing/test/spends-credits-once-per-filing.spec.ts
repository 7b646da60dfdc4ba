import { randomUUID } from 'node:crypto';
import { ACTOR_HEADER, type Actor } from '@portico/shared-types';
import {
  CREDIT_BALANCE,
  newBuyer,
  startBilling,
  type BillingHarness,
  type Buyer,
} from './support/billing-harness';

describe('billing credits for filings (internal routes the submission service calls)', () => {
  let h: BillingHarness;

  beforeAll(async () => {
    h = await startBilling();
  });
  afterAll(() => h?.close());

  /** Credits as a paid order would add them (the ledger row the webhook writes). */
  async function grant(buyer: Buyer, credits: number) {
    await h.sql(
      `insert into billing.credit_entry (id, workspace_id, movement, amount, dedupe_key, order_id, created_at)
       values (gen_random_uuid(), ?, 'PURCHASE', ?, ?, ?, now())`,
      [buyer.workspaceId, credits, `purchase:${randomUUID()}`, randomUUID()],
    );
  }

  async function call(
    path: 'consume' | 'release' | 'return',
    actor: Actor | string | undefined,
    body: unknown,
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (typeof actor === 'string') headers[ACTOR_HEADER] = actor;
    else if (actor) headers[ACTOR_HEADER] = h.billing.signer.sign(actor);
    const res = await fetch(`${h.base}/internal/credits/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  const balance = async (buyer: Buyer) =>
    (await h.gql(buyer.actor, CREDIT_BALANCE, { w: buyer.workspaceId })).body.data!.creditBalance;

  it('takes one credit per submission, once, and answers 402 NO_CREDITS when none is left', async () => {
    const buyer = newBuyer();
    await grant(buyer, 2);
    const first = randomUUID();
    const ask = (submissionId: string) =>
      call('consume', buyer.actor, { workspaceId: buyer.workspaceId, submissionId });
    const token = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);
    expect(await ask(first)).toEqual({
      status: 200,
      body: { consumed: true, available: 1, returnToken: token },
    });
    expect(await ask(first.toUpperCase())).toEqual({
      status: 200,
      body: { consumed: true, available: 1, returnToken: token },
    });
    expect(await ask(randomUUID())).toEqual({
      status: 200,
      body: { consumed: true, available: 0, returnToken: token },
    });
    expect(await ask(randomUUID())).toEqual({
      status: 402,
      body: {
        error: {
          code: 'NO_CREDITS',
          message: 'No form credits left. Buy credits on the Pricing page to file this form.',
        },
      },
    });
    expect(await balance(buyer)).toEqual({
      workspaceId: buyer.workspaceId,
      available: 0,
      purchased: 2,
      used: 2,
      removed: 0,
    });
  });

  it('gives back the credit of a filing that could not be created, once, and only if it took one', async () => {
    const buyer = newBuyer();
    await grant(buyer, 1);
    const submissionId = randomUUID();
    const body = { workspaceId: buyer.workspaceId, submissionId };
    expect(await call('release', buyer.actor, body)).toEqual({
      status: 200,
      body: { released: false, available: 1 },
    });
    await call('consume', buyer.actor, body);
    expect(await call('release', buyer.actor, body)).toEqual({
      status: 200,
      body: { released: true, available: 1 },
    });
    expect(await call('release', buyer.actor, body)).toEqual({
      status: 200,
      body: { released: false, available: 1 },
    });
    // Another workspace cannot release this workspace's filing into its own balance.
    const other = newBuyer();
    const otherSubmission = randomUUID();
    await grant(other, 1);
    await call('consume', other.actor, { workspaceId: other.workspaceId, submissionId: otherSubmission });
    expect(
      await call('release', buyer.actor, { workspaceId: buyer.workspaceId, submissionId: otherSubmission }),
    ).toEqual({ status: 200, body: { released: false, available: 1 } });
    expect(await balance(buyer)).toEqual({
      workspaceId: buyer.workspaceId,
      available: 1,
      purchased: 1,
      used: 0,
      removed: 0,
    });
  });

  it('gives back a filing’s credit to whoever shows its return token, once, without a signed actor', async () => {
    const buyer = newBuyer();
    await grant(buyer, 1);
    const submissionId = randomUUID();
    const ids = { workspaceId: buyer.workspaceId, submissionId };
    const consumed = await call('consume', buyer.actor, ids);
    const returnToken = consumed.body.returnToken as string;
    expect(await balance(buyer)).toMatchObject({ available: 0, used: 1 });
    // A wrong token, another submission's, or another workspace's: nothing is given back.
    const other = newBuyer();
    await grant(other, 1);
    const otherSubmission = randomUUID();
    const otherToken = (
      await call('consume', other.actor, { workspaceId: other.workspaceId, submissionId: otherSubmission })
    ).body.returnToken as string;
    const notFound = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No such credit' } } };
    expect(await call('return', undefined, { ...ids, returnToken: otherToken })).toEqual(notFound);
    expect(
      await call('return', undefined, { workspaceId: other.workspaceId, submissionId, returnToken }),
    ).toEqual(notFound);
    expect(
      await call('return', undefined, {
        workspaceId: buyer.workspaceId,
        submissionId: otherSubmission,
        returnToken,
      }),
    ).toEqual(notFound);
    expect(await call('return', undefined, { ...ids, returnToken: 'short' })).toMatchObject({ status: 400 });
    expect(await balance(buyer)).toMatchObject({ available: 0, used: 1 });
    // The right one: returned once, however often it is shown, also after a release.
    expect(await call('return', undefined, { ...ids, returnToken })).toEqual({
      status: 200,
      body: { returned: true, available: 1 },
    });
    expect(await call('return', undefined, { ...ids, returnToken })).toEqual({
      status: 200,
      body: { returned: false, available: 1 },
    });
    expect(await call('release', buyer.actor, ids)).toEqual({
      status: 200,
      body: { released: false, available: 1 },
    });
    expect(await balance(buyer)).toEqual({
      workspaceId: buyer.workspaceId,
      available: 1,
      purchased: 1,
      used: 0,
      removed: 0,
    });
    const ledger = await h.sql(
      `select movement, amount from billing.credit_entry where submission_id = ? order by created_at`,
      [submissionId],
    );
    expect(ledger).toEqual([
      { movement: 'CONSUME', amount: -1 },
      { movement: 'RELEASE', amount: 1 },
    ]);
    // Consumed again (a retried request): a new token replaces the old one; the credit is not taken twice.
    const again = await call('consume', other.actor, {
      workspaceId: other.workspaceId,
      submissionId: otherSubmission,
    });
    expect(again.body.returnToken).not.toBe(otherToken);
    expect(
      await call('return', undefined, {
        workspaceId: other.workspaceId,
        submissionId: otherSubmission,
        returnToken: otherToken,
      }),
    ).toEqual(notFound);
  });

  it('lets exactly one of two simultaneous filings take the last credit', async () => {
    for (let round = 0; round < 5; round++) {
      const buyer = newBuyer();
      await grant(buyer, 1);
      const results = await Promise.all(
        [randomUUID(), randomUUID()].map((submissionId) =>
          call('consume', buyer.actor, { workspaceId: buyer.workspaceId, submissionId }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
      expect(await balance(buyer)).toMatchObject({ available: 0, used: 1 });
    }
  });

  it('accepts the workspace’s API key and a client link with submit; 404 for anyone else; 401 without a signature', async () => {
    const buyer = newBuyer();
    await grant(buyer, 5);
    const body = () => ({ workspaceId: buyer.workspaceId, submissionId: randomUUID() });
    const apiKey: Actor = {
      kind: 'apiKey',
      apiKeyId: randomUUID(),
      workspaceId: buyer.workspaceId,
      memberships: [],
    };
    const client = (permissions: ('read' | 'fill' | 'submit' | 'view_status')[]): Actor => ({
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId: buyer.workspaceId,
      formId: randomUUID(),
      permissions,
    });
    expect((await call('consume', apiKey, body())).status).toBe(200);
    expect((await call('consume', client(['read', 'submit']), body())).status).toBe(200);
    expect((await call('consume', client(['read', 'fill']), body())).status).toBe(404);
    expect((await call('consume', newBuyer().actor, body())).status).toBe(404);
    expect((await call('consume', { kind: 'anonymous' }, body())).status).toBe(401);
    expect((await call('consume', undefined, body())).status).toBe(401);
    expect((await call('consume', 'forged.signature', body())).status).toBe(401);
    expect(await call('consume', buyer.actor, { workspaceId: buyer.workspaceId, submissionId: 'x' })).toEqual(
      {
        status: 400,
        body: { error: { code: 'BAD_USER_INPUT', message: 'workspaceId and submissionId must be UUIDs' } },
      },
    );
    expect(await balance(buyer)).toMatchObject({ available: 3, used: 2 });
  });

  it('shows the balance to members only', async () => {
    const buyer = newBuyer();
    const res = await h.gql(newBuyer().actor, CREDIT_BALANCE, { w: buyer.workspaceId });
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await balance(buyer)).toEqual({
      workspaceId: buyer.workspaceId,
      available: 0,
      purchased: 0,
      used: 0,
      removed: 0,
    });
  });
});
