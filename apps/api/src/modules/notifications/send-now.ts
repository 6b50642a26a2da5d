// One-time codes go out at once, from the request that asks for one (docs/product-rules.md#one-time-codes):
// never behind the outbox's backlog, never held by quiet hours. The message is still an outbox row (the
// admin's message log, delivery reports, and a retry by the runner when the provider fails for a moment),
// written already claimed in the code lane (outbox.repository.ts CODE_LANE), so no runner takes it while the
// request sends it; the code leaves the row once sent or given up (secretDataKeys).
import type { Language } from '@arogya/contracts/languages';
import { type ChannelAdapter, PermanentSendError } from './channels/channel.ts';
import { type DispatchDeps, retryDelayMs } from './dispatch-notifications.ts';
import type { Outcome } from './outbox.repository.ts';
import type { MessageData } from './templates/render-message.ts';
import { renderMessage } from './templates/render-message.ts';

export type CodeChannel = 'sms' | 'whatsapp';

export type CodeMessage = {
  /** Unique per message: 'otp:42:sms'. */
  eventKey: string;
  /** The account, or null for a number with no account yet. */
  recipientUserId: string | null;
  channel: CodeChannel;
  /** The 10-digit number. */
  phone: string;
  /** The template's variables (templates/en/account.ts one_time_code): code, action, minutes, host. */
  data: MessageData;
  /** The language to write it in; by default the account's (users.language), English without one. */
  language?: Language;
};

export type SendNowResult =
  /** The provider took it. */
  | { status: 'sent' }
  /** The provider failed for a moment: the runner tries again shortly. */
  | { status: 'retrying'; error: string }
  /** The provider refused it for good (not a mobile number, say), or the channel is off. */
  | { status: 'refused'; error: string };

export type SendNow = (message: CodeMessage, now?: Date) => Promise<SendNowResult>;

/** The channels a code can go by on this server (an SMS or WhatsApp provider's keys set). */
export function codeChannels(adapters: DispatchDeps['adapters']): CodeChannel[] {
  return (['sms', 'whatsapp'] as const).filter((c) => adapters[c] !== undefined);
}

export function createSendNow(deps: Pick<DispatchDeps, 'outbox' | 'adapters' | 'render'>): SendNow {
  return async (message, now = new Date()) => {
    const adapter: ChannelAdapter | undefined = deps.adapters[message.channel];
    if (!adapter) return { status: 'refused', error: `the ${message.channel} channel is off` };
    const claimed = await deps.outbox.insertClaimed(
      {
        eventKey: message.eventKey,
        kind: 'one_time_code',
        channel: message.channel,
        recipientUserId: message.recipientUserId,
        data: message.data,
        urgent: true,
        fixedTo: message.phone,
      },
      ['code'],
      now,
    );
    const to = `+91${message.phone}`;
    const language =
      message.language ??
      (message.recipientUserId === null
        ? 'en'
        : ((await deps.outbox.recipients([message.recipientUserId])).get(message.recipientUserId)?.language ??
          'en'));
    let outcome: Outcome;
    try {
      const { providerRef } = await adapter.send(renderMessage({ ...claimed, language }, to, deps.render));
      outcome = { status: 'sent', providerRef, to };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      outcome =
        err instanceof PermanentSendError
          ? { status: 'dead', error, to }
          : { status: 'failed', error, to, retryAt: new Date(now.getTime() + retryDelayMs(1)) };
    }
    await deps.outbox.finish([{ message: claimed, outcome }], now);
    if (outcome.status === 'sent') return { status: 'sent' };
    if (outcome.status === 'failed') return { status: 'retrying', error: outcome.error };
    return { status: 'refused', error: outcome.status === 'dead' ? outcome.error : 'not sent' };
  };
}
