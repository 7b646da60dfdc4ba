import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_ORDER_FIELDS, type AdminOrder } from '../queries/admin-orders';

export const REFUND_ORDER: TypedDocumentNode<{ refundOrder: AdminOrder }, { orderId: string }> = gql`
  mutation RefundOrder($orderId: ID!) {
    refundOrder(orderId: $orderId) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`;
