import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminPageVariables } from './admin-page-variables';

export type OrderStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'REFUNDED';
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PAID', 'CANCELLED', 'REFUNDED'];

export interface AdminOrder {
  id: string;
  number: string;
  workspaceId: string;
  productName: string;
  quantity: number;
  totalMinor: number;
  currency: string;
  couponCode: string | null;
  status: OrderStatus;
  buyerEmail: string;
  credits: number;
  /** What a refund gave back: the unused credits' share of the payment, and those credits. */
  refundedMinor: number;
  refundedCredits: number;
  createdAt: string;
}

export const ADMIN_ORDER_FIELDS = gql`
  fragment AdminOrderFields on Order {
    id
    number
    workspaceId
    productName
    quantity
    totalMinor
    currency
    couponCode
    status
    buyerEmail
    credits
    refundedMinor
    refundedCredits
    createdAt
  }
`;

export const ADMIN_ORDERS: TypedDocumentNode<
  { adminOrders: { items: AdminOrder[]; totalCount: number } },
  AdminPageVariables & { status?: OrderStatus | null }
> = gql`
  query AdminOrders($search: String, $status: OrderStatus, $limit: Int, $offset: Int) {
    adminOrders(search: $search, status: $status, limit: $limit, offset: $offset) {
      items {
        ...AdminOrderFields
      }
      totalCount
    }
  }
  ${ADMIN_ORDER_FIELDS}
`;
