import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_COUPON_FIELDS, type AdminCoupon } from '../queries/admin-coupons';

export const DEACTIVATE_COUPON: TypedDocumentNode<{ deactivateCoupon: AdminCoupon }, { code: string }> = gql`
  mutation DeactivateCoupon($code: String!) {
    deactivateCoupon(code: $code) {
      ...AdminCouponFields
    }
  }
  ${ADMIN_COUPON_FIELDS}
`;
