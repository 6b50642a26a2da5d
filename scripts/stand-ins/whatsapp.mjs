// A local stand-in for Meta's WhatsApp Cloud API (README, "Messages offline"): POST
// /{version}/{phone number id}/messages with a Bearer token and the Cloud API's body, answered as the Cloud
// API answers ({"messaging_product":"whatsapp","contacts":[...],"messages":[{"id":"wamid...."}]}, or
// {"error":{"message","type","code","fbtrace_id"}}). After each accepted message it posts status webhooks
// (sent, then delivered) to `webhookUrl` in the Cloud API's shape (object whatsapp_business_account,
// entry[].changes[].value.statuses[]), signed as Meta signs them: X-Hub-Signature-256: sha256=HMAC-SHA256
// of the raw body with the app secret. A free-form (non-template) message is accepted and then fails with
// 131047, as it does outside the 24-hour window.
// GET /messages lists what it received, newest first. Tests: POST /control/fail {"count","status"} makes the
// next n requests fail (500: code 131000; 4xx: 132001, template not found); POST /control/templates
// {"<name>": "text with {{1}}"} registers template texts so the inbox shows the message as it would read;
// POST /control/status {"id","status"} sends a status webhook by hand.
import { createHmac, randomBytes } from 'node:crypto';
import { createFailures, listen, parseJson, postWebhook, readBody, record, sendJson } from './http.mjs';
import { createInbox, inboxQuery } from './inbox.mjs';

