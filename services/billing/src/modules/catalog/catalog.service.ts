import type { CatalogConfig } from './catalog.config';

export enum ProductCode {
  SINGLE_FORM = 'SINGLE_FORM',
  FAMILY_PACK = 'FAMILY_PACK',
}

export interface Product {
  code: ProductCode;
  /** Per form, in minor units. */
  unitPrice: number;
  currency: string;
  minimumQuantity: number;
  discountPercent: number;
}

/** Family pack: 20% off each form, from three forms. */
export const FAMILY_PACK_DISCOUNT_PERCENT = 20;
export const FAMILY_PACK_MINIMUM_QUANTITY = 3;

export class CatalogService {
  constructor(private readonly config: CatalogConfig) {}

  products(): Product[] {
    const { singleFormMinor, currency } = this.config;
    return [
      {
        code: ProductCode.SINGLE_FORM,
        unitPrice: singleFormMinor,
        currency,
        minimumQuantity: 1,
        discountPercent: 0,
      },
      {
        code: ProductCode.FAMILY_PACK,
        unitPrice: Math.round((singleFormMinor * (100 - FAMILY_PACK_DISCOUNT_PERCENT)) / 100),
        currency,
        minimumQuantity: FAMILY_PACK_MINIMUM_QUANTITY,
        discountPercent: FAMILY_PACK_DISCOUNT_PERCENT,
      },
    ];
  }
}
