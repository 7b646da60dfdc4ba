import { expect, type APIRequestContext, type Page } from '@playwright/test';

const API_HEADERS = { 'content-type': 'application/json', 'x-portico-csrf': '1' };

export interface Purchase {
  orderId: string;
  /** Where the test provider's Pay sent the browser: `/workspaces/{id}/purchases?order={orderId}`. */
  purchasesUrl: string;
}

/**
 * Buys `quantity` form credits for `workspaceId` through the real flow, quickly: startCheckout over
 * GraphQL as the signed-in user of `session` (a page shares its browser's cookies), then the test
 * provider's hosted page and its Pay form, which delivers the signed webhook to billing. Family Pack
 * from 3 credits, else Single Form. Answers once billing has the order PAID.
 */
export async function buyCredits(
  session: Page | APIRequestContext,
  workspaceId: string,
  quantity: number,
): Promise<Purchase> {
  const request = 'request' in session ? session.request : session;
  const started = await request.post('/graphql', {
    headers: API_HEADERS,
    data: {
      query:
        'mutation BuyCredits($input: StartCheckoutInput!) { startCheckout(input: $input) { order { id } checkoutUrl } }',
      variables: {
        input: {
          workspaceId,
          productCode: quantity >= 3 ? 'FAMILY_PACK' : 'SINGLE_FORM',
          quantity,
          country: 'US',
          region: 'CA',
          locale: 'en',
          idempotencyKey: crypto.randomUUID(),
        },
      },
    },
  });
  const answer = (await started.json()) as {
    data?: { startCheckout: { order: { id: string }; checkoutUrl: string } };
    errors?: unknown[];
  };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const { order, checkoutUrl } = answer.data!.startCheckout;

  // The hosted page, as a browser would load it; then its Pay form.
  const hosted = await request.get(new URL(checkoutUrl).pathname);
  expect(hosted.status()).toBe(200);
  const action = /<form method="post" action="([^"]+\/pay)">/.exec(await hosted.text())?.[1];
  expect(action, 'the hosted page has a Pay form').toBeTruthy();
  const paid = await request.post(action!, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  // A path on the buyer's own origin (billing answers with a relative Location).
  const purchasesUrl = new URL(paid.headers().location, 'http://buyer.invalid');
  expect(purchasesUrl.pathname).toBe(`/workspaces/${workspaceId}/purchases`);
  expect(purchasesUrl.searchParams.get('order')).toBe(order.id);
  return { orderId: order.id, purchasesUrl: `${purchasesUrl.pathname}${purchasesUrl.search}` };
}

/** The workspace's credits as billing counts them. */
export async function creditBalance(
  session: Page | APIRequestContext,
  workspaceId: string,
): Promise<{ available: number; purchased: number; used: number; removed: number }> {
  const request = 'request' in session ? session.request : session;
  const response = await request.post('/graphql', {
    headers: API_HEADERS,
    data: {
      query:
        'query Credits($workspaceId: ID!) { creditBalance(workspaceId: $workspaceId) { available purchased used removed } }',
      variables: { workspaceId },
    },
  });
  return ((await response.json()) as { data: { creditBalance: Awaited<ReturnType<typeof creditBalance>> } })
    .data.creditBalance;
}
