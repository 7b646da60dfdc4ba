import { gql, type TypedDocumentNode } from '@apollo/client';

export type CouponKind = 'PERCENT' | 'FIXED';
/** Computed by billing when read, from active, expiresAt and the uses. */
export type CouponState = 'ACTIVE' | 'EXPIRED' | 'USED_UP' | 'DISABLED';

export interface AdminCoupon {
  code: string;
  kind: CouponKind;
  percentOff: number | null;
  amountOffMinor: number | null;
  currency: string | null;
  expiresAt: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  active: boolean;
  state: CouponState;
  createdAt: string;
}

export const ADMIN_COUPON_FIELDS = gql`
  fragment AdminCouponFields on Coupon {
    code
    kind
    percentOff
    amountOffMinor
    currency
    expiresAt
    maxRedemptions
    redemptions
    active
    state
    createdAt
  }
`;

export const ADMIN_COUPONS: TypedDocumentNode<
  { adminCoupons: { items: AdminCoupon[]; totalCount: number } },
  { limit: number; offset: number }
> = gql`
  query AdminCoupons($limit: Int, $offset: Int) {
    adminCoupons(limit: $limit, offset: $offset) {
      items {
        ...AdminCouponFields
      }
      totalCount
    }
  }
  ${ADMIN_COUPON_FIELDS}
`;
