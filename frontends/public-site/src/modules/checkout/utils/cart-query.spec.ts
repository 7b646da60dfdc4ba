import { cartSearch, readCart } from './cart-query';
import { CART_PRODUCTS, productOfSlug } from './products';

const family = CART_PRODUCTS['family-pack'];
const single = CART_PRODUCTS['single-form'];
const read = (search: string, product = family) => readCart(new URLSearchParams(search), product);

describe('the cart in the address', () => {
  it('reads what the visitor chose, normalised', () => {
    expect(read('quantity=5&coupon=%20welcome10%20&country=us&region=ca')).toEqual({
      quantity: 5,
      coupon: 'WELCOME10',
      country: 'US',
      region: 'CA',
    });
    expect(read('quantity=2&country=DE&region=BY', single)).toEqual({
      quantity: 2,
      coupon: '',
      country: 'DE',
      region: '',
    });
  });

  it('falls back to the product minimum and the US for anything it cannot use', () => {
    for (const quantity of ['2', '51', '3.5', '-4', 'three', ''])
      expect(read(`quantity=${quantity}`).quantity).toBe(3);
    expect(read('quantity=11', single).quantity).toBe(1);
    expect(read('country=USA').country).toBe('US');
    expect(read('country=UK').country).toBe('US');
    expect(read(`coupon=${'X'.repeat(40)}`).coupon).toHaveLength(32);
  });

  it('writes the cart back, leaving out what is empty and the state outside the US', () => {
    expect(cartSearch({ quantity: 3, coupon: 'WELCOME10', country: 'US', region: 'CA' })).toBe(
      '?quantity=3&coupon=WELCOME10&country=US&region=CA',
    );
    expect(cartSearch({ quantity: 1, coupon: '', country: 'DE', region: 'CA' })).toBe(
      '?quantity=1&country=DE',
    );
  });

  it('knows only the two product slugs', () => {
    expect(productOfSlug('family-pack')?.code).toBe('FAMILY_PACK');
    expect(productOfSlug('single-form')?.code).toBe('SINGLE_FORM');
    for (const slug of ['FAMILY_PACK', 'constructor', 'toString', '', undefined])
      expect(productOfSlug(slug)).toBeUndefined();
  });
});
