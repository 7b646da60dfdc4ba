import type { BillingSettings } from '../../lib/config';

export enum ProductCode {
  SINGLE_FORM = 'SINGLE_FORM',
  FAMILY_PACK = 'FAMILY_PACK',
}

/** What one can buy: one credit per form, priced per form in minor units. */
export interface Product {
  code: ProductCode;
  /** English; screens translate by code. */
  name: string;
  unitPriceMinor: number;
  currency: string;
  minQuantity: number;
  maxQuantity: number;
  /** Per form, against the Single Form price. */
  savingPercent: number;
}

/** In URLs (`/checkout/family-pack`). */
export const PRODUCT_SLUGS: Record<ProductCode, string> = {
  [ProductCode.SINGLE_FORM]: 'single-form',
  [ProductCode.FAMILY_PACK]: 'family-pack',
};

export const SINGLE_FORM_MAX_QUANTITY = 10;
export const FAMILY_PACK_MIN_QUANTITY = 3;
export const FAMILY_PACK_MAX_QUANTITY = 50;

/** Half-up rounding of a non-negative integer ratio `numerator / denominator`, in integers only. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function products(
  settings: Pick<BillingSettings, 'singleFormMinor' | 'familyPackSavingPercent' | 'currency'>,
): Product[] {
  const { singleFormMinor, familyPackSavingPercent, currency } = settings;
  return [
    {
      code: ProductCode.SINGLE_FORM,
      name: 'Single Form',
      unitPriceMinor: singleFormMinor,
      currency,
      minQuantity: 1,
      maxQuantity: SINGLE_FORM_MAX_QUANTITY,
      savingPercent: 0,
    },
    {
      code: ProductCode.FAMILY_PACK,
      name: 'Family Pack',
      unitPriceMinor: roundHalfUp(singleFormMinor * (100 - familyPackSavingPercent), 100),
      currency,
      minQuantity: FAMILY_PACK_MIN_QUANTITY,
      maxQuantity: FAMILY_PACK_MAX_QUANTITY,
      savingPercent: familyPackSavingPercent,
    },
  ];
}

export function findProduct(settings: Parameters<typeof products>[0], code: ProductCode): Product {
  return products(settings).find((p) => p.code === code)!;
}
