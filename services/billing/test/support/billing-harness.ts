/**
 * Starts billing in-process on a fresh database (real PostgreSQL) with a real SMTP mailbox, and
 * signs actors the way the gateway does.
 */
import { randomUUID } from 'node:crypto';
import {
  postGraphql,
  startMailbox,
  startTestSubgraph,
  type GraphqlResponse,
  type Mailbox,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { billingSubgraph } from '../../src/billing-subgraph';

export const PUBLIC_URL = 'http://portico.test:4000';

export interface Buyer {
  userId: string;
  email: string;
  workspaceId: string;
  actor: Extract<Actor, { kind: 'user' }>;
}

export function newBuyer(email = `buyer-${randomUUID().slice(0, 8)}@example.test`): Buyer {
  const userId = randomUUID();
  const workspaceId = randomUUID();
  return {
    userId,
    email,
    workspaceId,
    actor: {
      kind: 'user',
      userId,
      email,
      currentWorkspaceId: workspaceId,
      memberships: [{ workspaceId, role: 'admin', workspaceType: 'personal' }],
    },
  };
}

export const adminActor = (): Actor => ({
  kind: 'user',
  userId: randomUUID(),
  email: 'admin@portico.test',
  currentWorkspaceId: null,
  memberships: [],
  platformAdmin: true,
});

export interface BillingHarness {
  billing: TestSubgraph;
  mailbox: Mailbox;
  /** http://127.0.0.1:<port> (the service's own routes). */
  base: string;
  gql<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
    actor: Actor,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResponse<T>>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Env set before billing starts (billing reads its settings when it needs them). */
export async function startBilling(env: Record<string, string> = {}): Promise<BillingHarness> {
  const mailbox = await startMailbox();
  Object.assign(process.env, { PUBLIC_URL, SMTP_URL: mailbox.smtpUrl, NODE_ENV: 'test', ...env });
  const billing = await startTestSubgraph(billingSubgraph);
  return {
    billing,
    mailbox,
    base: billing.url.replace(/\/graphql$/, ''),
    gql: (actor, query, variables) =>
      postGraphql(billing.url, { query, variables, actor: billing.signer.sign(actor) }),
    sql: (text, params = []) =>
      billing.orm.em
        .fork()
        .getConnection()
        .execute(text, params as never[]),
    async close() {
      await billing.close();
      await mailbox.close();
    },
  };
}

export const ORDER_FIELDS = `id number workspaceId productCode productName quantity unitPriceMinor subtotalMinor
  discountMinor taxRateBasisPoints taxMinor totalMinor currency couponCode country region status provider credits
  buyerEmail receiptNumber createdAt paidAt refundedAt`;

export const START_CHECKOUT = `mutation($input: StartCheckoutInput!) {
  startCheckout(input: $input) { checkoutUrl order { ${ORDER_FIELDS} } }
}`;

export const CREDIT_BALANCE = `query($w: ID!) { creditBalance(workspaceId: $w) { workspaceId available purchased used removed } }`;

export function checkoutInput(buyer: Buyer, overrides: Record<string, unknown> = {}) {
  return {
    workspaceId: buyer.workspaceId,
    productCode: 'FAMILY_PACK',
    quantity: 3,
    couponCode: null,
    country: 'US',
    region: 'CA',
    locale: 'en',
    idempotencyKey: `checkout-${randomUUID()}`,
    ...overrides,
  };
}
