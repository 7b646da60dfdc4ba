import { isIsoCountryCode } from '@portico/shared-types';
import type { CartProduct } from './products';

/** What the cart keeps in its address, so a visitor comes back to the same cart after logging in. */
export interface CartState {
  quantity: number;
  coupon: string;
  country: string;
  region: string;
}

export const DEFAULT_COUNTRY = 'US';

/** Coupon codes as billing stores them: A-Z, 0-9 and '-', upper case. */
export function normalizeCoupon(code: string): string {
  return code.trim().toUpperCase();
}

/** Reads ?quantity=&coupon=&country=&region=, falling back to the product's minimum and the US. */
export function readCart(params: URLSearchParams, product: CartProduct): CartState {
  const quantity = Number(params.get('quantity'));
  const country = (params.get('country') ?? '').toUpperCase();
  return {
    quantity:
      Number.isInteger(quantity) && quantity >= product.minQuantity && quantity <= product.maxQuantity
        ? quantity
        : product.minQuantity,
    coupon: normalizeCoupon(params.get('coupon') ?? '').slice(0, 32),
    country: isIsoCountryCode(country) ? country : DEFAULT_COUNTRY,
    region: country === 'US' || !isIsoCountryCode(country) ? (params.get('region') ?? '').toUpperCase() : '',
  };
}

/** The query string of a cart (empty values left out). */
export function cartSearch(cart: CartState): string {
  const params = new URLSearchParams({ quantity: String(cart.quantity) });
  if (cart.coupon) params.set('coupon', cart.coupon);
  params.set('country', cart.country);
  if (cart.country === 'US' && cart.region) params.set('region', cart.region);
  return `?${params.toString()}`;
}
