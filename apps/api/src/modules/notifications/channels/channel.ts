// One small adapter per delivery channel (docs/ARCHITECTURE.md#notifications): the runner
// (modules/notifications) renders a message from its template and hands it to the channel's adapter. Each
// provider's adapter is built only when its keys are set; without them the channel is off.
import type { NotificationChannel } from '@arogya/contracts/notifications';

export type Channel = NotificationChannel;

export type OutgoingMessage = {
  /** The outbox row's id: stable across retries; passed to providers that accept an idempotency/reference id. */
  id: string;
  channel: Channel;
  /** E.164 phone (+91...) for sms/whatsapp, an e-mail address for email, the push subscription JSON for push. */
  to: string;
  /** The template key, e.g. 'appointment_confirmed'. */
  template: string;
  sms?: {
    text: string;
    dltTemplateId: string;
    senderId: string;
    msg91TemplateId?: string;
    /** The key its ids are registered under (MSG91_TEMPLATE_IDS, SMS_DLT_TEMPLATE_IDS): the kind for English,
     * `<kind>:hi` for the Hindi text (templates/templates.ts smsTemplateKey). */
    templateKey?: string;
    vars: Record<string, string>;
  };
  whatsapp?: { templateName: string; language: string; bodyParams: string[]; buttonUrlParam?: string };
  email?: {
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; content: string; contentType: string }[];
  };
  push?: { title: string; body: string; url: string; tag?: string };
};

export type SendResult = { providerRef: string };

/** Thrown for a failure no retry can fix (invalid number, unknown template): the message goes straight to dead letter. */
export class PermanentSendError extends Error {}

export interface ChannelAdapter {
  readonly channel: Channel;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/** A provider's delivery report, parsed from its webhook: providerRef as returned by send. */
export type DeliveryReport = {
  channel: Channel;
  providerRef: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  error?: string;
  at: Date;
};