/** The signature Meta puts in X-Hub-Signature-256. */
export function hubSignature(appSecret, rawBody) {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;
const fbtrace = () => randomBytes(8).toString('base64url');
const graphError = (message, code, type = 'OAuthException', extra = {}) => ({
  error: { message, type, code, ...extra, fbtrace_id: fbtrace() },
});

/**
 * @param {{ token: string, phoneNumberId: string, appSecret: string, port?: number, host?: string,
 *   webhookUrl?: string, autoStatuses?: boolean, statusDelayMs?: number,
 *   templates?: Record<string, string>, inbox?: ReturnType<typeof createInbox> }} options
 */
export async function startWhatsAppStandIn(options) {
  const inbox = options.inbox ?? createInbox();
  const failures = createFailures();
  const templates = new Map(Object.entries(options.templates ?? {}));
  /** Every message request received: { path, headers, body, status }. */
  const requests = [];
  /** Every status webhook posted: { id, status, rawBody, headers, httpStatus }. */
  const webhooks = [];
  const settings = {
    webhookUrl: options.webhookUrl,
    autoStatuses: options.autoStatuses ?? true,
    statusDelayMs: options.statusDelayMs ?? 50,
  };
  /** wamid -> { to, callbackData } */
  const sent = new Map();

  async function sendStatus(id, status, errors) {
    const message = sent.get(id);
    if (!message || !settings.webhookUrl) return -1;
    const statusEntry = {
      id,
      status,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: message.to,
      ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
      ...(status === 'failed' ? { errors } : {}),
      ...(status === 'sent' || status === 'delivered'
        ? {
            conversation: { id: message.conversation, origin: { type: 'utility' } },
            pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
          }
        : {}),
    };
    const rawBody = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '919000000000', phone_number_id: options.phoneNumberId },
                statuses: [statusEntry],
              },
              field: 'messages',
            },
          ],
        },
      ],
    });
    const headers = {
      'content-type': 'application/json',
      'x-hub-signature-256': hubSignature(options.appSecret, rawBody),
    };
    const httpStatus = await postWebhook(settings.webhookUrl, rawBody, headers);
    record(webhooks, { id, status, rawBody, headers, httpStatus });
    return httpStatus;
  }

  /** A template's body in the language asked (`<name>:<code>`, as provider-templates.mjs keeps them). */
  function render(name, language, params) {
    const text = templates.get(`${name}:${language}`) ?? templates.get(name);
    if (!text) return params.length > 0 ? `${name}: ${params.join(' | ')}` : name;
    return text.replace(/\{\{(\d+)\}\}/g, (whole, n) => params[Number(n) - 1] ?? whole);
  }

  function messages(path, headers, body) {
    if (headers.authorization !== `Bearer ${options.token}`)
      return {
        status: 401,
        body: graphError('Invalid OAuth access token - Cannot parse access token', 190),
      };
    const [, , phoneNumberId] = path.split('/');
    if (phoneNumberId !== options.phoneNumberId)
      return {
        status: 400,
        body: graphError(
          `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          100,
          'GraphMethodException',
          { error_subcode: 33 },
        ),
      };
    const failWith = failures.take();
    if (failWith) {
      return failWith >= 500
        ? { status: failWith, body: graphError('Something went wrong', 131000) }
        : {
            status: failWith,
            body: graphError('(#132001) Template name does not exist in the translation', 132001),
          };
    }
    if (body.messaging_product !== 'whatsapp')
      return { status: 400, body: graphError('(#100) The parameter messaging_product is required.', 100) };
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to))
      return { status: 400, body: graphError('(#100) Invalid parameter', 100) };
    let template = null;
    let text;
    let params = [];
    if (body.type === 'template') {
      template = body.template;
      if (typeof template?.name !== 'string' || typeof template?.language?.code !== 'string')
        return { status: 400, body: graphError('(#100) Invalid parameter', 100) };
      if (templates.size > 0 && !templates.has(template.name))
        return {
          status: 404,
          body: graphError('(#132001) Template name does not exist in the translation', 132001),
        };
      const bodyComponent = (template.components ?? []).find((c) => c?.type === 'body');
      params = (bodyComponent?.parameters ?? []).map((p) => String(p?.text ?? ''));
      text = render(template.name, template.language.code, params);
    } else if (body.type === 'text' && typeof body.text?.body === 'string') {
      text = body.text.body;
    } else {
      return { status: 400, body: graphError('(#100) Invalid parameter', 100) };
    }
    const id = wamid();
    const button = (template?.components ?? []).find((c) => c?.type === 'button');
    inbox.add({
      channel: 'whatsapp',
      to: `+${body.to}`,
      template: template?.name ?? null,
      text,
      messageId: id,
      language: template?.language?.code ?? null,
      bodyParams: params,
      buttonUrlParam: button?.parameters?.[0]?.text ?? null,
    });
    sent.set(id, {
      to: body.to,
      callbackData: body.biz_opaque_callback_data,
      conversation: randomBytes(16).toString('hex'),
    });
    if (settings.autoStatuses && settings.webhookUrl) {
      setTimeout(async () => {
        if (body.type !== 'template') {
          await sendStatus(id, 'failed', [
            {
              code: 131047,
              title: 'Re-engagement message',
              message: 'Re-engagement message',
              error_data: {
                details:
                  'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
              },
            },
          ]);
          return;
        }
        await sendStatus(id, 'sent');
        await sendStatus(id, 'delivered');
      }, settings.statusDelayMs);
    }
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id, ...(template ? { message_status: 'accepted' } : {}) }],
      },
    };
  }

  const { url, close } = await listen(
    async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://stand-in');
      const raw = (await readBody(req)).toString('utf8');
      if (req.method === 'GET' && path.pathname === '/messages') {
        sendJson(res, 200, inbox.list({ ...inboxQuery(path.searchParams), channel: 'whatsapp' }));
        return;
      }
      const body = parseJson(raw);
      if (body === undefined || typeof body !== 'object' || body === null) {
        sendJson(res, 400, graphError('(#100) The request body is not valid JSON', 100));
        return;
      }
      if (req.method === 'POST' && path.pathname.startsWith('/control/')) {
        if (path.pathname === '/control/fail' && failures.set(body)) sendJson(res, 200, failures.state);
        else if (path.pathname === '/control/templates') {
          for (const [name, text] of Object.entries(body))
            if (typeof text === 'string') templates.set(name, text);
          sendJson(res, 200, { templates: templates.size });
        } else if (path.pathname === '/control/status') {
          sendJson(res, 200, {
            httpStatus: await sendStatus(String(body.id), String(body.status ?? 'read')),
          });
        } else sendJson(res, 400, graphError('Unknown control', 100));
        return;
      }
      if (req.method === 'POST' && /^\/v\d+\.\d+\/[^/]+\/messages$/.test(path.pathname)) {
        const out = messages(path.pathname, req.headers, body);
        record(requests, { path: path.pathname, headers: { ...req.headers }, body, status: out.status });
        sendJson(res, out.status, out.body);
        return;
      }
      sendJson(res, 404, graphError('Unknown path components', 2500));
    },
    { port: options.port, host: options.host },
  );

  return {
    url,
    inbox,
    requests,
    webhooks,
    settings,
    failures,
    templates,
    sendStatus,
    messages: () => inbox.list({ channel: 'whatsapp' }),
    close,
  };
}
