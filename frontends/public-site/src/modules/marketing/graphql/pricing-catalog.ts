import type { GraphqlOperation } from '@portico/ui';

export type ProductCode = 'SINGLE_FORM' | 'FAMILY_PACK';

/** A product of billing's public catalog (contract of issue 8): money in integer minor units. */
export interface CatalogProduct {
  code: ProductCode;
  name: string;
  unitPriceMinor: number;
  currency: string;
  minQuantity: number;
  savingPercent: number;
}

/** Sent with fetch, not Apollo Client: the pricing page is static (ADR 0010, 0026). */
export const PRICING_CATALOG: GraphqlOperation = {
  operationName: 'PricingCatalog',
  query: `query PricingCatalog {
    catalog(limit: 10, offset: 0) {
      items { code name unitPriceMinor currency minQuantity savingPercent }
    }
  }`,
};
