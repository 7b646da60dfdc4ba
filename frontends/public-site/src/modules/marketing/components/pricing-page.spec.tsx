import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { callsOf } from '@portico/ui/testing';
import { renderWithApi } from '../../../testing/render-with-api';
import { PricingPage } from './pricing-page';

const CATALOG = {
  catalog: {
    items: [
      {
        code: 'SINGLE_FORM',
        name: 'Single Form',
        unitPriceMinor: 2900,
        currency: 'USD',
        minQuantity: 1,
        savingPercent: 0,
      },
      {
        code: 'FAMILY_PACK',
        name: 'Family Pack',
        unitPriceMinor: 2320,
        currency: 'USD',
        minQuantity: 3,
        savingPercent: 20,
      },
    ],
  },
};

describe('pricing', () => {
  it('shows the loading state, then both products with the catalog prices and their checkout links', async () => {
    const { calls } = renderWithApi(<PricingPage />, '/pricing', {
      PricingCatalog: () => ({ data: CATALOG }),
    });
    expect(screen.getByText('Loading prices…').getAttribute('role')).toBe('status');
    const single = await screen.findByRole('link', { name: 'Buy 1' });
    expect(single.getAttribute('href')).toBe('/checkout/single-form');
    expect(screen.getByRole('link', { name: 'Buy 3+' }).getAttribute('href')).toBe('/checkout/family-pack');
    expect(screen.getByText('$29.00')).toBeTruthy();
    expect(screen.getByText('$23.20')).toBeTruthy();
    expect(screen.getByText('Save 20% per form')).toBeTruthy();
    expect(
      screen.getByText('For a family or a group: buy 3 or more forms and save 20% on each.'),
    ).toBeTruthy();
    expect(screen.queryByText('Loading prices…')).toBeNull();
    expect(callsOf(calls, 'PricingCatalog')).toHaveLength(1);
    expect(document.title).toBe('Pricing · Portico');
  });

  it('prices come from the catalog, not the page: another price and saving show as sent', async () => {
    const items = CATALOG.catalog.items.map((item) =>
      item.code === 'FAMILY_PACK'
        ? { ...item, unitPriceMinor: 1995, savingPercent: 25, minQuantity: 4 }
        : item,
    );
    renderWithApi(<PricingPage />, '/pricing', { PricingCatalog: () => ({ data: { catalog: { items } } }) });
    expect((await screen.findByRole('link', { name: 'Buy 4+' })).getAttribute('href')).toBe(
      '/checkout/family-pack',
    );
    expect(screen.getByText('$19.95')).toBeTruthy();
    expect(screen.getByText('Save 25% per form')).toBeTruthy();
  });

  it('says so when the catalog cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const { calls } = renderWithApi(<PricingPage />, '/pricing', {
      PricingCatalog: () => {
        if (fail) throw new Error('offline');
        return { data: CATALOG };
      },
    });
    const failure = await screen.findByText(/The prices could not be loaded\./);
    expect(failure.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy 1' })).toBeNull();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Buy 1' })).toBeTruthy());
    expect(screen.queryByText(/The prices could not be loaded\./)).toBeNull();
    expect(callsOf(calls, 'PricingCatalog')).toHaveLength(2);
  });

  it('a GraphQL error is the error state too, not an empty page', async () => {
    renderWithApi(<PricingPage />, '/pricing', {
      PricingCatalog: () => ({ errors: [{ message: 'billing is down', extensions: { code: 'INTERNAL' } }] }),
    });
    expect(await screen.findByText(/The prices could not be loaded\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy 1' })).toBeNull();
  });
});
