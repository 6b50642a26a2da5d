// `npm run start:demo`: the app as `npm start` runs it, with every outside service replaced by its local
// stand-in, so a newcomer sees every message offline: Razorpay (scripts/razorpay-stand-in/), and MSG91,
// the WhatsApp Cloud API, an SMTP server and a web push service (scripts/stand-ins/), whose combined inbox is
// at http://127.0.0.1:$STAND_IN_INBOX_PORT (4170) as a page and as JSON at /messages. Only URLs and keys
// differ from production; plain `npm start` sends nothing anywhere unless its real keys are set.
// The demo keeps its own data folder (DATA_DIR, default .tmp/demo-data) and its VAPID keys in it, so the
// browsers that allowed notifications stay subscribed across restarts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { TEMPLATES } from '../apps/api/src/modules/notifications/templates/templates.ts';
import { ensureBuilt, ROOT } from './lib/build-if-stale.mjs';
import { requireNode } from './lib/node-version.mjs';
import { startRazorpayStandIn } from './razorpay-stand-in/stand-in.mjs';
import { describeStandIns, startStandIns } from './stand-ins/stand-ins.mjs';

requireNode();
await ensureBuilt();

const port = Number(process.env.PORT ?? 3000);
const appOrigin = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.tmp/demo-data');
mkdirSync(dataDir, { recursive: true });

const vapidFile = path.join(dataDir, 'demo-vapid-keys.json');
if (!existsSync(vapidFile))
  writeFileSync(vapidFile, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
const vapid = JSON.parse(readFileSync(vapidFile, 'utf8'));

const razorpayKeys = {
  keyId: 'rzp_test_ArogyaDemo0001',
  keySecret: 'demo-razorpay-key-secret',
  webhookSecret: 'demo-razorpay-webhook-secret',
};
const razorpay = await startRazorpayStandIn({
  ...razorpayKeys,
  port: Number(process.env.RAZORPAY_STAND_IN_PORT ?? 4161),
  webhookUrl: `${appOrigin}/api/v1/payments/razorpay/webhook`,
});
const standIns = await startStandIns({
  appOrigin,
  inboxPort: Number(process.env.STAND_IN_INBOX_PORT ?? 4170),
  // Every kind's SMS and WhatsApp template registered, as a deployment registers them with MSG91, its DLT
  // platform and Meta, so the inbox shows each message's real text.
  messageTemplates: TEMPLATES,
  vapid,
});

const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    RAZORPAY_KEY_ID: razorpayKeys.keyId,
    RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
    RAZORPAY_CHECKOUT_URL: razorpay.checkoutUrl,
    ...standIns.appEnv,
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([standIns.close(), razorpay.close()]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));

// Say where everything is once the app answers.
for (let i = 0; i < 600 && !stopping; i += 1) {
  const up = await fetch(`${appOrigin}/api/v1/health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (up) {
    console.log(
      [
        '',
        `Arogya (demo) is at http://localhost:${port}, every message it sends caught by the local stand-ins:`,
        describeStandIns(standIns),
        `  Razorpay                             ${razorpay.url}  (pay by UPI or fail in the in-page dialog)`,
        `  data folder                          ${path.relative(ROOT, dataDir) || dataDir}`,
        '',
      ].join('\n'),
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
