import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANA, fakeServer } from '../../../testing/render-page';
import { refusal, renderWithApi, type Handler } from '../../../testing/render-with-api';
import { callsOf } from '@portico/ui/testing';
import { CheckoutPage } from './checkout-page';

const ROUTE = '/checkout/:productCode';
const UNIT: Record<string, number> = { SINGLE_FORM: 2900, FAMILY_PACK: 2320 };
const TAX: Record<string, number> = { 'US-CA': 725, 'US-NY': 400, DE: 1900 };

/** A billing that quotes the way the contract computes: 10 % off with WELCOME10, tax on (subtotal − discount). */
const quote: Handler = (variables) => {
  const input = variables.input as {
    productCode: string;
    quantity: number;
    couponCode: string | null;
    country: string;
    region: string | null;
  };
  const unitPriceMinor = UNIT[input.productCode];
  const subtotalMinor = unitPriceMinor * input.quantity;
  const couponStatus = !input.couponCode
    ? 'NONE'
    : (({ WELCOME10: 'VALID', EXPIRED20: 'EXPIRED', USEDUP: 'USED_UP' } as Record<string, string>)[
        input.couponCode
      ] ?? 'INVALID');
  const discountMinor = couponStatus === 'VALID' ? Math.round(subtotalMinor / 10) : 0;
  const taxRateBasisPoints = TAX[input.region ? `${input.country}-${input.region}` : input.country] ?? 0;
  const taxableMinor = subtotalMinor - discountMinor;
  const taxMinor = Math.round((taxableMinor * taxRateBasisPoints) / 10_000);
  return {
    data: {
      checkoutQuote: {
        __typename: 'Quote',
        productCode: input.productCode,
        quantity: input.quantity,
        unitPriceMinor,
        currency: 'USD',
        subtotalMinor,
        discountMinor,
        taxableMinor,
        taxRateBasisPoints,
        taxMinor,
        totalMinor: taxableMinor + taxMinor,
        couponCode: input.couponCode,
        couponStatus,
      },
    },
  };
};

const workspaces: Handler = () => ({
  data: {
    workspaces: {
      __typename: 'WorkspacePage',
      totalCount: 2,
      items: [
        { __typename: 'Workspace', id: 'w1', name: 'Personal', type: 'PERSONAL', isCurrent: false },
        { __typename: 'Workspace', id: 'w2', name: 'Lima Visas', type: 'BUSINESS', isCurrent: true },
      ],
    },
  },
});

function open(
  path: string,
  handlers: Record<string, Handler> = {},
  viewer: unknown = null,
  leave: (url: string) => void = jest.fn(),
) {
  fakeServer({ viewer: () => viewer });
  return renderWithApi(
    <CheckoutPage leave={leave} />,
    path,
    { CheckoutQuote: quote, CheckoutWorkspaces: workspaces, ...handlers },
    ROUTE,
  );
}

const SIGNED_IN = { user: { ...ANA, activated: true }, currentWorkspaceId: 'w2' };
const summary = () => screen.getByTestId('order-summary');
const line = (name: string) =>
  within(summary()).getByText(name).closest('div')!.querySelector('dd')!.textContent;
/** The page's own alert (the alert queue has an empty region of its own). */
const pageAlert = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .filter(Boolean)
    .join(' | ');
const location = () => screen.getByTestId('location').textContent ?? '';

async function figures() {
  await waitFor(() => expect(screen.queryByText('Updating the order summary…')).toBeNull());
  return {
    subtotal: line('Subtotal'),
    discount: line('Discount'),
    tax: within(summary()).getByText(/^Tax/).textContent,
    taxAmount: within(summary()).getByText(/^Tax/).closest('div')!.querySelector('dd')!.textContent,
    total: line('Total'),
  };
}

async function applyCoupon(code: string) {
  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
}

