import { escapeHtml } from '@portico/service-kit';
import { formatMoney, type Locale } from '../../lib/locale';
import { MESSAGES } from '../../lib/messages';
import type { PurchaseOrder } from '../orders/order.entity';

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale === 'cn' ? 'zh-CN' : locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#f5f6f8;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.5rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}form{margin:0}
button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer;text-decoration:none;display:inline-block}
.pay{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}
button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The test provider's hosted page: what is paid for, the amount, Pay and Cancel (each a form POST). */
export function payPage(
  order: Pick<
    PurchaseOrder,
    'number' | 'productCode' | 'quantity' | 'totalMinor' | 'currency' | 'providerSessionId'
  >,
  locale: Locale,
): string {
  const m = MESSAGES[locale];
  const action = `/pay/test/${encodeURIComponent(order.providerSessionId!)}`;
  return page(
    locale,
    m.payTitle,
    `<h1>${escapeHtml(m.payHeading)}</h1>
<p>${escapeHtml(m.payExplain)}</p>
<dl>
<dt>${escapeHtml(m.payOrder)}</dt><dd>${escapeHtml(order.number)} · ${escapeHtml(m.products[order.productCode])} × ${order.quantity}</dd>
<dt>${escapeHtml(m.payTotal)}</dt><dd data-testid="pay-total">${escapeHtml(formatMoney(order.totalMinor, order.currency, locale))}</dd>
</dl>
<div class="actions">
<form method="post" action="${action}/pay"><button type="submit" class="pay">${escapeHtml(m.payButton)}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">${escapeHtml(m.cancelButton)}</button></form>
</div>`,
  );
}

/** A page with one sentence (closed checkout, failed confirmation). */
export function messagePage(locale: Locale, text: string): string {
  return page(locale, MESSAGES[locale].payTitle, `<h1>${escapeHtml(text)}</h1>`);
}
