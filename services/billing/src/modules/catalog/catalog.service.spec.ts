import { CatalogService, ProductCode } from './catalog.service';
import { loadCatalogConfig } from './catalog.config';

describe('catalog', () => {
  it('prices the family pack 20% below a single form per form, from three forms', () => {
    const products = new CatalogService(loadCatalogConfig({})).products();
    expect(products).toEqual([
      {
        code: ProductCode.SINGLE_FORM,
        unitPrice: 2900,
        currency: 'USD',
        minimumQuantity: 1,
        discountPercent: 0,
      },
      {
        code: ProductCode.FAMILY_PACK,
        unitPrice: 2320,
        currency: 'USD',
        minimumQuantity: 3,
        discountPercent: 20,
      },
    ]);
  });

  it('reads the price and currency from the environment', () => {
    const config = loadCatalogConfig({ PRICE_SINGLE_FORM_MINOR: '1999', CURRENCY: 'EUR' });
    const [single, family] = new CatalogService(config).products();
    expect(single).toMatchObject({ unitPrice: 1999, currency: 'EUR' });
    expect(family).toMatchObject({ unitPrice: 1599, currency: 'EUR' });
  });

  it('refuses a fractional price', () => {
    expect(() => loadCatalogConfig({ PRICE_SINGLE_FORM_MINOR: '29.5' })).toThrow(/PRICE_SINGLE_FORM_MINOR/);
  });
});
