import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import Stripe from 'stripe';
import { rawBodyOf, type RouteDeps } from '@portico/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { billingSettings } from '../../lib/config';
import { formatMoney, pickLocale, type Locale } from '../../lib/locale';
import { MESSAGES } from '../../lib/messages';
import { OrderStatus, PurchaseOrder } from '../orders/order.entity';
import { cancelTestCheckout, deliverReceipt, handlePaymentEvent } from '../orders/orders.service';
import { PRODUCT_SLUGS } from '../catalog/catalog.service';
import { WebhookRejected, type PaymentProvider } from './payment-provider';
import { providerNamed } from './providers';

const SESSION_ID = /^cs_test_[0-9a-f]{48}$/;

/** What the test provider delivered last (NODE_ENV=test: e2e replays it to prove a duplicate adds credits once). */
let lastWebhook: { body: string; signature: string } | null = null;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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

function purchasesUrl(order: PurchaseOrder): string {
  return `${billingSettings().publicUrl}/workspaces/${order.workspaceId}/purchases?order=${order.id}`;
}

async function findTestOrder(em: EntityManager, sessionId: string): Promise<PurchaseOrder | null> {
  if (!SESSION_ID.test(sessionId)) return null;
  return em.findOne(PurchaseOrder, { providerSessionId: sessionId, provider: 'test' });
}

function notFoundPage(res: Response, locale: Locale): void {
  const m = MESSAGES[locale];
  res
    .status(404)
    .type('html')
    .send(page(locale, m.payTitle, `<h1>${escapeHtml(m.payNotPending)}</h1>`));
}

/** The Stripe-format event the test provider's Pay button delivers. */
export function testCompletedEvent(order: PurchaseOrder): string {
  return JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: order.providerSessionId,
        object: 'checkout.session',
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
        payment_status: 'paid',
        status: 'complete',
        currency: order.currency.toLowerCase(),
        amount_subtotal: order.subtotalMinor,
        amount_total: order.totalMinor,
        total_details: {
          amount_discount: order.discountMinor,
          amount_tax: order.taxMinor,
          amount_shipping: 0,
        },
      },
    },
  });
}

/**
 * The test provider's hosted page (`/pay/test/*`) and both webhook endpoints (`/webhooks/*`); the
 * gateway forwards these paths verbatim with the raw body (docs/adr/0025).
 */
export function paymentRoutes(router: Router, { orm, logger }: RouteDeps): void {
  const em = () => orm.em.fork() as EntityManager;

  router.get('/pay/test/__last-webhook', (_req, res) => {
    if (!billingSettings().testHooks)
      return void res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    res.setHeader('Cache-Control', 'no-store');
    if (!lastWebhook)
      return void res.status(404).json({ error: { code: 'NOT_FOUND', message: 'No webhook yet' } });
    res.json(lastWebhook);
  });

  router.get('/pay/test/:sessionId', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const order = await findTestOrder(em(), req.params.sessionId);
      const locale = pickLocale(order?.locale ?? String(req.query.lang ?? ''));
      if (!order) return notFoundPage(res, locale);
      if (order.status !== OrderStatus.PENDING) return void res.redirect(303, purchasesUrl(order));
      const m = MESSAGES[locale];
      const action = `/pay/test/${encodeURIComponent(order.providerSessionId!)}`;
      res.type('html').send(
        page(
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
        ),
      );
    } catch (error) {
      next(error);
    }
  });

  router.post('/pay/test/:sessionId/pay', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const order = await findTestOrder(em(), req.params.sessionId);
      const locale = pickLocale(order?.locale);
      if (!order) return notFoundPage(res, locale);
      if (order.status !== OrderStatus.PENDING) return void res.redirect(303, purchasesUrl(order));
      const body = testCompletedEvent(order);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: billingSettings().testProviderWebhookSecret,
      });
      lastWebhook = { body, signature };
      // Over real HTTP to this very process, as a provider would (the port the request came in on).
      const delivered = await fetch(`http://127.0.0.1:${req.socket.localPort}/webhooks/test-provider`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
      if (!delivered.ok) {
        logger.error(
          { status: delivered.status, orderId: order.id },
          'the test provider webhook was refused',
        );
        const m = MESSAGES[locale];
        return void res
          .status(502)
          .type('html')
          .send(page(locale, m.payTitle, `<h1>${escapeHtml(m.payFailed)}</h1>`));
      }
      res.redirect(303, purchasesUrl(order));
    } catch (error) {
      next(error);
    }
  });

  router.post('/pay/test/:sessionId/cancel', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      if (!SESSION_ID.test(req.params.sessionId)) return notFoundPage(res, 'en');
      const order = await cancelTestCheckout(em(), req.params.sessionId);
      if (!order) return notFoundPage(res, 'en');
      if (order.status === OrderStatus.PAID) return void res.redirect(303, purchasesUrl(order));
      res.redirect(
        303,
        `${billingSettings().publicUrl}/checkout/${PRODUCT_SLUGS[order.productCode]}?cancelled=1`,
      );
    } catch (error) {
      next(error);
    }
  });

  const webhook = (path: string, providerName: 'test' | 'stripe') =>
    router.post(path, async (req: Request, res: Response, next) => {
      res.setHeader('Cache-Control', 'no-store');
      const provider: PaymentProvider | null = providerNamed(providerName);
      if (!provider)
        return void res
          .status(404)
          .json({ error: { code: 'NOT_FOUND', message: 'Provider not configured' } });
      const raw = rawBodyOf(req);
      if (!raw)
        return void res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'Expected a JSON body' } });
      let event;
      try {
        event = provider.parseWebhook(raw, req.header('stripe-signature'));
      } catch (error) {
        if (error instanceof WebhookRejected)
          return void res.status(400).json({ error: { code: 'BAD_SIGNATURE', message: error.message } });
        return next(error);
      }
      try {
        const outcome = await handlePaymentEvent(em(), provider.name, event);
        // The receipt goes out after the answer: a slow mail server must not make the provider retry.
        if (outcome.paid) void deliverReceipt(em(), outcome.paid, logger);
        res.json({ received: true, duplicate: outcome.duplicate });
      } catch (error) {
        next(error);
      }
    });
  webhook('/webhooks/test-provider', 'test');
  webhook('/webhooks/stripe', 'stripe');
}
