// WhatsApp through Meta's Cloud API (POST {WHATSAPP_BASE_URL}/{version}/{phone number id}/messages, Bearer
// token). Only approved templates are sent: a free-form message is allowed only inside the 24 hours after
// the person last wrote to us, and we never know that we are inside that window (we take no incoming
// messages), so every message is a `type: "template"` of the utility or authentication category. The
// outbox id rides in `biz_opaque_callback_data`, which the Cloud API echoes in its status webhooks; the
// message id it answers (wamid.…) is the provider reference those webhooks name.
import { z } from 'zod';
import { type ChannelAdapter, type OutgoingMessage, PermanentSendError, type SendResult } from './channel.ts';
import { e164Digits, excerpt, isRetryableStatus, PROVIDER_TIMEOUT_MS, postJson } from './provider-http.ts';

export type WhatsAppConfig = {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com, or the local stand-in (scripts/stand-ins/whatsapp.mjs). */
  baseUrl: string;
  /** The Graph API version, e.g. v23.0. */
  apiVersion: string;
  timeoutMs?: number;
};

const SentAnswer = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const ErrorAnswer = z.object({
  error: z.object({ message: z.string(), code: z.number().optional(), error_subcode: z.number().optional() }),
});

/**
 * Graph API error codes a later try may pass (Meta's "WhatsApp Cloud API error codes"): temporary
 * unavailability (1, 2, 131000 something went wrong, 131016 service unavailable, 133004 server unavailable)
 * and rate limits (4, 80007, 130429 throughput, 131048 spam rate limit, 131056 pair rate limit).
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export function createWhatsAppAdapter(config: WhatsAppConfig): ChannelAdapter {
  const url = new URL(
    `/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`,
    config.baseUrl,
  ).toString();
  return {
    channel: 'whatsapp',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const body = templateRequest(message);
      const answer = await postJson(
        'WhatsApp',
        url,
        { authorization: `Bearer ${config.token}` },
        body,
        config.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      );
      const sent = SentAnswer.safeParse(answer.body);
      if (answer.status >= 200 && answer.status < 300 && sent.success) {
        return { providerRef: sent.data.messages[0]?.id ?? '' };
      }
      const error = ErrorAnswer.safeParse(answer.body);
      const code = error.success ? error.data.error.code : undefined;
      const reason = error.success
        ? `${error.data.error.message}${code === undefined ? '' : ` (code ${code})`}`
        : excerpt(answer.body);
      if (isRetryableStatus(answer.status) || (code !== undefined && RETRYABLE_CODES.has(code))) {
        throw new Error(`WhatsApp failed (HTTP ${answer.status}): ${reason}`);
      }
      throw new PermanentSendError(`WhatsApp refused the message (HTTP ${answer.status}): ${reason}`);
    },
  };
}

/**
 * A template parameter may not hold a new line, a tab or more than four spaces in a row (the Cloud API
 * refuses the message); they become single spaces.
 */
function parameterText(value: string): string {
  return (
    value
      .replace(/[\n\r\t]+/g, ' ')
      .replace(/ {5,}/g, '    ')
      .trim() || '-'
  );
}

/** The Cloud API's body for one template message. */
export function templateRequest(message: OutgoingMessage) {
  const whatsapp = message.whatsapp;
  if (!whatsapp) throw new PermanentSendError(`The template '${message.template}' has no WhatsApp template`);
  const to = e164Digits(message.to);
  if (!to) throw new PermanentSendError(`Not a phone number in E.164 form: '${message.to}'`);
  const components: unknown[] = [];
  if (whatsapp.bodyParams.length > 0) {
    components.push({
      type: 'body',
      parameters: whatsapp.bodyParams.map((text) => ({ type: 'text', text: parameterText(text) })),
    });
  }
  if (whatsapp.buttonUrlParam !== undefined) {
    // The template's first button is a URL button whose address ends in this variable part.
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: whatsapp.buttonUrlParam }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    biz_opaque_callback_data: message.id,
    template: {
      name: whatsapp.templateName,
      language: { code: whatsapp.language },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}
