// The server the end-to-end tests drive: the built app on a fresh data folder of its own, with online payment
// through the local Razorpay stand-in (on RAZORPAY_STAND_IN_PORT, by default the app's port + 1001), which
// serves the Checkout script and sends its webhooks to this server. Only URLs differ from production.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/build-if-stale.mjs';
import { startRazorpayStandIn } from './razorpay-stand-in/stand-in.mjs';

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
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    RAZORPAY_CHECKOUT_URL: standIn.checkoutUrl,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => void standIn.close().then(() => process.exit(code ?? 0)));