describe('the cart', () => {
  it('shows the not found page for a product that does not exist', () => {
    open('/checkout/gold-pack');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Checkout');
    expect(screen.getByRole('link', { name: /home/i })).toBeTruthy();
  });

  it('quotes the Family Pack from 3 forms, with the coupon discount and the state tax, live', async () => {
    const { calls } = open('/checkout/family-pack');
    expect(await screen.findByText('Family Pack')).toBeTruthy();
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3');
    expect(await figures()).toEqual({
      subtotal: '$69.60',
      discount: '$0.00',
      tax: 'Tax (0%)',
      taxAmount: '$0.00',
      total: '$69.60',
    });
    expect(screen.getByTestId('unit-price').textContent).toBe('$23.20');

    await applyCoupon('welcome10');
    expect(await screen.findByText('Coupon WELCOME10 applied.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'CA' } });
    expect(await figures()).toEqual({
      subtotal: '$69.60',
      discount: '−$6.96',
      tax: 'Tax (7.25%)',
      taxAmount: '$4.54',
      total: '$67.18',
    });
    expect(callsOf(calls, 'CheckoutQuote').at(-1)).toEqual({
      input: {
        productCode: 'FAMILY_PACK',
        quantity: 3,
        couponCode: 'WELCOME10',
        country: 'US',
        region: 'CA',
      },
    });
    // The cart lives in the address, so logging in comes back to it.
    await waitFor(() =>
      expect(location()).toBe('/checkout/family-pack?quantity=3&coupon=WELCOME10&country=US&region=CA'),
    );
  });

  it('waits for the typing to stop before it asks for figures again', async () => {
    const { calls } = open('/checkout/single-form');
    await figures();
    const quantity = screen.getByLabelText('Quantity');
    for (const value of ['2', '3', '4']) fireEvent.change(quantity, { target: { value } });
    expect(screen.getByText('Updating the order summary…')).toBeTruthy();
    expect(await figures()).toMatchObject({ subtotal: '$116.00' });
    expect(
      callsOf(calls, 'CheckoutQuote').map((call) => (call.input as { quantity: number }).quantity),
    ).toEqual([1, 4]);
  });

  it('refuses a quantity outside the product limits, with a clear message and no quote', async () => {
    const family = open('/checkout/family-pack');
    await figures();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    expect(pageAlert()).toBe('The Family Pack is for 3 forms or more (up to 50).');
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('order-summary')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(
      callsOf(family.calls, 'CheckoutQuote').map((call) => (call.input as { quantity: number }).quantity),
    ).toEqual([3]);
    family.unmount();

    open('/checkout/single-form?quantity=7');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('10');
    expect((screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '11' } });
    expect(pageAlert()).toBe('Choose a quantity from 1 to 10.');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '1.5' } });
    expect(pageAlert()).toBe('Choose a quantity from 1 to 10.');
  });

  it.each([
    ['NOPE', 'This coupon code is not valid.'],
    ['EXPIRED20', 'This coupon code has expired.'],
    ['usedup', 'This coupon code has been used up.'],
  ])('says why coupon %s gives no discount', async (code, message) => {
    open('/checkout/family-pack');
    await figures();
    await applyCoupon(code);
    expect((await screen.findByTestId('coupon-refusal')).textContent).toBe(message);
    expect(await figures()).toMatchObject({ discount: '$0.00', total: '$69.60' });
    expect(screen.getByLabelText('Coupon code').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the coupon format before asking, and removes a coupon', async () => {
    const { calls } = open('/checkout/family-pack?coupon=WELCOME10&country=DE');
    expect(await figures()).toMatchObject({ discount: '−$6.96', tax: 'Tax (19%)', total: '$74.54' });
    await applyCoupon('no way!');
    expect(pageAlert()).toBe('A coupon code has 3 to 32 letters, digits or hyphens.');
    expect(
      callsOf(calls, 'CheckoutQuote').every(
        (call) => (call.input as { couponCode: string | null }).couponCode === 'WELCOME10',
      ),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await figures()).toMatchObject({ discount: '$0.00', total: '$82.82' });
    await waitFor(() => expect(location()).toBe('/checkout/family-pack?quantity=3&country=DE'));
  });

  it('offers a retry when the figures cannot be computed', async () => {
    let fail = true;
    open('/checkout/single-form', {
      CheckoutQuote: (variables) => {
        if (fail) throw new Error('offline');
        return quote(variables);
      },
    });
    expect(await screen.findByText('The order summary could not be computed.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await figures()).toMatchObject({ total: '$29.00' });
  });

  it('names the page in the tab and says a cancelled payment charged nothing', async () => {
    open('/checkout/single-form?cancelled=1');
    expect(document.title).toBe('Checkout · Portico');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Review your cart/,
    );
    expect(screen.getByText('Payment cancelled, nothing was charged.')).toBeTruthy();
    await figures();
  });
});

