import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ProductCode } from '../../utils/products';

export type CouponStatus = 'NONE' | 'VALID' | 'INVALID' | 'EXPIRED' | 'USED_UP';

export interface QuoteInput {
  productCode: ProductCode;
  quantity: number;
  couponCode?: string | null;
  country: string;
  region?: string | null;
}

export interface Quote {
  productCode: ProductCode;
  quantity: number;
  unitPriceMinor: number;
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxableMinor: number;
  taxRateBasisPoints: number;
  taxMinor: number;
  totalMinor: number;
  couponCode: string | null;
  couponStatus: CouponStatus;
}

/** The cart's figures from billing (anyone may ask; nothing is stored). */
export const CHECKOUT_QUOTE: TypedDocumentNode<{ checkoutQuote: Quote }, { input: QuoteInput }> = gql`
  query CheckoutQuote($input: QuoteInput!) {
    checkoutQuote(input: $input) {
      productCode
      quantity
      unitPriceMinor
      currency
      subtotalMinor
      discountMinor
      taxableMinor
      taxRateBasisPoints
      taxMinor
      totalMinor
      couponCode
      couponStatus
    }
  }
`;
