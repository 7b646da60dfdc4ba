import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { isIsoCountryCode } from '@portico/shared-types';
import type { CartProduct } from './products';
import { familyPackMinimum, messages, quantityRange } from './messages';

/** The cart form: what the visitor types (strings), before it becomes a quote or an order. */
export interface CartValues {
  quantity: string;
  couponCode: string;
  country: string;
  region: string;
  workspaceId: string;
}

export const COUPON_PATTERN = /^[A-Z0-9-]{3,32}$/;

/** The quantity as a whole number within the product's limits, or null. */
export function validQuantity(value: string, product: CartProduct): number | null {
  const quantity = Number(value);
  return /^\d+$/.test(value.trim()) && quantity >= product.minQuantity && quantity <= product.maxQuantity
    ? quantity
    : null;
}

export function quantityMessage(intl: IntlShape, product: CartProduct): string {
  const limits = { min: product.minQuantity, max: product.maxQuantity };
  return product.code === 'FAMILY_PACK'
    ? intl.formatMessage(familyPackMinimum, limits)
    : intl.formatMessage(quantityRange, limits);
}

/** Checked before paying: a quantity in range, a country, and a state for US buyers. */
export function cartSchema(intl: IntlShape, product: CartProduct) {
  return yup.object({
    quantity: yup
      .string()
      .test('range', quantityMessage(intl, product), (value) => validQuantity(value ?? '', product) !== null),
    couponCode: yup.string(),
    country: yup
      .string()
      .test('iso', intl.formatMessage(messages.countryRequired), (value) => isIsoCountryCode(value)),
    region: yup.string().when('country', {
      is: 'US',
      then: (schema) => schema.required(intl.formatMessage(messages.regionRequired)),
    }),
    workspaceId: yup.string(),
  });
}
