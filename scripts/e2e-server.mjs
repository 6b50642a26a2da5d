// The server the end-to-end tests drive: the built app on a fresh data folder of its own, with online payment
// through the local Razorpay stand-in (on RAZORPAY_STAND_IN_PORT, by default the app's port + 1001), which
// serves the Checkout script and sends its webhooks to this server, and every message through the messaging
// stand-ins as `npm run start:demo` wires them (scripts/stand-ins/), the app's templates registered with
// them: their combined inbox answers GET /messages on STAND_IN_INBOX_PORT (by default the app's port + 1002;
// e2e/support.ts), the web push service listens on the app's port + 1003. Only URLs and keys differ from
// production.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATES } from '../apps/api/src/modules/notifications/templates/templates.ts';
import { ROOT } from './lib/build-if-stale.mjs';
import { startRazorpayStandIn } from './razorpay-stand-in/stand-in.mjs';
import { startStandIns } from './stand-ins/stand-ins.mjs';

const port = Number(process.env.PORT ?? 3100);
const keys = {
  keyId: 'rzp_test_ArogyaEndToEnd',
  keySecret: 'e2e-razorpay-key-secret',
  webhookSecret: 'e2e-razorpay-webhook-secret',
};
const standIn = await startRazorpayStandIn({
  ...keys,
  port: Number(process.env.RAZORPAY_STAND_IN_PORT ?? port + 1001),
  webhookUrl: `http://127.0.0.1:${port}/api/v1/payments/razorpay/webhook`,
});

const messaging = await startStandIns({
  appOrigin: `http://127.0.0.1:${port}`,
  inboxPort: Number(process.env.STAND_IN_INBOX_PORT ?? port + 1002),
  // The web push service on a known port: a test asks it for a subscription (e2e/notifications.spec.ts).
  pushPort: port + 1003,
  messageTemplates: TEMPLATES,
});

const dataDir = path.join(ROOT, `.tmp/e2e-data-${process.env.PORT ?? 3100}`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOGIN_LIMIT_PER_IP: '10000',
    REGISTER_LIMIT_PER_IP: '10000',
    PASSWORD_RESET_LIMIT_PER_IP: '10000',
    // Every journey signs the demo staff in with a code to the same numbers, one after another, from one
    // address (e2e/sign-in-codes.ts): no wait between codes and room for all of them.
    OTP_RESEND_SECONDS: '0',
    OTP_LIMIT_PER_NUMBER_HOUR: '10000',
    OTP_LIMIT_PER_NUMBER_DAY: '10000',
    OTP_LIMIT_PER_IP_HOUR: '10000',
    OTP_LIMIT_GLOBAL_HOUR: '100000',
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    RAZORPAY_CHECKOUT_URL: standIn.checkoutUrl,
    // Consult now's unanswered path in minutes rather than the product's 10 and 20 (e2e/consult-now.spec.ts).
    CONSULT_PROMPT_MINUTES: '1',
    CONSULT_REFUND_MINUTES: '2',
    CONSULT_SWEEP_INTERVAL_MS: '2000',
    ...messaging.appEnv,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on(
  'exit',
  (code) => void Promise.all([standIn.close(), messaging.close()]).then(() => process.exit(code ?? 0)),
);