describe('paying', () => {
  it('asks a visitor to log in or sign up, coming back to the same cart', async () => {
    open('/checkout/family-pack?quantity=4&coupon=WELCOME10&country=US&region=NY');
    const login = await screen.findByRole('link', { name: 'Log in to pay' });
    const back = encodeURIComponent('/checkout/family-pack?quantity=4&coupon=WELCOME10&country=US&region=NY');
    expect(login.getAttribute('href')).toBe(`/login?next=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/signup?next=${back}`,
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(await figures()).toMatchObject({ subtotal: '$92.80', tax: 'Tax (4%)' });
  });

  it('asks an account that is not activated to activate first', async () => {
    open('/checkout/single-form', {}, { user: ANA, currentWorkspaceId: null });
    expect((await screen.findByRole('link', { name: 'Activate my account' })).getAttribute('href')).toBe(
      '/activate',
    );
  });

  it('pays for the chosen workspace with one idempotency key per attempt, then leaves for the provider', async () => {
    const leave = jest.fn();
    let attempt = 0;
    const { calls } = open(
      '/checkout/family-pack?coupon=WELCOME10&country=US&region=CA',
      {
        StartCheckout: () =>
          ++attempt === 1
            ? (() => {
                throw new Error('offline');
              })()
            : {
                data: {
                  startCheckout: {
                    __typename: 'CheckoutSession',
                    order: { __typename: 'Order', id: 'o1', number: 'PO-1', status: 'PENDING' },
                    checkoutUrl: 'http://localhost:4000/pay/test/cs_1',
                  },
                },
              },
      },
      SIGNED_IN,
      leave,
    );
    const workspace = (await screen.findByLabelText('Add the credits to')) as HTMLSelectElement;
    await waitFor(() => expect(workspace.value).toBe('w2'));
    expect([...workspace.options].map((option) => option.textContent)).toEqual(['Personal', 'Lima Visas']);
    fireEvent.change(workspace, { target: { value: 'w1' } });
    await figures();
    const pay = screen.getByRole('button', { name: 'Pay $67.18' });
    await act(async () => fireEvent.click(pay));
    expect(
      await screen.findByText('The payment could not be started. Nothing was charged; try again.'),
    ).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay $67.18' })));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost:4000/pay/test/cs_1'));
    const [first, second] = callsOf(calls, 'StartCheckout').map(
      (call) => call.input as Record<string, unknown>,
    );
    expect(second).toEqual({
      workspaceId: 'w1',
      productCode: 'FAMILY_PACK',
      quantity: 3,
      couponCode: 'WELCOME10',
      country: 'US',
      region: 'CA',
      locale: 'en',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(first.idempotencyKey).not.toBe(second.idempotencyKey);
  });

  it('needs a US state, and a coupon that works, before it starts a payment', async () => {
    const { calls } = open('/checkout/family-pack?coupon=EXPIRED20', {}, SIGNED_IN);
    await screen.findByLabelText('Add the credits to');
    await figures();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
    expect(await screen.findByText('Choose your state: US sales tax depends on it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'CA' } });
    await figures();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'This coupon code has expired.',
      ),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Coupon code'));
    expect(callsOf(calls, 'StartCheckout')).toEqual([]);
  });

  it('applies a coupon typed but not applied before it pays, so the buyer sees its figures first', async () => {
    const { calls } = open('/checkout/family-pack?country=DE', {}, SIGNED_IN);
    await screen.findByLabelText('Add the credits to');
    expect(await figures()).toMatchObject({ total: '$82.82' });
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'welcome10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
    expect(await screen.findByText('Coupon WELCOME10 applied.')).toBeTruthy();
    expect(await figures()).toMatchObject({ discount: '−$6.96', total: '$74.54' });
    expect(callsOf(calls, 'StartCheckout')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay $74.54' })).toBeTruthy();
  });

  it.each([
    ['COUPON_USED_UP', 'This coupon code has been used up.'],
    ['FORBIDDEN', 'You may not buy credits for this workspace.'],
    ['BAD_USER_INPUT', 'The payment could not be started. Nothing was charged; try again.'],
  ])('explains a refusal %s and stays on the cart', async (code, message) => {
    const leave = jest.fn();
    open(
      '/checkout/single-form?country=DE',
      { StartCheckout: () => refusal('refused', { code }) },
      SIGNED_IN,
      leave,
    );
    await screen.findByLabelText('Add the credits to');
    await figures();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
  });
});
