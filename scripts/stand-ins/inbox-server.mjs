// The stand-ins' combined inbox over HTTP (README, "Messages offline"): GET /messages is every message the
// stand-ins received as JSON, newest first ({ id, channel, to, template, subject?, text, time, ... };
// ?channel=sms|whatsapp|email|push, ?to=, ?limit= narrow it); GET / is the same as a page that refreshes
// itself when a new message arrives; an e-mail's HTML part and attachments open from there (GET /messages/<id>/html,
// /messages/<id>/attachments/<n>), the HTML sandboxed. POST /control/<channel>/fail {"count","status"} makes
// that provider fail the next n messages (status: an HTTP status, or an SMTP reply code for e-mail);
// POST /control/clear empties the inbox.
import { listen, parseJson, readBody, sendJson } from './http.mjs';
import { inboxQuery } from './inbox.mjs';

const escapeHtml = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const CHANNEL_LABELS = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail', push: 'Web push' };
const TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function page(messages, channel) {
  const filters = ['', 'sms', 'whatsapp', 'email', 'push']
    .map((c) =>
      c === (channel ?? '')
        ? `<strong>${c ? CHANNEL_LABELS[c] : 'All'}</strong>`
        : `<a href="/${c ? `?channel=${c}` : ''}">${c ? CHANNEL_LABELS[c] : 'All'}</a>`,
    )
    .join(' · ');
  const rows = messages
    .map((m) => {
      const extras = [];
      if (m.channel === 'email' && m.html) extras.push(`<a href="/messages/${m.id}/html">HTML part</a>`);
      for (const [i, a] of (m.attachments ?? []).entries())
        extras.push(
          `<a href="/messages/${m.id}/attachments/${i}">${escapeHtml(a.filename ?? `attachment ${i + 1}`)}</a>`,
        );
      if (m.channel === 'sms')
        extras.push(`DLT ${escapeHtml(m.dltTemplateId)} · sender ${escapeHtml(m.sender)}`);
      if (m.url) extras.push(`opens ${escapeHtml(m.url)}`);
      const heading = m.subject
        ? `<div class="subject">${escapeHtml(m.subject)}</div>`
        : m.title
          ? `<div class="subject">${escapeHtml(m.title)}</div>`
          : '';
      return `<tr>
  <td><time datetime="${escapeHtml(m.time)}">${escapeHtml(TIME.format(new Date(m.time)))}</time></td>
  <td><span class="channel ${escapeHtml(m.channel)}">${escapeHtml(CHANNEL_LABELS[m.channel] ?? m.channel)}</span></td>
  <td class="to">${escapeHtml(m.to)}</td>
  <td><code>${escapeHtml(m.template ?? '—')}</code></td>
  <td>${heading}<div class="text">${escapeHtml(m.text)}</div>${extras.length ? `<div class="extras">${extras.join(' · ')}</div>` : ''}</td>
</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arogya stand-ins: messages sent (${messages.length})</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5rem; color: #1f2937; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p { margin: .25rem 0 1rem; color: #4b5563; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid #e5e7eb; }
  th { font-size: .8rem; text-transform: uppercase; color: #4b5563; }
  .text { white-space: pre-wrap; overflow-wrap: anywhere; }
  .to { overflow-wrap: anywhere; max-width: 16rem; }
  .subject { font-weight: 600; }
  .extras { font-size: .85rem; color: #4b5563; margin-top: .25rem; }
  .channel { font-size: .8rem; padding: .1rem .4rem; border-radius: .25rem; background: #e5e7eb; white-space: nowrap; }
  .sms { background: #dbeafe; } .whatsapp { background: #dcfce7; } .email { background: #fef3c7; } .push { background: #ede9fe; }
  a { color: #1d4ed8; }
  @media (max-width: 640px) {
    body { margin: 1rem; }
    table, tbody, tr, td { display: block; }
    thead { display: none; }
    tr { border-bottom: 1px solid #e5e7eb; padding: .5rem 0; }
    td { border: 0; padding: .15rem 0; max-width: none; }
  }
</style>
</head>
<body>
<main>
<h1>Messages the stand-ins received</h1>
<p>Newest first; a new message reloads this page. ${filters} · <a href="/messages${channel ? `?channel=${channel}` : ''}">JSON</a></p>
${
  messages.length === 0
    ? '<p>No message yet. Book an appointment or order medicines in the app, and what it sends appears here.</p>'
    : `<table>
<thead><tr><th>Time (IST)</th><th>Channel</th><th>To</th><th>Template</th><th>Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
<script>
  // Reload when a newer message arrives (checked every 3 seconds).
  const newest = ${messages[0]?.id ?? 0};
  setInterval(async () => {
    const latest = await fetch('/messages?limit=1').then((r) => r.json()).catch(() => []);
    if ((latest[0]?.id ?? 0) !== newest) location.reload();
  }, 3000);
</script>
</body>
</html>`;
}

/**
 * @param {{ inbox: ReturnType<import('./inbox.mjs').createInbox>, port?: number, host?: string,
 *   failures?: Record<string, ReturnType<import('./http.mjs').createFailures>> }} options
 */
export async function startInboxServer(options) {
  const { inbox } = options;
  return listen(
    async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://stand-in');
      const raw = (await readBody(req)).toString('utf8');
      if (req.method === 'GET' && path.pathname === '/messages') {
        sendJson(res, 200, inbox.list(inboxQuery(path.searchParams)), { 'cache-control': 'no-store' });
        return;
      }
      if (req.method === 'GET' && path.pathname === '/') {
        const query = inboxQuery(path.searchParams);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(page(inbox.list({ ...query, limit: query.limit ?? 500 }), query.channel));
        return;
      }
      const part = /^\/messages\/(\d+)\/(html|attachments\/(\d+))$/.exec(path.pathname);
      if (req.method === 'GET' && part) {
        const message = inbox.list().find((m) => m.id === Number(part[1]));
        if (part[2] === 'html' && typeof message?.html === 'string') {
          // The e-mail's own HTML, shown as a mail client would: no script, no forms, nothing of this origin.
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy':
              "sandbox; default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline'",
          });
          res.end(message.html);
          return;
        }
        const attachment = part[3] !== undefined ? message?.attachments?.[Number(part[3])] : undefined;
        if (attachment?.content !== undefined) {
          res.writeHead(200, {
            'content-type': attachment.contentType ?? 'application/octet-stream',
            'content-disposition': `attachment; filename="${String(attachment.filename ?? 'attachment').replace(/[^\w.-]/g, '_')}"`,
          });
          res.end(attachment.content);
          return;
        }
        sendJson(res, 404, { error: 'No such part' });
        return;
      }
      const control = /^\/control\/(sms|whatsapp|email|push)\/fail$/.exec(path.pathname);
      if (req.method === 'POST' && control) {
        const failures = options.failures?.[control[1]];
        if (failures?.set(parseJson(raw))) sendJson(res, 200, failures.state);
        else sendJson(res, 400, { error: 'Send {"count": n, "status": code}' });
        return;
      }
      if (req.method === 'POST' && path.pathname === '/control/clear') {
        inbox.clear();
        sendJson(res, 200, { cleared: true });
        return;
      }
      sendJson(res, 404, { error: 'Not found' });
    },
    { port: options.port, host: options.host },
  );
}
