// A local stand-in for the parts of Razorpay the app uses, so the API tests and the end-to-end tier run the
// real payment code without internet (README, Online payments). It speaks Razorpay's REST API with basic
// auth and Razorpay's JSON shapes (POST /v1/orders, GET /v1/orders/:id, GET /v1/orders/:id/payments,
// GET /v1/payments/:id, POST /v1/payments/:id/refund with X-Refund-Idempotency, GET /v1/payments/:id/refunds,
// GET /v1/refunds/:id), sends webhooks signed
// HMAC-SHA256 over the raw body (X-Razorpay-Signature, X-Razorpay-Event-Id), and serves a checkout.js that
// opens a small in-page dialog to pay by UPI or fail, then calls the page's handler the way Checkout does.
// Only URLs differ from production. Plain JavaScript: node runs it as is for the e2e server.
// Tests make refunds slow or failing through `settings` (in process) or POST /control/refunds (the same
// fields as JSON, with the API keys): refundDelayMs answers each refund request that much later,
// failRefunds refuses the next n with a 502 and makes nothing, loseRefundAnswers makes the next n refunds
// but answers a 504 (the answer lost on its way back). refundRequests records every refund request.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const CHECKOUT_JS = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids: a prefix and 14 base-62 characters, e.g. order_EKwxwAgItmmXdp. */
export function razorpayId(prefix) {
  const bytes = randomBytes(14);
  let id = '';
  for (const b of bytes) id += ID_CHARS[b % ID_CHARS.length];
  return `${prefix}_${id}`;
}

const hmac = (secret, text) => createHmac('sha256', secret).update(text).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The checkout callback's signature: HMAC-SHA256(order_id|payment_id, key secret), hex. */
export function checkoutSignature(keySecret, orderId, paymentId) {
  return hmac(keySecret, `${orderId}|${paymentId}`);
}

/** A webhook's signature: HMAC-SHA256(raw body, webhook secret), hex. */
export function webhookSignature(webhookSecret, rawBody) {
  return hmac(webhookSecret, rawBody);
}

const badRequest = (description, field) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    field: field ?? null,
  },
});

/**
 * @param {{
 *   keyId: string, keySecret: string, webhookSecret: string, port?: number, host?: string,
 *   webhookUrl?: string,
 *   deliverWebhook?: (rawBody: string, headers: Record<string, string>) => Promise<unknown>,
 *   autoWebhooks?: boolean,
 *   refundOutcome?: 'processed' | 'failed' | 'manual',
 * }} options
 */
