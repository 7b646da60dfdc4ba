import type { MessageDescriptor } from 'react-intl';
import type { OrderStatus, ProductCode } from '../graphql/queries/purchases';
import { messages } from './messages';

export const STATUS_LABEL: Record<OrderStatus, MessageDescriptor> = {
  PENDING: messages.statusPending,
  PAID: messages.statusPaid,
  CANCELLED: messages.statusCancelled,
  REFUNDED: messages.statusRefunded,
};

export const PRODUCT_LABEL: Record<ProductCode, MessageDescriptor> = {
  SINGLE_FORM: messages.singleForm,
  FAMILY_PACK: messages.familyPack,
};
