// A local stand-in for MSG91's SMS Flow API (scripts/stand-ins/README in the repository README, "Messages
// offline"): POST /api/v5/flow with the `authkey` header and MSG91's body (template_id, sender, DLT_TE_ID,
// recipients with their variables), answered as MSG91 answers ({"type":"success","message":"<request id>"},
// {"type":"error","message":...} on a refusal). After each accepted request it posts a delivery report (DLR)
// to `dlrUrl` the way MSG91's webhook version 2 does: form-encoded `data=[{"senderId","requestId",
// "report":[{"date","number","status":"1","desc":"DELIVERED"}],...}]`, dates in IST.
// GET /messages lists what it received, newest first. Tests: POST /control/fail {"count","status"} makes the
// next n requests fail with that status; POST /control/templates {"<template id>": "text with ##var##"}
// registers template texts so the inbox shows the SMS as it would read; POST /control/dlr
// {"requestId","status"} sends a report by hand (status 1 delivered, 2 failed, 16 rejected, ...).
import { randomBytes } from 'node:crypto';
import { createFailures, listen, parseJson, postWebhook, readBody, record, sendJson } from './http.mjs';
import { createInbox, inboxQuery } from './inbox.mjs';

const DLR_DESCRIPTIONS = {
  1: 'DELIVERED',
  2: 'FAILED',
  9: 'NDNC',
  16: 'REJECTED',
  17: 'BLOCKED',
  25: 'REJECTED',
};

/** MSG91's request ids: 24 hexadecimal characters. */
const requestId = () => randomBytes(12).toString('hex');

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Kolkata, as MSG91 writes report dates. */
export function istDate(date = new Date()) {
  return new Date(date.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Renders ##name## placeholders with the recipient's variables. */
function render(text, vars) {
  return text.replace(/##(\w+)##/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

const error = (message) => ({ type: 'error', message });

/**
 * @param {{ authKey: string, port?: number, host?: string, dlrUrl?: string, autoDlr?: boolean,
 *   dlrDelayMs?: number, templates?: Record<string, string>, inbox?: ReturnType<typeof createInbox> }} options
 */
export async function startMsg91StandIn(options) {
  const inbox = options.inbox ?? createInbox();
  const failures = createFailures();
  const templates = new Map(Object.entries(options.templates ?? {}));
  /** Every flow request received, accepted or not: { headers, body, status }. */
  const requests = [];
  /** Every DLR posted: { requestId, status, httpStatus }. */
  const reports = [];
  const settings = {
    dlrUrl: options.dlrUrl,
    autoDlr: options.autoDlr ?? true,
    dlrDelayMs: options.dlrDelayMs ?? 50,
  };
  /** requestId -> { sender, number } for reports. */
  const sent = new Map();

  async function sendDlr(id, status = 1) {
    const message = sent.get(id);
    if (!message || !settings.dlrUrl) return -1;
    const data = [
      {
        senderId: message.sender,
        requestId: id,
        report: [
          {
            date: istDate(),
            number: message.number,
            status: String(status),
            desc: DLR_DESCRIPTIONS[status] ?? 'SUBMITTED',
            failedReason: status === 1 ? '' : (DLR_DESCRIPTIONS[status] ?? ''),
          },
        ],
        userId: '100001',
        campaignName: 'API',
      },
    ];
    const body = new URLSearchParams({ data: JSON.stringify(data) }).toString();
    const httpStatus = await postWebhook(settings.dlrUrl, body, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    record(reports, { requestId: id, status, httpStatus });
    return httpStatus;
  }

  function flow(headers, body) {
    if (headers.authkey !== options.authKey) return { status: 401, body: error('Authentication failure') };
    const failWith = failures.take();
    if (failWith) {
      return {
        status: failWith,
        body: error(failWith >= 500 ? 'Internal server error, please try again' : 'Invalid template id'),
      };
    }
    if (typeof body.template_id !== 'string' || body.template_id === '')
      return { status: 400, body: error('template_id is required') };
    if (typeof body.sender !== 'string' || !/^[A-Za-z0-9]{6}$/.test(body.sender))
      return { status: 400, body: error('Invalid sender id') };
    if (typeof body.DLT_TE_ID !== 'string' || !/^\d{19}$/.test(body.DLT_TE_ID))
      return { status: 400, body: error('Invalid DLT_TE_ID') };
    if (!Array.isArray(body.recipients) || body.recipients.length === 0)
      return { status: 400, body: error('recipients are required') };
    for (const r of body.recipients) {
      if (typeof r?.mobiles !== 'string' || !/^\d{10,15}$/.test(r.mobiles))
        return { status: 400, body: error('Invalid mobile number') };
    }
    const id = requestId();
    const template = templates.get(body.template_id);
    for (const { mobiles, ...vars } of body.recipients) {
      const text = template
        ? render(template, vars)
        : Object.entries(vars)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ');
      inbox.add({
        channel: 'sms',
        to: `+${mobiles}`,
        template: body.template_id,
        text,
        requestId: id,
        sender: body.sender,
        dltTemplateId: body.DLT_TE_ID,
        vars,
      });
      sent.set(id, { sender: body.sender, number: mobiles });
    }
    if (settings.autoDlr && settings.dlrUrl) setTimeout(() => void sendDlr(id, 1), settings.dlrDelayMs);
    return { status: 200, body: { type: 'success', message: id } };
  }

  const { url, close } = await listen(
    async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://stand-in');
      const raw = (await readBody(req)).toString('utf8');
      if (req.method === 'GET' && path.pathname === '/messages') {
        sendJson(res, 200, inbox.list({ ...inboxQuery(path.searchParams), channel: 'sms' }));
        return;
      }
      const body = parseJson(raw);
      if (body === undefined || typeof body !== 'object' || body === null) {
        sendJson(res, 400, error('The body is not valid JSON'));
        return;
      }
      if (req.method === 'POST' && path.pathname.startsWith('/control/')) {
        if (path.pathname === '/control/fail' && failures.set(body)) {
          sendJson(res, 200, failures.state);
        } else if (path.pathname === '/control/templates') {
          for (const [id, text] of Object.entries(body))
            if (typeof text === 'string') templates.set(id, text);
          sendJson(res, 200, { templates: templates.size });
        } else if (path.pathname === '/control/dlr') {
          sendJson(res, 200, { httpStatus: await sendDlr(String(body.requestId), Number(body.status ?? 1)) });
        } else sendJson(res, 400, error('Unknown control'));
        return;
      }
      if (req.method === 'POST' && (path.pathname === '/api/v5/flow' || path.pathname === '/api/v5/flow/')) {
        const out = flow(req.headers, body);
        record(requests, { headers: { ...req.headers }, body, status: out.status });
        sendJson(res, out.status, out.body);
        return;
      }
      sendJson(res, 404, error('Not found'));
    },
    { port: options.port, host: options.host },
  );

  return {
    url,
    inbox,
    requests,
    reports,
    settings,
    failures,
    templates,
    sendDlr,
    messages: () => inbox.list({ channel: 'sms' }),
    close,
  };
}