export async function startRazorpayStandIn(options) {
  const orders = new Map();
  const payments = new Map();
  const refunds = new Map();
  /** Webhook deliveries made, for tests to look at: { event, rawBody, headers, status }. */
  const deliveries = [];
  const settings = {
    autoWebhooks: options.autoWebhooks ?? true,
    refundOutcome: options.refundOutcome ?? 'processed',
    /** The next refund request answers this error instead (once). */
    failNextRefund: false,
    /** Each refund request is answered this many milliseconds later (made only then). */
    refundDelayMs: 0,
    /** The next n refund requests answer 502 and make nothing. */
    failRefunds: 0,
    /** The next n refunds are made, but their answer is a 504 (lost on its way back). */
    loseRefundAnswers: 0,
  };
  /** Every refund request received: { paymentId, amount, idempotencyKey, status } (status once answered). */
  const refundRequests = [];
  /** X-Refund-Idempotency keys seen: the request's body and, once made, the answer (null while in progress). */
  const idempotentRefunds = new Map();

  async function deliver(event, payload, contains) {
    const body = {
      entity: 'event',
      account_id: 'acc_StandInAccount01',
      event,
      contains,
      payload,
      created_at: nowSeconds(),
    };
    const rawBody = JSON.stringify(body);
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(options.webhookSecret, rawBody),
      'x-razorpay-event-id': razorpayId('evt'),
    };
    const record = { event, rawBody, headers, status: 0 };
    deliveries.push(record);
    try {
      if (options.deliverWebhook) {
        const res = await options.deliverWebhook(rawBody, headers);
        record.status = typeof res === 'number' ? res : 200;
      } else if (options.webhookUrl) {
        const res = await fetch(options.webhookUrl, { method: 'POST', headers, body: rawBody });
        record.status = res.status;
      }
    } catch {
      record.status = -1;
    }
    return record;
  }

  function paymentEvent(event, payment) {
    return deliver(event, { payment: { entity: payment } }, ['payment']);
  }

  function refundEvent(event, refund) {
    const payment = payments.get(refund.payment_id);
    return deliver(event, { refund: { entity: refund }, payment: { entity: payment } }, [
      'refund',
      'payment',
    ]);
  }

  /**
   * What Checkout does when the patient pays: a payment on the order, captured (auto-capture) or failed.
   * Answers the fields Checkout hands the page's handler, or Checkout's error object.
   */
  function pay(orderId, { outcome = 'success', method = 'upi', amount, webhooks } = {}) {
    const order = orders.get(orderId);
    if (!order) return { status: 400, body: badRequest('The id provided does not exist', 'order_id') };
    if (order.status === 'paid') return { status: 400, body: badRequest('Order is already paid') };
    const payment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: amount ?? order.amount_due,
      currency: order.currency,
      status: outcome === 'success' ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: outcome === 'success',
      description: order.notes?.description ?? null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: method === 'upi' ? (outcome === 'success' ? 'success@razorpay' : 'failure@razorpay') : null,
      email: 'patient@example.in',
      contact: '+919876543210',
      notes: order.notes ?? {},
      fee: outcome === 'success' ? Math.round((amount ?? order.amount_due) * 0.02) : null,
      tax: outcome === 'success' ? 0 : null,
      error_code: outcome === 'success' ? null : 'BAD_REQUEST_ERROR',
      error_description: outcome === 'success' ? null : 'Payment failed because the UPI request was declined',
      error_source: outcome === 'success' ? null : 'customer',
      error_step: outcome === 'success' ? null : 'payment_authorization',
      error_reason: outcome === 'success' ? null : 'payment_declined',
      acquirer_data: { rrn: outcome === 'success' ? String(100000000000 + payments.size) : null },
      created_at: nowSeconds(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    const send = webhooks ?? settings.autoWebhooks;
    if (outcome !== 'success') {
      if (send) void paymentEvent('payment.failed', payment);
      return {
        status: 400,
        body: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: payment.error_description,
            source: payment.error_source,
            step: payment.error_step,
            reason: payment.error_reason,
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        },
        payment,
      };
    }
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    if (order.amount_due === 0) order.status = 'paid';
    if (send) {
      void paymentEvent('payment.captured', payment).then(() =>
        order.status === 'paid'
          ? deliver('order.paid', { payment: { entity: payment }, order: { entity: order } }, [
              'payment',
              'order',
            ])
          : undefined,
      );
    }
    return {
      status: 200,
      body: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: checkoutSignature(options.keySecret, order.id, payment.id),
      },
      payment,
    };
  }

  /** Settles a pending refund the way Razorpay does later, with its webhook. */
  async function settleRefund(refundId, outcome = 'processed') {
    const refund = refunds.get(refundId);
    if (refund?.status !== 'pending') return refund;
    const payment = payments.get(refund.payment_id);
    if (outcome === 'processed') {
      refund.status = 'processed';
      refund.acquirer_data = { arn: `ARN${refund.id.slice(5, 15).toUpperCase()}` };
      payment.status = 'refunded';
    } else {
      refund.status = 'failed';
      payment.amount_refunded -= refund.amount;
      payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
    }
    await refundEvent(`refund.${outcome}`, refund);
    return refund;
  }

  /** POST /v1/payments/:id/refund, as Razorpay answers it (and as `settings` make it fail or wait). */
  async function refund(paymentId, body, idempotencyKey) {
    const request = { paymentId, amount: body.amount, idempotencyKey: idempotencyKey ?? null, status: 0 };
    refundRequests.push(request);
    const answer = await refundOnce(paymentId, body, idempotencyKey);
    request.status = answer.status;
    return answer;
  }

  async function refundOnce(paymentId, body, idempotencyKey) {
    const payload = JSON.stringify(body);
    if (idempotencyKey !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey))
        return { status: 400, body: badRequest('The idempotency key is invalid') };
      const seen = idempotentRefunds.get(idempotencyKey);
      if (seen) {
        if (seen.payload !== payload || seen.paymentId !== paymentId)
          return {
            status: 400,
            body: badRequest('Different request with the same idempotency key has already been processed.'),
          };
        if (!seen.answer)
          return {
            status: 409,
            body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Request is being processed' } },
          };
        return seen.answer;
      }
      idempotentRefunds.set(idempotencyKey, { payload, paymentId, answer: null });
    }
    if (settings.refundDelayMs > 0) await new Promise((r) => setTimeout(r, settings.refundDelayMs));
    if (settings.failNextRefund || settings.failRefunds > 0) {
      if (settings.failNextRefund) settings.failNextRefund = false;
      else settings.failRefunds -= 1;
      // Nothing was made: the same key may be used again.
      if (idempotencyKey !== undefined) idempotentRefunds.delete(idempotencyKey);
      return {
        status: 502,
        body: { error: { code: 'GATEWAY_ERROR', description: 'Refund could not be initiated' } },
      };
    }
    const answer = makeRefund(paymentId, body);
    if (idempotencyKey !== undefined) {
      if (answer.status === 200) idempotentRefunds.get(idempotencyKey).answer = answer;
      else idempotentRefunds.delete(idempotencyKey);
    }
    if (answer.status === 200 && settings.loseRefundAnswers > 0) {
      settings.loseRefundAnswers -= 1;
      return { status: 504, body: { error: { code: 'GATEWAY_ERROR', description: 'Gateway timeout' } } };
    }
    return answer;
  }

  function makeRefund(paymentId, body) {
    const payment = payments.get(paymentId);
    if (!payment) return { status: 400, body: badRequest('The id provided does not exist', 'payment_id') };
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      return { status: 400, body: badRequest('The payment has not been captured') };
    const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 100)
      return { status: 400, body: badRequest('The amount must be atleast INR 1.00', 'amount') };
    if (amount > payment.amount - payment.amount_refunded)
      return {
        status: 400,
        body: badRequest('The refund amount provided is greater than amount captured', 'amount'),
      };
    const entity = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: body.notes ?? [],
      receipt: body.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: nowSeconds(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: body.speed ?? 'normal',
    };
    refunds.set(entity.id, entity);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (settings.refundOutcome !== 'manual') {
      const outcome = settings.refundOutcome;
      setTimeout(() => void settleRefund(entity.id, outcome), 20);
    }
    return { status: 200, body: entity };
  }

  /** GET /v1/payments/:id/refunds: the payment's refunds, newest first, `count` (at most 100) from `skip`. */
  function paymentRefunds(paymentId, query) {
    if (!payments.has(paymentId)) return notFound();
    const count = Math.min(100, Math.max(1, Number(query.get('count') ?? 10) || 10));
    const skip = Math.max(0, Number(query.get('skip') ?? 0) || 0);
    const all = [...refunds.values()].filter((r) => r.payment_id === paymentId).reverse();
    const items = all.slice(skip, skip + count);
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  function createOrder(body) {
    const amount = body.amount;
    if (!Number.isInteger(amount) || amount < 100)
      return { status: 400, body: badRequest('The amount must be atleast INR 1.00', 'amount') };
    if (body.currency !== 'INR')
      return { status: 400, body: badRequest('The currency provided is not supported', 'currency') };
    if (body.receipt !== undefined && String(body.receipt).length > 40)
      return { status: 400, body: badRequest('receipt: the length must be no more than 40.', 'receipt') };
    const order = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: body.currency,
      receipt: body.receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: body.notes ?? [],
      created_at: nowSeconds(),
    };
    orders.set(order.id, order);
    return { status: 200, body: order };
  }

  function authorised(req) {
    const header = req.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    return header === expected;
  }

  const notFound = () => ({ status: 400, body: badRequest('The id provided does not exist') });

  function route(method, path, body, query, headers) {
    const [, v1, resource, id, sub, extra] = path.split('/');
    if (v1 !== 'v1' || extra !== undefined) return notFound();
    const key = `${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`;
    switch (key) {
      case 'POST orders':
        return createOrder(body);
      case 'GET orders/:id':
        return orders.has(id) ? { status: 200, body: orders.get(id) } : notFound();
      case 'GET orders/:id/payments': {
        if (!orders.has(id)) return notFound();
        const items = [...payments.values()].filter((p) => p.order_id === id).reverse();
        return { status: 200, body: { entity: 'collection', count: items.length, items } };
      }
      case 'GET payments/:id':
        return payments.has(id) ? { status: 200, body: payments.get(id) } : notFound();
      case 'POST payments/:id/refund': {
        const key = headers['x-refund-idempotency'];
        return refund(id, body, Array.isArray(key) ? key[0] : key);
      }
      case 'GET payments/:id/refunds':
        return paymentRefunds(id, query);
      case 'GET refunds/:id':
        return refunds.has(id) ? { status: 200, body: refunds.get(id) } : notFound();
      default:
        return { status: 404, body: badRequest('The requested URL was not found on the server.') };
    }
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
  };

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const send = (status, body, headers = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v1/checkout.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...cors });
        res.end(CHECKOUT_JS);
        return;
      }
      let body = {};
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = text ? JSON.parse(text) : {};
      } catch {
        send(400, badRequest('The request body is not valid JSON'));
        return;
      }
      // What the in-page Checkout stand-in posts when the patient pays or fails (no keys: it is the browser).
      if (req.method === 'POST' && url.pathname === '/checkout/pay') {
        const out = pay(String(body.order_id ?? ''), {
          outcome: body.outcome === 'failure' ? 'failure' : 'success',
          method: typeof body.method === 'string' ? body.method : 'upi',
        });
        send(out.status, out.body, cors);
        return;
      }
      if (!authorised(req)) {
        send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/control/refunds') {
        for (const field of ['refundDelayMs', 'failRefunds', 'loseRefundAnswers'])
          if (Number.isInteger(body[field]) && body[field] >= 0) settings[field] = body[field];
        send(200, {
          refundDelayMs: settings.refundDelayMs,
          failRefunds: settings.failRefunds,
          loseRefundAnswers: settings.loseRefundAnswers,
          refundRequests,
        });
        return;
      }
      Promise.resolve(route(req.method ?? 'GET', url.pathname, body, url.searchParams, req.headers)).then(
        (out) => send(out.status, out.body),
        () => send(500, { error: { code: 'SERVER_ERROR', description: 'The stand-in failed' } }),
      );
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url,
    checkoutUrl: `${url}/v1/checkout.js`,
    orders,
    payments,
    refunds,
    refundRequests,
    deliveries,
    settings,
    pay,
    settleRefund,
    /** Sends any event, signed with `secret` (the webhook secret unless told otherwise). */
    deliver,
    paymentEvent,
    refundEvent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

// `node scripts/razorpay-stand-in/stand-in.mjs`: runs on RAZORPAY_STAND_IN_PORT (4161) with the keys from
// the environment, sending webhooks to RAZORPAY_STAND_IN_WEBHOOK_URL.
if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const standIn = await startRazorpayStandIn({
    keyId: env.RAZORPAY_KEY_ID ?? 'rzp_test_StandInKey01',
    keySecret: env.RAZORPAY_KEY_SECRET ?? 'stand-in-key-secret',
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? 'stand-in-webhook-secret',
    port: Number(env.RAZORPAY_STAND_IN_PORT ?? 4161),
    webhookUrl: env.RAZORPAY_STAND_IN_WEBHOOK_URL,
  });
  console.log(`[razorpay stand-in] ${standIn.url} (checkout ${standIn.checkoutUrl})`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
