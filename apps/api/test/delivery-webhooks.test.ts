// The providers' delivery reports reach onReport: MSG91's DLR (a secret token in its URL) and the WhatsApp
// Cloud API's status webhook (signed), each posted by its stand-in after a real send through the adapter;
// a wrong token, a bad signature, a wrong verify token and a body of another shape are refused.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMsg91StandIn } from '../../../scripts/stand-ins/msg91.mjs';
import { hubSignature, startWhatsAppStandIn } from '../../../scripts/stand-ins/whatsapp.mjs';
import { registerErrorHandler } from '../src/lib/error-handler.ts';
import type { DeliveryReport } from '../src/modules/notifications/channels/channel.ts';
import { createMsg91Adapter } from '../src/modules/notifications/channels/msg91-sms.ts';
import { createWhatsAppAdapter } from '../src/modules/notifications/channels/whatsapp-cloud.ts';
import { deliveryWebhooksRoutes } from '../src/modules/notifications/delivery-webhooks.routes.ts';

const TOKEN = 'dlr-token-0123456789abcdefghij';
const APP_SECRET = 'test-meta-app-secret';
const VERIFY_TOKEN = 'test-verify-token';
const reports: DeliveryReport[] = [];

async function webhookApp(env: Parameters<typeof deliveryWebhooksRoutes>[1]['ctx']['env']) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(deliveryWebhooksRoutes, {
    ctx: { env },
    deps: {
      onReport: async (report) => {
        reports.push(report);
      },
    },
  });
  return app;
}

let app: FastifyInstance;
let base: string;
let msg91: Awaited<ReturnType<typeof startMsg91StandIn>>;
let whatsapp: Awaited<ReturnType<typeof startWhatsAppStandIn>>;

