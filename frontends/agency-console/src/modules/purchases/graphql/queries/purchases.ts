import { gql, type TypedDocumentNode } from '@apollo/client';

export type ProductCode = 'SINGLE_FORM' | 'FAMILY_PACK';
export type OrderStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'REFUNDED';

export interface Order {
  id: string;
  number: string;
  workspaceId: string;
  productCode: ProductCode;
  productName: string;
  quantity: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  taxRateBasisPoints: number;
  taxMinor: number;
  totalMinor: number;
  currency: string;
  couponCode: string | null;
  country: string;
  region: string | null;
  status: OrderStatus;
  credits: number;
  buyerEmail: string;
  receiptNumber: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  /** What the refund gave back: the unused credits' share of the payment, and those credits. */
  refundedMinor: number;
  refundedCredits: number;
}

export interface CreditBalance {
  workspaceId: string;
  available: number;
  purchased: number;
  used: number;
  removed: number;
}

export const ORDER_FIELDS = gql`
  fragment PurchaseOrderFields on Order {
    id
    number
    workspaceId
    productCode
    productName
    quantity
    unitPriceMinor
    subtotalMinor
    discountMinor
    taxRateBasisPoints
    taxMinor
    totalMinor
    currency
    couponCode
    country
    region
    status
    credits
    buyerEmail
    receiptNumber
    createdAt
    paidAt
    refundedAt
    refundedMinor
    refundedCredits
  }
`;

/** The workspace's orders, newest first, one page at a time. */
export const PURCHASES: TypedDocumentNode<
  { purchases: { items: Order[]; totalCount: number } },
  { workspaceId: string; limit: number; offset: number }
> = gql`
  query Purchases($workspaceId: ID!, $limit: Int!, $offset: Int!) {
    purchases(workspaceId: $workspaceId, limit: $limit, offset: $offset) {
      items {
        ...PurchaseOrderFields
      }
      totalCount
    }
  }
  ${ORDER_FIELDS}
`;

/** One order: polled right after the payment page sends the buyer back, until its webhook lands. */
export const PURCHASE_ORDER: TypedDocumentNode<{ order: Order }, { id: string }> = gql`
  query PurchaseOrder($id: ID!) {
    order(id: $id) {
      ...PurchaseOrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export const CREDIT_BALANCE: TypedDocumentNode<{ creditBalance: CreditBalance }, { workspaceId: string }> =
  gql`
    query CreditBalance($workspaceId: ID!) {
      creditBalance(workspaceId: $workspaceId) {
        workspaceId
        available
        purchased
        used
        removed
      }
    }
  `;
