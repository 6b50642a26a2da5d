// SMS through MSG91's Flow API (POST {MSG91_BASE_URL}/api/v5/flow, `authkey` header): one request per
// message, naming MSG91's id of the template, the TRAI-registered sender id (header) and the template's DLT
// id (DLT_TE_ID), with the template's variables beside the number. MSG91 answers
// {"type":"success","message":"<request id>"}; that request id is what its delivery reports name
// (delivery-webhooks.routes.ts), so it is the provider reference. Refusals (unknown template, bad number,
// wrong key) are permanent; MSG91's own failures and rate limits are retried.
import { z } from 'zod';
import { type ChannelAdapter, type OutgoingMessage, PermanentSendError, type SendResult } from './channel.ts';
import { e164Digits, excerpt, isRetryableStatus, PROVIDER_TIMEOUT_MS, postJson } from './provider-http.ts';

export type Msg91Config = {
  authKey: string;
  /** https://control.msg91.com, or the local stand-in (scripts/stand-ins/msg91.mjs). */
  baseUrl: string;
  /** Our template key to the id MSG91 gave the template, for messages that do not carry it themselves. */
  templateIds: Readonly<Record<string, string>>;
  timeoutMs?: number;
};

const Msg91Answer = z.object({ type: z.string(), message: z.string() });

/** A DLT content template id, as the operators' DLT platforms issue them (19 digits). */
export const DLT_TEMPLATE_ID = /^\d{19}$/;
/** A DLT header (sender id) for transactional SMS: 6 letters or digits. */
export const DLT_SENDER_ID = /^[A-Za-z0-9]{6}$/;

export function createMsg91Adapter(config: Msg91Config): ChannelAdapter {
  const url = new URL('/api/v5/flow', config.baseUrl).toString();
  return {
    channel: 'sms',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const body = flowRequest(message, config.templateIds);
      const answer = await postJson(
        'MSG91',
        url,
        { authkey: config.authKey },
        body,
        config.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      );
      const parsed = Msg91Answer.safeParse(answer.body);
      const ok = answer.status >= 200 && answer.status < 300;
      if (ok && parsed.success && parsed.data.type === 'success') return { providerRef: parsed.data.message };
      const reason = parsed.success ? parsed.data.message : excerpt(answer.body);
      if (isRetryableStatus(answer.status))
        throw new Error(`MSG91 failed (HTTP ${answer.status}): ${reason}`);
      // A 2xx whose answer is not a success: MSG91 refused it (it answers some refusals with 200).
      throw new PermanentSendError(`MSG91 refused the SMS (HTTP ${answer.status}): ${reason}`);
    },
  };
}

/** The Flow API's body for one message; refuses, before any request, what MSG91 or TRAI would refuse. */
export function flowRequest(message: OutgoingMessage, templateIds: Readonly<Record<string, string>>) {
  const sms = message.sms;
  if (!sms) throw new PermanentSendError(`The template '${message.template}' has no SMS text`);
  const mobiles = e164Digits(message.to);
  if (!mobiles) throw new PermanentSendError(`Not a phone number in E.164 form: '${message.to}'`);
  const key = sms.templateKey ?? message.template;
  const templateId = sms.msg91TemplateId ?? templateIds[key];
  if (!templateId)
    throw new PermanentSendError(
      `No MSG91 template id for '${key}' (set it in MSG91_TEMPLATE_IDS after adding the template in MSG91)`,
    );
  if (!DLT_TEMPLATE_ID.test(sms.dltTemplateId))
    throw new PermanentSendError(`The DLT template id of '${key}' is not 19 digits`);
  if (!DLT_SENDER_ID.test(sms.senderId))
    throw new PermanentSendError(`The sender id '${sms.senderId}' is not a 6-character DLT header`);
  return {
    template_id: templateId,
    sender: sms.senderId,
    DLT_TE_ID: sms.dltTemplateId,
    short_url: '0',
    // The variables first: a variable can never replace the number.
    recipients: [{ ...sms.vars, mobiles }],
  };
}
