import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf } from '@portico/ui/testing';
import { alertText, refusal, renderWithApi, type Handler } from '../../../testing/render-with-api';
import { AdminPage } from './admin-page';

const viewer =
  (user: { id: string; activated: boolean } | null, platformAdmin = false): Handler =>
  () => ({
    data: {
      viewer: { __typename: 'Viewer', user: user && { __typename: 'User', ...user }, platformAdmin },
    },
  });
const ADMIN = viewer({ id: 'u1', activated: true }, true);

const user = (n: number) => ({
  __typename: 'AdminUser',
  id: `u${n}`,
  email: `person${n}@example.com`,
  language: 'en',
  activated: n % 2 === 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  workspaceCount: n,
});
const usersPage = (count: number, total = count) => ({
  data: {
    adminUsers: {
      __typename: 'AdminUserPage',
      items: Array.from({ length: count }, (_, i) => user(i + 1)),
      totalCount: total,
    },
  },
});
const WORKSPACES: Handler = () => ({
  data: {
    adminWorkspaces: {
      __typename: 'AdminWorkspacePage',
      items: [
        {
          __typename: 'AdminWorkspace',
          id: 'w1',
          name: 'Ana Visas',
          type: 'BUSINESS',
          memberCount: 3,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ],
      totalCount: 1,
    },
  },
});
const order = (status: string) => ({
  __typename: 'Order',
  id: 'o1',
  number: 'PT-000123',
  workspaceId: 'w1',
  productName: 'Family Pack',
  quantity: 3,
  totalMinor: 6263,
  currency: 'USD',
  couponCode: 'WELCOME10',
  status,
  buyerEmail: 'buyer@example.com',
  credits: 3,
  // Two of three credits were still unused: two thirds of the payment went back.
  refundedMinor: status === 'REFUNDED' ? 4175 : 0,
  refundedCredits: status === 'REFUNDED' ? 2 : 0,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const ordersPage = (status = 'PAID') => ({
  data: { adminOrders: { __typename: 'OrderPage', items: [order(status)], totalCount: 1 } },
});
const coupon = (over: Record<string, unknown> = {}) => ({
  __typename: 'Coupon',
  code: 'WELCOME10',
  kind: 'PERCENT',
  percentOff: 10,
  amountOffMinor: null,
  currency: null,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 4,
  active: true,
  state: 'ACTIVE',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const couponsPage = (items = [coupon()]) => ({
  data: { adminCoupons: { __typename: 'CouponPage', items, totalCount: items.length } },
});

function open(path: string, handlers: Record<string, Handler>) {
  return renderWithApi(<AdminPage />, path, { AdminViewer: ADMIN, ...handlers });
}

describe('who may open /admin', () => {
  it('asks a signed-out visitor to log in and tells a signed-in person without the right: Access denied', async () => {
    const first = renderWithApi(<AdminPage />, '/admin', { AdminViewer: viewer(null) });
    expect(screen.getByText('Loading…').getAttribute('role')).toBe('status');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login?next=/admin',
    );
    first.unmount();
    const second = renderWithApi(<AdminPage />, '/admin', {
      AdminViewer: viewer({ id: 'u2', activated: true }, false),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByTestId('admin-denied').textContent).toBe(
      'Only Portico platform administrators can open this area.',
    );
    expect(document.title).toBe('Access denied · Portico');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(callsOf(second.calls, 'AdminUsers')).toEqual([]);
  });

  it('offers a retry when it cannot tell who is asking', async () => {
    let fail = true;
    renderWithApi(<AdminPage />, '/admin', {
      AdminViewer: () => {
        if (fail) throw new Error('offline');
        return ADMIN({});
      },
      AdminUsers: () => usersPage(1),
    });
    expect(await screen.findByText('This list could not be loaded.')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeTruthy();
  });
});

describe('users and workspaces', () => {
  it('lists users newest first in pages and searches by e-mail', async () => {
    const { calls } = open('/admin', {
      AdminUsers: (variables) => (variables.search ? usersPage(0) : usersPage(20, 45)),
    });
    expect(await screen.findAllByTestId('admin-user-row')).toHaveLength(20);
    const first = screen.getAllByTestId('admin-user-row')[0];
    expect(within(first).getByRole('rowheader').textContent).toBe('person1@example.com');
    expect(within(first).getByText('Not activated')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(callsOf(calls, 'AdminUsers').at(-1)).toMatchObject({ offset: 20, limit: 20 }));

    fireEvent.change(screen.getByLabelText('Search by e-mail address'), { target: { value: ' nobody ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(await screen.findByText('Nothing matches this search.')).toBeTruthy();
    // A new search starts on the first page.
    expect(callsOf(calls, 'AdminUsers').at(-1)).toEqual({ search: 'nobody', limit: 20, offset: 0 });
  });

  it('moves between sections with the arrow keys and shows workspaces', async () => {
    const { calls } = open('/admin', { AdminUsers: () => usersPage(0), AdminWorkspaces: WORKSPACES });
    expect(await screen.findByText('No accounts yet.')).toBeTruthy();
    const users = screen.getByRole('tab', { name: 'Users' });
    expect(users.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('tabindex')).toBe('-1');
    users.focus();
    await act(async () => fireEvent.keyDown(users, { key: 'ArrowRight' }));
    const workspaces = screen.getByRole('tab', { name: 'Workspaces', selected: true });
    expect(document.activeElement).toBe(workspaces);
    const row = await screen.findByTestId('admin-workspace-row');
    expect(within(row).getByRole('rowheader').textContent).toBe('Ana Visas');
    expect(within(row).getByText('Business')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin?tab=workspaces');
    fireEvent.change(screen.getByLabelText("Search by name or a member's e-mail address"), {
      target: { value: 'ana@' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(callsOf(calls, 'AdminWorkspaces').at(-1)).toMatchObject({ search: 'ana@' }));
    await act(async () => fireEvent.keyDown(workspaces, { key: 'End' }));
    expect(screen.getByRole('tab', { name: 'Coupons', selected: true })).toBeTruthy();
  });

  it('says Access denied when the API refuses a list', async () => {
    open('/admin', {
      AdminUsers: () => refusal('Only platform administrators can do this.', { code: 'FORBIDDEN' }),
    });
    expect(await screen.findByText('Only Portico platform administrators can open this area.')).toBeTruthy();
  });
});

describe('orders', () => {
  it('filters by status and refunds a paid order only after a confirmation', async () => {
    let refunded = false;
    const { calls } = open('/admin?tab=orders', {
      AdminOrders: () => ordersPage(refunded ? 'REFUNDED' : 'PAID'),
      RefundOrder: () => {
        refunded = true;
        return { data: { refundOrder: order('REFUNDED') } };
      },
    });
    const row = await screen.findByTestId('admin-order-row');
    expect(within(row).getByText('$62.63')).toBeTruthy();
    expect(within(row).getByText('Family Pack × 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PAID' } });
    await waitFor(() =>
      expect(callsOf(calls, 'AdminOrders').at(-1)).toMatchObject({ status: 'PAID', offset: 0 }),
    );
    // The page stays on screen while the filtered one loads.
    expect(screen.getByTestId('admin-order-row')).toBe(row);

    fireEvent.click(within(row).getByRole('button', { name: 'Refund order PT-000123' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Refund this order?' });
    expect(dialog.textContent).toContain(
      'Only the form credits of order PT-000123 ($62.63) that are still unused are refunded',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(calls, 'RefundOrder')).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Refund order PT-000123' }));
    dialog = screen.getByRole('alertdialog', { name: 'Refund this order?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' })));
    expect(callsOf(calls, 'RefundOrder')).toEqual([{ orderId: 'o1' }]);
    // What was refunded, said plainly: the money and the credits it covered.
    await waitFor(() =>
      expect(alertText()).toContain('$41.75 was refunded for 2 unused form credits, which were removed.'),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('admin-order-row')).getByText('Refunded')).toBeTruthy(),
    );
    expect(screen.getByTestId('admin-order-refunded').textContent).toBe('$41.75 back · 2 credits');
    expect(screen.queryByRole('button', { name: /Refund order/ })).toBeNull();
  });

  it('tells when a refund fails', async () => {
    open('/admin?tab=orders', {
      AdminOrders: () => ordersPage(),
      RefundOrder: () => {
        throw new Error('offline');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund order PT-000123' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Refund' })),
    );
    await waitFor(() => expect(alertText()).toContain('Portico could not do this.'));
  });
});

describe('coupons', () => {
  it('checks the form, creates a coupon and lists it', async () => {
    let created = false;
    const { calls } = open('/admin?tab=coupons', {
      AdminCoupons: () =>
        couponsPage(
          created
            ? [
                coupon({
                  code: 'SPRING-5',
                  kind: 'FIXED',
                  percentOff: null,
                  amountOffMinor: 450,
                  currency: 'USD',
                  maxRedemptions: 100,
                  redemptions: 0,
                }),
                coupon(),
              ]
            : [coupon()],
        ),
      CreateCoupon: (variables) => {
        const { input } = variables as { input: { code: string } };
        if (input.code === 'WELCOME10')
          return refusal('A coupon with this code already exists.', { code: 'CONFLICT' });
        created = true;
        return { data: { createCoupon: coupon({ code: input.code }) } };
      },
    });
    const row = await screen.findByTestId('admin-coupon-row');
    expect(within(row).getByText('10% off')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('4 (no limit)')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'New coupon' });
    const create = () =>
      act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' })));

    await create();
    expect(within(form).getByText('Enter a code.')).toBeTruthy();
    expect(within(form).getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'no spaces!' } });
    fireEvent.click(within(form).getByLabelText('Fixed amount off'));
    fireEvent.change(within(form).getByLabelText('Amount off (US dollars)'), { target: { value: '4.505' } });
    fireEvent.change(within(form).getByLabelText('Expiry date (optional)'), {
      target: { value: '2020-01-01' },
    });
    fireEvent.change(within(form).getByLabelText('Maximum redemptions (optional)'), {
      target: { value: '0' },
    });
    await create();
    expect(within(form).getByText('Use 3 to 32 letters A-Z, digits or dashes.')).toBeTruthy();
    expect(within(form).getByText(/Enter an amount above 0/)).toBeTruthy();
    expect(within(form).getByText('Choose today or a later date.')).toBeTruthy();
    expect(within(form).getByText(/Enter a whole number of 1 or more/)).toBeTruthy();
    expect(within(form).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(calls, 'CreateCoupon')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'welcome10' } });
    fireEvent.change(within(form).getByLabelText('Amount off (US dollars)'), { target: { value: '4.50' } });
    fireEvent.change(within(form).getByLabelText('Expiry date (optional)'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Maximum redemptions (optional)'), {
      target: { value: '100' },
    });
    await create();
    expect(await within(form).findByText('A coupon with this code exists.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'spring-5' } });
    fireEvent.change(within(form).getByLabelText('Expiry date (optional)'), {
      target: { value: '2099-12-31' },
    });
    await create();
    const sent = callsOf(calls, 'CreateCoupon').at(-1) as { input: Record<string, unknown> };
    expect(sent.input).toEqual({
      code: 'SPRING-5',
      kind: 'FIXED',
      percentOff: null,
      amountOffMinor: 450,
      expiresAt: new Date('2099-12-31T23:59:59.999').toISOString(),
      maxRedemptions: 100,
    });
    await waitFor(() => expect(alertText()).toContain('The coupon was created.'));
    expect(await screen.findByText('$4.50 off')).toBeTruthy();
    expect(screen.getByText('0 of 100')).toBeTruthy();
    expect((within(form).getByLabelText('Code') as HTMLInputElement).value).toBe('');
  });

  it('deactivates a coupon only after a confirmation', async () => {
    let active = true;
    const { calls } = open('/admin?tab=coupons', {
      AdminCoupons: () => couponsPage([coupon(active ? {} : { active: false, state: 'DISABLED' })]),
      DeactivateCoupon: () => {
        active = false;
        return { data: { deactivateCoupon: coupon({ active: false, state: 'DISABLED' }) } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate coupon WELCOME10' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate this coupon?' });
    expect(dialog.textContent).toContain('Buyers can no longer use WELCOME10.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' })));
    expect(callsOf(calls, 'DeactivateCoupon')).toEqual([{ code: 'WELCOME10' }]);
    expect(await screen.findByText('Disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate coupon WELCOME10' })).toBeNull();
  });

  it('shows each coupon\'s real state: an expired or used-up coupon is not "Active"', async () => {
    open('/admin?tab=coupons', {
      AdminCoupons: () =>
        couponsPage([
          coupon({ code: 'LIVE', state: 'ACTIVE' }),
          coupon({ code: 'OLD', expiresAt: '2020-01-01T00:00:00.000Z', state: 'EXPIRED' }),
          coupon({ code: 'GONE', maxRedemptions: 4, redemptions: 4, state: 'USED_UP' }),
          coupon({ code: 'OFF', active: false, state: 'DISABLED' }),
        ]),
    });
    await screen.findByText('LIVE');
    const stateOf = (code: string) =>
      screen.getByText(code).closest('tr')!.querySelector('.ui-badge')!.textContent;
    expect(['LIVE', 'OLD', 'GONE', 'OFF'].map(stateOf)).toEqual(['Active', 'Expired', 'Used up', 'Disabled']);
    expect(screen.queryByRole('button', { name: 'Deactivate coupon OFF' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactivate coupon OLD' })).toBeTruthy();
  });

  it('shows an empty list with the form', async () => {
    open('/admin?tab=coupons', { AdminCoupons: () => couponsPage([]) });
    expect(await screen.findByText('No coupons yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create coupon' })).toBeTruthy();
  });
});
