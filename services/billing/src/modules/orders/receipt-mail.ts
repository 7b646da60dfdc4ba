import { createMailSender } from '@portico/service-kit';
import { billingSettings } from '../../lib/config';
import { formatMoney, formatRate, INTL_TAGS, pickLocale } from '../../lib/locale';
import { fill, MESSAGES } from '../../lib/messages';
import type { PurchaseOrder } from './order.entity';

const mailer = createMailSender(billingSettings);

type ReceiptOrder = Pick<
  PurchaseOrder,
  | 'id'
  | 'number'
  | 'receiptNumber'
  | 'workspaceId'
  | 'locale'
  | 'productCode'
  | 'quantity'
  | 'unitPriceMinor'
  | 'subtotalMinor'
  | 'discountMinor'
  | 'couponCode'
  | 'taxRateBasisPoints'
  | 'taxMinor'
  | 'totalMinor'
  | 'currency'
  | 'paidAt'
  | 'createdAt'
>;

/** The receipt in the order's language: number, lines and amounts formatted for that locale. */
export function renderReceipt(order: ReceiptOrder, publicUrl: string): { subject: string; text: string } {
  const locale = pickLocale(order.locale);
  const m = MESSAGES[locale];
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const receipt = order.receiptNumber ?? order.number;
  const date = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    order.paidAt ?? order.createdAt,
  );
  const lines = [
    m.receiptIntro,
    '',
    `${m.receiptNumber}: ${receipt}`,
    `${m.orderNumber}: ${order.number}`,
    `${m.date}: ${date}`,
    '',
    `${m.products[order.productCode]} × ${order.quantity} @ ${money(order.unitPriceMinor)}`,
    `${m.subtotal}: ${money(order.subtotalMinor)}`,
    ...(order.discountMinor > 0
      ? [`${m.discount}${order.couponCode ? ` (${order.couponCode})` : ''}: −${money(order.discountMinor)}`]
      : []),
    `${m.tax} (${formatRate(order.taxRateBasisPoints, locale)}): ${money(order.taxMinor)}`,
    `${m.total}: ${money(order.totalMinor)}`,
    `${m.credits}: ${order.quantity}`,
    '',
    fill(m.receiptFooter, {
      url: `${publicUrl}/workspaces/${order.workspaceId}/purchases?order=${order.id}`,
    }),
  ];
  return { subject: fill(m.receiptSubject, { receipt }), text: lines.join('\n') };
}

export async function sendReceipt(order: ReceiptOrder & { buyerEmail: string }): Promise<void> {
  const { subject, text } = renderReceipt(order, billingSettings().publicUrl);
  await mailer.send({ to: order.buyerEmail, subject, text });
}
