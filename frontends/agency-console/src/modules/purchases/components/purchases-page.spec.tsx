import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, renderWithApi, type Handler } from '../../../testing/render-with-api';
import type { Order } from '../graphql/queries/purchases';
import { PurchasesPage } from './purchases-page';

const ROUTE = '/workspaces/:workspaceId/purchases';
const TIMING = { pollMs: 20, timeoutMs: 400 };

const order = (over: Partial<Order> = {}): Order & { __typename: string } => ({
  __typename: 'Order',
  id: 'o1',
  number: 'PO-000001',
  workspaceId: 'w1',
  productCode: 'FAMILY_PACK',
  productName: 'Family Pack',
  quantity: 3,
  unitPriceMinor: 2320,
  subtotalMinor: 6960,
  discountMinor: 696,
  taxRateBasisPoints: 725,
  taxMinor: 454,
  totalMinor: 6718,
  currency: 'USD',
  couponCode: 'WELCOME10',
  country: 'US',
  region: 'CA',
  status: 'PAID',
  credits: 3,
  buyerEmail: 'ana@example.com',
  receiptNumber: 'R-000001',
  createdAt: '2026-11-20T10:00:00Z',
  paidAt: '2026-11-20T10:01:00Z',
  refundedAt: null,
  refundedMinor: 0,
  refundedCredits: 0,
  ...over,
});

const balance =
  (available: number, purchased = available, used = 0, removed = 0): Handler =>
  () => ({
    data: {
      creditBalance: { __typename: 'CreditBalance', workspaceId: 'w1', available, purchased, used, removed },
    },
  });

const purchases =
  (orders: Order[], totalCount = orders.length): Handler =>
  (variables) => ({
    data: {
      purchases: {
        __typename: 'OrderPage',
        items: orders.slice(Number(variables.offset), Number(variables.offset) + Number(variables.limit)),
        totalCount,
      },
    },
  });

