import { Coupon } from './modules/pricing/coupon.entity';
import { ProcessedEvent, PurchaseOrder } from './modules/orders/order.entity';
import { CreditEntry } from './modules/credits/credit-entry.entity';

export const billingEntities = [Coupon, PurchaseOrder, ProcessedEvent, CreditEntry];
