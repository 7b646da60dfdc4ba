import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_COUPON_FIELDS, type AdminCoupon, type CouponKind } from '../queries/admin-coupons';

export interface CreateCouponInput {
  code: string;
  kind: CouponKind;
  percentOff?: number | null;
  amountOffMinor?: number | null;
  expiresAt?: string | null;
  maxRedemptions?: number | null;
}

export const CREATE_COUPON: TypedDocumentNode<{ createCoupon: AdminCoupon }, { input: CreateCouponInput }> =
  gql`
    mutation CreateCoupon($input: CreateCouponInput!) {
      createCoupon(input: $input) {
        ...AdminCouponFields
      }
    }
    ${ADMIN_COUPON_FIELDS}
  `;
