// The delivery channels the server can use, built from the environment (config/env.ts): a provider's
// adapter exists only when its keys are set, so a channel without keys is off and nothing is faked. The
// in-app inbox is not here: it is a row in our own database (modules/notifications).
import type { Env } from '../../../config/env.ts';
import type { Channel, ChannelAdapter } from './channel.ts';
import { createMsg91Adapter } from './msg91-sms.ts';
import { createEmailAdapter } from './smtp-email.ts';
import { createWebPushAdapter } from './web-push.ts';
import { createWhatsAppAdapter } from './whatsapp-cloud.ts';

export type ChannelAdapters = Partial<Record<Exclude<Channel, 'in_app'>, ChannelAdapter>>;

export function createChannelAdapters(env: Env): ChannelAdapters {
  const adapters: ChannelAdapters = {};
  if (env.MSG91_AUTH_KEY && env.MSG91_SENDER_ID) {
    adapters.sms = createMsg91Adapter({
      authKey: env.MSG91_AUTH_KEY,
      baseUrl: env.MSG91_BASE_URL,
      templateIds: env.MSG91_TEMPLATE_IDS,
    });
  }
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    adapters.whatsapp = createWhatsAppAdapter({
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      baseUrl: env.WHATSAPP_BASE_URL,
      apiVersion: env.WHATSAPP_API_VERSION,
    });
  }
  if (env.SMTP_URL && env.MAIL_FROM) {
    adapters.email = createEmailAdapter({ url: env.SMTP_URL, from: env.MAIL_FROM });
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT) {
    adapters.push = createWebPushAdapter({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
      insecureOrigins: env.WEB_PUSH_INSECURE_ORIGINS,
    });
  }
  return adapters;
}

/** Lets go of what the adapters hold open (the SMTP pool), at shutdown. */
export function closeChannelAdapters(adapters: ChannelAdapters): void {
  for (const adapter of Object.values(adapters)) {
    if (adapter && 'close' in adapter && typeof adapter.close === 'function') adapter.close();
  }
}

/** The channels that can deliver now: the providers with keys, and the in-app inbox, which is always on. */
export function availableChannels(adapters: ChannelAdapters): Set<Channel> {
  return new Set<Channel>([...(Object.keys(adapters) as Channel[]), 'in_app']);
}