const forbidden = () => ({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The order is asked for no more: after a settling moment, 10 poll intervals pass without a call. */
async function expectNoMoreCalls(calls: Parameters<typeof callsOf>[0]) {
  await pause(TIMING.pollMs * 3);
  const asked = callsOf(calls, 'PurchaseOrder').length;
  await pause(TIMING.pollMs * 10);
  expect(callsOf(calls, 'PurchaseOrder').length).toBe(asked);
}

function open(path: string, handlers: Record<string, Handler>) {
  return renderWithApi(<PurchasesPage timing={TIMING} />, path, ROUTE, handlers);
}

const figure = (name: string) =>
  within(screen.getByTestId('credits')).getByText(name).closest('div')!.querySelector('dd')!.textContent;

describe('My Purchases', () => {
  it('shows the credits and the orders, and a receipt with every figure', async () => {
    open('/workspaces/w1/purchases', {
      CreditBalance: balance(4, 6, 1, 1),
      Purchases: purchases([
        order(),
        order({
          id: 'o2',
          number: 'PO-000002',
          productCode: 'SINGLE_FORM',
          quantity: 1,
          totalMinor: 2900,
          status: 'REFUNDED',
          couponCode: null,
          receiptNumber: 'R-000002',
          refundedAt: '2026-11-21T10:00:00Z',
          refundedMinor: 2900,
          refundedCredits: 1,
        }),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Purchases' })).toBeTruthy();
    expect(screen.getByText('Loading your purchases…').getAttribute('role')).toBe('status');
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => [...row.querySelectorAll('th,td')].map((cell) => cell.textContent))).toEqual([
      ['PO-000001', 'Nov 20, 2026', 'Family Pack', '3', '$67.18', 'Paid', 'R-000001', 'View'],
      ['PO-000002', 'Nov 20, 2026', 'Single Form', '1', '$29.00', 'Refunded', 'R-000002', 'View'],
    ]);
    await waitFor(() => expect(figure('Available')).toBe('4'));
    expect([figure('Purchased'), figure('Used for filings'), figure('Removed by refunds')]).toEqual([
      '6',
      '1',
      '1',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'View the receipt of order PO-000001' }));
    const receipt = screen.getByRole('region', { name: 'Receipt for order PO-000001' });
    expect(receipt.className).toContain('ui-print-area');
    const lines = Object.fromEntries(
      [...within(receipt).getByTestId('receipt').querySelectorAll('div')].map((line) => [
        line.querySelector('dt')!.textContent,
        line.querySelector('dd')!.textContent,
      ]),
    );
    expect(lines).toMatchObject({
      'Order number': 'PO-000001',
      'Receipt number': 'R-000001',
      Status: 'Paid',
      Buyer: 'ana@example.com',
      'Tax location': 'United States · CA',
      'Family Pack': '3 × $23.20',
      Subtotal: '$69.60',
      'Discount (coupon WELCOME10)': '−$6.96',
      'Tax (7.25%)': '$4.54',
      Total: '$67.18',
    });
    expect(lines.Paid).toMatch(/Nov 20, 2026/);
    expect(document.activeElement).toBe(within(receipt).getByRole('heading', { level: 2 }));
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(lines['Refunded amount']).toBeUndefined();
    fireEvent.click(within(receipt).getByRole('button', { name: 'Close receipt' }));
    expect(screen.queryByRole('region', { name: /^Receipt for order/ })).toBeNull();

    // A refunded order says what came back: the money and the unused credits it covered.
    fireEvent.click(screen.getByRole('button', { name: 'View the receipt of order PO-000002' }));
    const refunded = screen.getByRole('region', { name: 'Receipt for order PO-000002' });
    const refundLine = [...within(refunded).getByTestId('receipt').querySelectorAll('div')].find(
      (line) => line.querySelector('dt')!.textContent === 'Refunded amount',
    );
    expect(refundLine?.querySelector('dd')?.textContent).toBe('$29.00 for 1 unused form credit');
  });

  it('pages through the orders', async () => {
    const orders = Array.from({ length: 12 }, (_, index) =>
      order({ id: `o${index}`, number: `PO-${String(index).padStart(6, '0')}` }),
    );
    const { calls } = open('/workspaces/w1/purchases', {
      CreditBalance: balance(36),
      Purchases: purchases(orders),
    });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(callsOf(calls, 'Purchases').at(-1)).toEqual({ workspaceId: 'w1', limit: 10, offset: 10 });
  });

  it('shows an empty workspace the way to the pricing page', async () => {
    open('/workspaces/w1/purchases', { CreditBalance: balance(0), Purchases: purchases([]) });
    expect(await screen.findByText('No purchases yet. One credit files one DS-160 form.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the purchases cannot be loaded, and refuses a stranger', async () => {
    let fail = true;
    const first = open('/workspaces/w1/purchases', {
      CreditBalance: balance(3),
      Purchases: (variables) => {
        if (fail) throw new Error('offline');
        return purchases([order()])(variables);
      },
    });
    expect(await screen.findByText('Your purchases could not be loaded.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
    first.unmount();

    open('/workspaces/w9/purchases', { CreditBalance: forbidden, Purchases: forbidden });
    expect(await screen.findByText('You are not a member of this workspace.')).toBeTruthy();
    expect(screen.queryByTestId('credits')).toBeNull();
  });

  it('right after paying, waits for the webhook, then says how many credits arrived', async () => {
    let paid = false;
    const { calls } = open('/workspaces/w1/purchases?order=o1', {
      PurchaseOrder: () => ({
        data: {
          order: order({
            status: paid ? 'PAID' : 'PENDING',
            receiptNumber: paid ? 'R-000001' : null,
            paidAt: paid ? '2026-11-20T10:01:00Z' : null,
          }),
        },
      }),
      CreditBalance: () => balance(paid ? 3 : 0)({}),
      Purchases: () =>
        purchases([order({ status: paid ? 'PAID' : 'PENDING', receiptNumber: paid ? 'R-000001' : null })])({
          offset: 0,
          limit: 10,
        }),
    });
    expect(screen.getByTestId('payment-notice').textContent).toBe('Confirming your payment…');
    const row = (await screen.findAllByTestId('order-row'))[0];
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(row.textContent).toContain('Awaiting payment');
    await waitFor(() => expect(callsOf(calls, 'PurchaseOrder').length).toBeGreaterThan(2));
    expect(screen.getByTestId('payment-notice').textContent).toBe('Confirming your payment…');
    paid = true;
    await waitFor(() =>
      expect(screen.getByTestId('payment-notice').textContent).toBe('Payment received: 3 credits added.'),
    );
    await waitFor(() => expect(figure('Available')).toBe('3'));
    expect(screen.getAllByTestId('order-row')[0].textContent).toContain('Paid');
    // The receipt of the order just paid is open.
    expect(screen.getByRole('region', { name: 'Receipt for order PO-000001' })).toBeTruthy();
    // Polling stops once the order is paid (an answer already on its way may still land).
    await expectNoMoreCalls(calls);
  });

  it('stops asking after a while and says the payment is still being confirmed', async () => {
    const { calls } = open('/workspaces/w1/purchases?order=o1', {
      PurchaseOrder: () => ({
        data: { order: order({ status: 'PENDING', receiptNumber: null, paidAt: null }) },
      }),
      CreditBalance: balance(0),
      Purchases: purchases([order({ status: 'PENDING' })]),
    });
    expect(
      await screen.findByText(
        'Your payment is still being confirmed. The credits appear here as soon as it is; reload the page in a minute.',
        {},
        { timeout: 2000 },
      ),
    ).toBeTruthy();
    await expectNoMoreCalls(calls);
  });

  it('says so when the order of the address is not in this workspace', async () => {
    open('/workspaces/w1/purchases?order=nope', {
      PurchaseOrder: () => ({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }),
      CreditBalance: balance(0),
      Purchases: purchases([]),
    });
    expect(await screen.findByText('This order could not be found in this workspace.')).toBeTruthy();
  });

  it('says when the payment was cancelled', async () => {
    open('/workspaces/w1/purchases?order=o1', {
      PurchaseOrder: () => ({
        data: { order: order({ status: 'CANCELLED', receiptNumber: null, paidAt: null }) },
      }),
      CreditBalance: balance(0),
      Purchases: purchases([order({ status: 'CANCELLED' })]),
    });
    expect(await screen.findByText('This payment was cancelled; nothing was charged.')).toBeTruthy();
  });
});
