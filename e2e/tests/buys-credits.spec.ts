import { expect, test, type Page } from '@playwright/test';
import { buyCredits, creditBalance } from './billing-helpers';
import { PASSWORD, logOut, newAccount, violations } from './identity-helpers';

test.describe.configure({ timeout: 120_000 });

/** The figures of the order summary, once it has settled. */
async function summary(page: Page) {
  const box = page.getByTestId('order-summary');
  await expect(page.getByText('Updating the order summary…')).toHaveCount(0);
  const amount = (term: RegExp) =>
    box
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: term }) })
      .locator('dd');
  return {
    subtotal: await amount(/^Subtotal$/).textContent(),
    discount: await amount(/^Discount$/).textContent(),
    tax: await box.locator('dt', { hasText: /^Tax/ }).textContent(),
    taxAmount: await amount(/^Tax/).textContent(),
    total: await amount(/^Total$/).textContent(),
  };
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a new user buys a Family Pack of 3 with a coupon, pays with the test provider, and a replayed webhook adds nothing', async ({
  page,
}) => {
  await newAccount(page, 'buyer');

  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Buy 3+' }).click();
  await expect(page).toHaveURL(/\/checkout\/family-pack/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  await expect(page.getByTestId('unit-price')).toHaveText('$23.20');

  // Coupons that give nothing say why.
  await applyCoupon(page, 'NOPE');
  await expect(page.getByTestId('coupon-refusal')).toHaveText('This coupon code is not valid.');
  await applyCoupon(page, 'EXPIRED20');
  await expect(page.getByTestId('coupon-refusal')).toHaveText('This coupon code has expired.');
  expect(await summary(page)).toMatchObject({ discount: '$0.00', total: '$69.60' });

  await applyCoupon(page, 'welcome10');
  await expect(page.getByText('Coupon WELCOME10 applied.')).toBeVisible();
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State').selectOption('CA');
  expect(await summary(page)).toEqual({
    subtotal: '$69.60',
    discount: '−$6.96',
    tax: 'Tax (7.25%)',
    taxAmount: '$4.54',
    total: '$67.18',
  });
  expect(await violations(page)).toEqual([]);

  // Pay on the test provider's page.
  await page.getByRole('button', { name: 'Pay $67.18' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/cs_test_/);
  await expect(page.getByTestId('pay-total')).toHaveText('$67.18');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on My Purchases: the order is paid and the workspace has 3 credits.
  await expect(page).toHaveURL(/\/workspaces\/[^/]+\/purchases\?order=/);
  const url = new URL(page.url());
  const workspaceId = /\/workspaces\/([^/]+)\/purchases/.exec(url.pathname)![1];
  const orderId = url.searchParams.get('order')!;
  await expect(page.getByTestId('payment-notice')).toHaveText('Payment received: 3 credits added.');
  const row = page.getByTestId('order-row').first();
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText('Family Pack');
  await expect(row).toContainText('$67.18');
  await expect(row).toContainText('Paid');
  const available = page.getByTestId('credits').locator('div').filter({ hasText: 'Available' }).locator('dd');
  await expect(available).toHaveText('3');
  const receipt = page.getByRole('region', { name: /^Receipt for order/ });
  await expect(receipt).toContainText('Discount (coupon WELCOME10)');
  await expect(receipt).toContainText('$67.18');
  expect(await violations(page)).toEqual([]);

  // The provider delivers the same event again: billing acknowledges it and adds nothing.
  const last = await page.request.get('/pay/test/__last-webhook');
  expect(last.status()).toBe(200);
  const { body, signature } = (await last.json()) as { body: string; signature: string };
  expect(
    (JSON.parse(body) as { data: { object: { client_reference_id: string } } }).data.object
      .client_reference_id,
  ).toBe(orderId);
  const replay = await page.request.post('/webhooks/test-provider', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: body,
  });
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toEqual({ received: true, duplicate: true });
  // A tampered copy is refused outright.
  const forged = await page.request.post('/webhooks/test-provider', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: body.replace(orderId, '00000000-0000-4000-8000-000000000000'),
  });
  expect(forged.status()).toBe(400);
  expect(await creditBalance(page, workspaceId)).toEqual({ available: 3, purchased: 3, used: 0, removed: 0 });
  await page.reload();
  await expect(available).toHaveText('3');
  await expect(page.getByTestId('order-row')).toHaveCount(1);

  // The helper other journeys use buys through the same flow.
  const more = await buyCredits(page, workspaceId, 1);
  expect(more.purchasesUrl).toBe(`/workspaces/${workspaceId}/purchases?order=${more.orderId}`);
  expect(await creditBalance(page, workspaceId)).toMatchObject({ available: 4, purchased: 4 });
});

test('a visitor sees the cart, logs in and comes back to it; cancelling the payment charges nothing', async ({
  page,
}) => {
  const email = await newAccount(page, 'visitor');
  await logOut(page);

  await page.goto('/checkout/family-pack?quantity=4&coupon=WELCOME10&country=US&region=CA');
  expect(await summary(page)).toMatchObject({ subtotal: '$92.80', discount: '−$9.28', total: '$89.58' });
  await expect(page.getByText('Log in or create an account to pay. Your cart stays as it is.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in to pay' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/checkout\/family-pack\?quantity=4&coupon=WELCOME10&country=US&region=CA$/);
  await expect(page.getByLabel('Quantity')).toHaveValue('4');
  await expect(page.getByText('Coupon WELCOME10 applied.')).toBeVisible();

  const workspaceId = await page.getByLabel('Add the credits to').inputValue();
  expect(workspaceId).toBeTruthy();
  await page.getByRole('button', { name: 'Pay $89.58' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/cs_test_/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/family-pack\?/);
  await expect(page.getByText('Payment cancelled, nothing was charged.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Nothing was bought: My Purchases lists the cancelled order and no credits.
  await page.goto(`/workspaces/${workspaceId}/purchases`);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText('Cancelled');
  await expect(
    page.getByTestId('credits').locator('div').filter({ hasText: 'Available' }).locator('dd'),
  ).toHaveText('0');
  expect(await creditBalance(page, workspaceId)).toEqual({ available: 0, purchased: 0, used: 0, removed: 0 });
});
