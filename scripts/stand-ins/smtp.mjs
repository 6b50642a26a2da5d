// A real SMTP server for local e-mail (README, "Messages offline"), built on `smtp-server`: it takes what the
// app's nodemailer transport sends as any mail server would, reads each message with `mailparser`, and
// records it in the inbox: to, subject, the template (the X-Arogya-Template header), the text and HTML
// parts and the attachments (a text attachment such as an .ics kept whole). Plain SMTP without TLS, on
// loopback only; with `user` and `pass` it asks for them (AUTH PLAIN/LOGIN).
// Tests: `failures.set({ count, status })` refuses the next n messages at RCPT TO with that SMTP reply code
// (451: temporary, the sender retries; 550: permanent).
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createFailures, record } from './http.mjs';
import { createInbox } from './inbox.mjs';

const TEXT_TYPES = /^(text\/|application\/(json|xml|ics))/;

/**
 * @param {{ port?: number, host?: string, user?: string, pass?: string,
 *   inbox?: ReturnType<typeof createInbox> }} options
 */
export async function startSmtpStandIn(options = {}) {
  const inbox = options.inbox ?? createInbox();
  const failures = createFailures();
  /** Every message taken: the envelope and the raw size. */
  const received = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    banner: 'Arogya SMTP stand-in',
    logger: false,
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      const code = failures.take();
      if (code) {
        const text = code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later';
        callback(Object.assign(new Error(text), { responseCode: code }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          record(received, { from: session.envelope.mailFrom?.address ?? null, to });
          const template = mail.headers.get('x-arogya-template');
          for (const address of to) {
            inbox.add({
              channel: 'email',
              to: address,
              template: typeof template === 'string' ? template : null,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : null,
              from: mail.from?.text ?? null,
              messageId: mail.messageId ?? null,
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? null,
                contentType: a.contentType,
                size: a.size,
                ...(TEXT_TYPES.test(a.contentType) ? { content: a.content.toString('utf8') } : {}),
              })),
            });
          }
          callback();
        })
        .catch((err) => callback(err));
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  server.on('error', () => {
    // A client that drops its connection is the client's problem; the server goes on.
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const auth = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass ?? '')}@`
    : '';
  return {
    host,
    port,
    /** What the app's SMTP_URL is set to. */
    url: `smtp://${auth}${host}:${port}`,
    inbox,
    failures,
    received,
    messages: () => inbox.list({ channel: 'email' }),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
