import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import Stripe from 'stripe';
import { rawBodyOf, type RouteDeps } from '@portico/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { billingSettings } from '../../lib/config';
import { pickLocale, type Locale } from '../../lib/locale';
import { messagePage, payPage } from './pay-page';
import { MESSAGES } from '../../lib/messages';
import { OrderStatus, PurchaseOrder } from '../orders/order.entity';
import { cancelTestCheckout, deliverReceipt, handlePaymentEvent } from '../orders/orders.service';
import { PRODUCT_SLUGS } from '../catalog/catalog.service';
import { WebhookRejected, type PaymentProvider } from './payment-provider';
import { providerNamed } from './providers';

const SESSION_ID = /^cs_test_[0-9a-f]{48}$/;

/** What the test provider delivered last (NODE_ENV=test: e2e replays it to prove a duplicate adds credits once). */
let lastWebhook: { body: string; signature: string } | null = null;

/**
 * Where the page sends the browser next: a path on the origin the buyer is on (PUBLIC_URL's, through
 * the gateway), so the gateway's CSP `form-action 'self'` holds even when PUBLIC_URL is spelled
 * differently (localhost against 127.0.0.1).
 */
function purchasesPath(order: PurchaseOrder): string {
  return `/workspaces/${order.workspaceId}/purchases?order=${order.id}`;
}

async function findTestOrder(em: EntityManager, sessionId: string): Promise<PurchaseOrder | null> {
  if (!SESSION_ID.test(sessionId)) return null;
  return em.findOne(PurchaseOrder, { providerSessionId: sessionId, provider: 'test' });
}

function notFoundPage(res: Response, locale: Locale): void {
  res.status(404).type('html').send(messagePage(locale, MESSAGES[locale].payNotPending));
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
      if (order.status !== OrderStatus.PENDING) return void res.redirect(303, purchasesPath(order));
      res.type('html').send(payPage(order, locale));
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
      if (order.status !== OrderStatus.PENDING) return void res.redirect(303, purchasesPath(order));
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
        return void res.status(502).type('html').send(messagePage(locale, MESSAGES[locale].payFailed));
      }
      res.redirect(303, purchasesPath(order));
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
      if (order.status === OrderStatus.PAID) return void res.redirect(303, purchasesPath(order));
      res.redirect(303, `/checkout/${PRODUCT_SLUGS[order.productCode]}?cancelled=1`);
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