beforeAll(async () => {
  app = await webhookApp({
    MSG91_WEBHOOK_TOKEN: TOKEN,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  msg91 = await startMsg91StandIn({
    authKey: 'k',
    dlrUrl: `${base}/api/v1/notifications/webhooks/msg91/${TOKEN}`,
    dlrDelayMs: 0,
  });
  whatsapp = await startWhatsAppStandIn({
    token: 't',
    phoneNumberId: '1065403522',
    appSecret: APP_SECRET,
    webhookUrl: `${base}/api/v1/notifications/webhooks/whatsapp`,
    statusDelayMs: 0,
  });
});
afterAll(async () => {
  await msg91.close();
  await whatsapp.close();
  await app.close();
});

async function until<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('not reported in time');
}

describe('MSG91 delivery reports', () => {
  it('a report posted by MSG91 after a send reaches onReport with the request id', async () => {
    const sms = createMsg91Adapter({ authKey: 'k', baseUrl: msg91.url, templateIds: {} });
    const { providerRef } = await sms.send({
      id: '1',
      channel: 'sms',
      to: '+919876543210',
      template: 'lab_report_ready',
      sms: {
        text: 'Your report is ready',
        dltTemplateId: '1107170000000000002',
        senderId: 'AROGYA',
        msg91TemplateId: '64f0c2a1b3d4e5f601234568',
        vars: { name: 'Priya' },
      },
    });
    const report = await until(() => reports.find((r) => r.providerRef === providerRef));
    expect(report).toMatchObject({ channel: 'sms', status: 'delivered' });
    expect(Math.abs(report.at.getTime() - Date.now())).toBeLessThan(5_000);
    // The stand-in records the app's answer once it arrives, which can be after the app has handled the report.
    const posted = await until(() =>
      msg91.reports.find((r: { requestId: string }) => r.requestId === providerRef),
    );
    expect(posted.httpStatus).toBe(200);
    // A failure report carries its reason.
    await msg91.sendDlr(providerRef, 16);
    expect(reports.at(-1)).toMatchObject({ providerRef, status: 'failed', error: 'REJECTED' });
  });

  it('version 3 (one JSON report) is read too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/notifications/webhooks/msg91/${TOKEN}`,
      payload: {
        date: '2026-12-12 10:00:05',
        number: '919876543210',
        requestId: 'abc123',
        status: '1',
        desc: 'DELIVERED',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(reports.at(-1)).toEqual({
      channel: 'sms',
      providerRef: 'abc123',
      status: 'delivered',
      at: new Date('2026-12-12T04:30:05Z'),
    });
  });

  it('a wrong token is refused before anything is read; a body of another shape is a 400', async () => {
    const before = reports.length;
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/v1/notifications/webhooks/msg91/${TOKEN.slice(0, -1)}x`,
      payload: { requestId: 'abc123', status: '1' },
    });
    expect(wrong.statusCode).toBe(403);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/v1/notifications/webhooks/msg91/${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'data=not-json',
    });
    expect(bad.statusCode).toBe(400);
    expect(reports.length).toBe(before);
  });
});

describe('WhatsApp status webhooks', () => {
  it('the handshake echoes the challenge for the verify token only', async () => {
    const url = '/api/v1/notifications/webhooks/whatsapp?hub.mode=subscribe&hub.challenge=1158201444';
    const okay = await app.inject({ url: `${url}&hub.verify_token=${VERIFY_TOKEN}` });
    expect(okay.statusCode).toBe(200);
    expect(okay.body).toBe('1158201444');
    expect(okay.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await app.inject({ url: `${url}&hub.verify_token=guess` });
    expect(wrong.statusCode).toBe(403);
  });

  it('signed sent and delivered statuses after a send reach onReport with the wamid', async () => {
    const adapter = createWhatsAppAdapter({
      token: 't',
      phoneNumberId: '1065403522',
      baseUrl: whatsapp.url,
      apiVersion: 'v23.0',
    });
    const { providerRef } = await adapter.send({
      id: '2',
      channel: 'whatsapp',
      to: '+919876543210',
      template: 'order_shipped',
      whatsapp: { templateName: 'order_shipped', language: 'en', bodyParams: ['ORD-2026-000042'] },
    });
    const posted = () => whatsapp.webhooks.filter((w) => w.id === providerRef);
    await until(() => (posted().length === 2 ? true : undefined));
    expect(reports.filter((r) => r.providerRef === providerRef).map((r) => r.status)).toEqual([
      'sent',
      'delivered',
    ]);
    expect(posted().map((w) => w.httpStatus)).toEqual([200, 200]);
  });

  it('a body with a bad or missing signature is refused (401) and reports nothing', async () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id: 'wamid.X', status: 'read', timestamp: '1765500000' }] },
            },
          ],
        },
      ],
    });
    const before = reports.length;
    for (const signature of [hubSignature('another-secret', body), 'sha256=00', undefined]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/notifications/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(reports.length).toBe(before);
    const signed = await app.inject({
      method: 'POST',
      url: '/api/v1/notifications/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(APP_SECRET, body) },
      payload: body,
    });
    expect(signed.statusCode).toBe(200);
    expect(reports.at(-1)).toEqual({
      channel: 'whatsapp',
      providerRef: 'wamid.X',
      status: 'read',
      at: new Date(1765500000 * 1000),
    });
  });

  it('a failed status carries its error', async () => {
    const adapter = createWhatsAppAdapter({
      token: 't',
      phoneNumberId: '1065403522',
      baseUrl: whatsapp.url,
      apiVersion: 'v23.0',
    });
    const { providerRef } = await adapter.send({
      id: '3',
      channel: 'whatsapp',
      to: '+919876543211',
      template: 'order_shipped',
      whatsapp: { templateName: 'order_shipped', language: 'en', bodyParams: [] },
    });
    await until(() => reports.find((r) => r.providerRef === providerRef && r.status === 'delivered'));
    await whatsapp.sendStatus(providerRef, 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
    expect(reports.at(-1)).toMatchObject({
      providerRef,
      status: 'failed',
      error: 'Message undeliverable (131026)',
    });
  });
});

describe('without the providers configured', () => {
  it('every webhook answers 404', async () => {
    const off = await webhookApp({
      MSG91_WEBHOOK_TOKEN: undefined,
      WHATSAPP_APP_SECRET: undefined,
      WHATSAPP_WEBHOOK_VERIFY_TOKEN: undefined,
    });
    const dlr = await off.inject({
      method: 'POST',
      url: '/api/v1/notifications/webhooks/msg91/anything',
      payload: {},
    });
    const verify = await off.inject({
      url: '/api/v1/notifications/webhooks/whatsapp?hub.mode=subscribe&hub.challenge=1&hub.verify_token=x',
    });
    const status = await off.inject({
      method: 'POST',
      url: '/api/v1/notifications/webhooks/whatsapp',
      payload: {},
    });
    expect([dlr.statusCode, verify.statusCode, status.statusCode]).toEqual([404, 404, 404]);
    await off.close();
  });
});
