// E-mail over SMTP with nodemailer (SMTP_URL, MAIL_FROM): each message has a text and an HTML part, and any
// attachments (a booking's .ics). A pool of a few connections carries the messages, so a backlog does not
// open one connection per e-mail. The Message-ID is derived from the outbox id, so a message sent again
// carries the same id and mail clients show it once; it is the provider reference.
// SMTP says which failures are final: a 5xx reply (no such mailbox, refused) is permanent; a 4xx reply
// (mailbox busy, greylisting) and a connection that fails or times out are retried.
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import { type ChannelAdapter, type OutgoingMessage, PermanentSendError, type SendResult } from './channel.ts';

export type EmailConfig = {
  /** smtp:// or smtps:// with credentials, e.g. smtps://user:pass@smtp.example.in:465. */
  url: string;
  /** The From header, e.g. 'Arogya <no-reply@arogya.in>'. */
  from: string;
  /** Connections kept open to the server (default 5). */
  maxConnections?: number;
};

export type EmailAdapter = ChannelAdapter & {
  /** Closes the pooled connections (at shutdown). */
  close(): void;
};

const Address = z.email();

/** The domain of the From address, for Message-IDs. */
function fromDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

export function createEmailAdapter(config: EmailConfig): EmailAdapter {
  const transport = createTransport(
    {
      url: config.url,
      pool: true,
      maxConnections: config.maxConnections ?? 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    { from: config.from },
  );
  const domain = fromDomain(config.from);
  return {
    channel: 'email',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const email = message.email;
      if (!email) throw new PermanentSendError(`The template '${message.template}' has no e-mail`);
      if (!Address.safeParse(message.to).success)
        throw new PermanentSendError(`Not an e-mail address: '${message.to}'`);
      try {
        const info = await transport.sendMail({
          to: message.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: email.attachments?.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
          messageId: `<notification-${message.id}@${domain}>`,
          headers: { 'X-Arogya-Template': message.template },
        });
        return { providerRef: info.messageId };
      } catch (err) {
        throw classify(err);
      }
    },
    close: () => transport.close(),
  };
}

type SmtpError = Error & { responseCode?: number; code?: string; response?: string };

/** An SMTP failure as the runner needs it: permanent for a 5xx reply or a refused envelope, else retried. */
function classify(err: unknown): Error {
  const e = err as SmtpError;
  const reason = e.response ?? e.message;
  if (typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600) {
    return new PermanentSendError(`The mail server refused the e-mail (${e.responseCode}): ${reason}`);
  }
  if (e.code === 'EENVELOPE' && e.responseCode === undefined) {
    return new PermanentSendError(`The e-mail's envelope was refused: ${reason}`);
  }
  return new Error(`The mail server did not take the e-mail: ${reason}`, { cause: err });
}
