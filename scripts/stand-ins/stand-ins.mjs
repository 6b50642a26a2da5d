// Every messaging stand-in in one process (README, "Messages offline"): MSG91 (SMS), the WhatsApp Cloud API,
// a real SMTP server (e-mail) and a web push service, all recording into one inbox served by the inbox
// server (GET /messages as JSON, GET / as a page). `appEnv` is what the app's environment needs to send
// through them and to take their delivery reports, so that only URLs and keys differ from production.
// `node scripts/stand-ins/stand-ins.mjs` runs them alone (for `npm run dev`) and prints that environment;
// `npm run start:demo` (scripts/start-demo.mjs) starts them with the app.
import webpush from 'web-push';
import { createInbox } from './inbox.mjs';
import { startInboxServer } from './inbox-server.mjs';
import { startMsg91StandIn } from './msg91.mjs';
import { providerTemplates } from './provider-templates.mjs';
import { startSmtpStandIn } from './smtp.mjs';
import { startWebPushStandIn } from './web-push.mjs';
import { startWhatsAppStandIn } from './whatsapp.mjs';

/** Keys the stand-ins accept; they guard nothing but loopback ports. */
const KEYS = {
  msg91AuthKey: 'stand-in-msg91-auth-key',
  msg91SenderId: 'AROGYA',
  msg91WebhookToken: 'stand-in-msg91-dlr-token-0123456789',
  whatsappToken: 'stand-in-whatsapp-access-token',
  whatsappPhoneNumberId: '106540352242922',
  whatsappAppSecret: 'stand-in-whatsapp-app-secret',
  whatsappVerifyToken: 'stand-in-whatsapp-verify-token',
};

/**
 * @param {{ appOrigin: string, inboxPort?: number, host?: string, templateKeys?: string[],
 *   messageTemplates?: Parameters<typeof providerTemplates>[0],
 *   smsTemplates?: Record<string, string>, whatsappTemplates?: Record<string, string>,
 *   vapid?: { publicKey: string, privateKey: string }, mailFrom?: string, pushPort?: number }} options
 *   appOrigin: where the app listens, for the delivery reports; messageTemplates: the app's templates
 *   (TEMPLATES.en), registered with the stand-ins as a deployment registers them with its providers
 *   (provider-templates.mjs): every kind gets its MSG91 and DLT ids and the stand-ins its SMS and WhatsApp
 *   texts. Without them, templateKeys: our template keys, each made its own MSG91 template id
 *   (MSG91_TEMPLATE_IDS) so the inbox names the template; smsTemplates / whatsappTemplates: texts by hand.
 *   pushPort: the web push service's port (any free one unless given; the e2e server fixes it so a test can
 *   ask it for a subscription).
 */
export async function startStandIns(options) {
  const host = options.host ?? '127.0.0.1';
  const registered = options.messageTemplates ? providerTemplates(options.messageTemplates) : undefined;
  const templateKeys = registered?.templateKeys ?? options.templateKeys ?? [];
  const inbox = createInbox();
  const msg91 = await startMsg91StandIn({
    authKey: KEYS.msg91AuthKey,
    host,
    inbox,
    templates: { ...registered?.smsTemplates, ...options.smsTemplates },
    dlrUrl: `${options.appOrigin}/api/v1/notifications/webhooks/msg91/${KEYS.msg91WebhookToken}`,
  });
  const whatsapp = await startWhatsAppStandIn({
    token: KEYS.whatsappToken,
    phoneNumberId: KEYS.whatsappPhoneNumberId,
    appSecret: KEYS.whatsappAppSecret,
    host,
    inbox,
    templates: { ...registered?.whatsappTemplates, ...options.whatsappTemplates },
    webhookUrl: `${options.appOrigin}/api/v1/notifications/webhooks/whatsapp`,
  });
  const smtp = await startSmtpStandIn({ host, inbox });
  const push = await startWebPushStandIn({ host, inbox, port: options.pushPort });
  const inboxServer = await startInboxServer({
    inbox,
    host,
    port: options.inboxPort ?? 4170,
    failures: { sms: msg91.failures, whatsapp: whatsapp.failures, email: smtp.failures, push: push.failures },
  });
  const vapid = options.vapid ?? webpush.generateVAPIDKeys();
  const appEnv = {
    MSG91_AUTH_KEY: KEYS.msg91AuthKey,
    MSG91_SENDER_ID: KEYS.msg91SenderId,
    MSG91_BASE_URL: msg91.url,
    MSG91_TEMPLATE_IDS: JSON.stringify(Object.fromEntries(templateKeys.map((key) => [key, key]))),
    SMS_DLT_TEMPLATE_IDS: JSON.stringify(registered?.dltTemplateIds ?? {}),
    MSG91_WEBHOOK_TOKEN: KEYS.msg91WebhookToken,
    WHATSAPP_TOKEN: KEYS.whatsappToken,
    WHATSAPP_PHONE_NUMBER_ID: KEYS.whatsappPhoneNumberId,
    WHATSAPP_BASE_URL: whatsapp.url,
    WHATSAPP_APP_SECRET: KEYS.whatsappAppSecret,
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: KEYS.whatsappVerifyToken,
    SMTP_URL: smtp.url,
    MAIL_FROM: options.mailFrom ?? 'Arogya <no-reply@arogya.in>',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@arogya.in',
    WEB_PUSH_INSECURE_ORIGINS: push.url,
  };
  return {
    inbox,
    msg91,
    whatsapp,
    smtp,
    push,
    inboxUrl: inboxServer.url,
    appEnv,
    close: async () => {
      await Promise.all([msg91.close(), whatsapp.close(), smtp.close(), push.close(), inboxServer.close()]);
    },
  };
}

/** The lines that tell where everything is. */
export function describeStandIns(standIns) {
  return [
    `  inbox (every message, newest first)  ${standIns.inboxUrl}/   JSON: ${standIns.inboxUrl}/messages`,
    `  MSG91 (SMS)                          ${standIns.msg91.url}`,
    `  WhatsApp Cloud API                   ${standIns.whatsapp.url}`,
    `  SMTP (e-mail)                        ${standIns.smtp.url}`,
    `  web push service                     ${standIns.push.url}  (POST /subscriptions makes a subscription it can read)`,
  ].join('\n');
}

// `node scripts/stand-ins/stand-ins.mjs`: the stand-ins alone, reporting to the app at STAND_IN_APP_ORIGIN
// (http://127.0.0.1:3001, the API of `npm run dev`), the inbox on STAND_IN_INBOX_PORT (4170).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { TEMPLATES } = await import('../../apps/api/src/modules/notifications/templates/templates.ts');
  const standIns = await startStandIns({
    appOrigin: process.env.STAND_IN_APP_ORIGIN ?? 'http://127.0.0.1:3001',
    inboxPort: Number(process.env.STAND_IN_INBOX_PORT ?? 4170),
    messageTemplates: TEMPLATES,
  });
  console.log(`Messaging stand-ins:\n${describeStandIns(standIns)}\n\nStart the API with:\n`);
  for (const [name, value] of Object.entries(standIns.appEnv)) console.log(`${name}='${value}'`);
  const stop = () => void standIns.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
