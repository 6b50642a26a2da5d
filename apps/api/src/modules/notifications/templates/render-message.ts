// Fills a kind's template (templates.ts) with an outbox row's data for one channel. A slot the data does
// not fill is a permanent failure, never a message with a hole in it. `{{url}}` is the row's link on the
// public origin, or the message's own data.url. An appointment's e-mail carries its calendar file (data.ics) as an attachment.
// A message is written in its recipient's language (`language`, from users.language): the language's template,
// the English words of its data read in that language (hi/data-values.ts) or, where the event wrote a value's
// Hindi beside it (`<name>Hi`), that Hindi, the SMS's DLT template id of that language's text, and WhatsApp's
// template in that language.
import type { Language } from '@arogya/contracts/languages';
import type { NotificationChannel, NotificationKind } from '@arogya/contracts/notifications';
import { type OutgoingMessage, PermanentSendError } from '../channels/channel.ts';
import { hindiDataValue } from './hi/data-values.ts';
import { smsTemplateKey, TEMPLATES } from './templates.ts';

export type MessageData = Record<string, string | number | boolean | null>;

export type RenderSettings = {
  /** scheme://host of the links in messages (PUBLIC_ORIGIN). */
  origin: string;
  /** The DLT header registered for SMS (MSG91_SENDER_ID). */
  smsSenderId?: string;
  /** Each kind's DLT template id (SMS_DLT_TEMPLATE_IDS): the id DLT gave the SMS text of that kind; a Hindi
   * text's id under `<kind>:hi` (templates.ts smsTemplateKey). */
  dltTemplateIds: Readonly<Record<string, string>>;
};

export type RenderInput = {
  id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  data: MessageData;
  link: string | null;
  /** The recipient's language; absent or null reads as English. */
  language?: Language | null;
};

const SLOT = /\{\{(\w+)\}\}/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function filler(kind: string, values: Record<string, string>, escaped: (t: string) => string = (t) => t) {
  return (text: string) =>
    text.replace(SLOT, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new PermanentSendError(`The template '${kind}' needs '${name}'`);
      return escaped(value);
    });
}

/** A data key holding its value's Hindi, written beside the English one: `preparationHi` beside `preparation`. */
const HINDI_KEY = /^(\w+)Hi$/;

function valuesOf(input: RenderInput, origin: string): Record<string, string> {
  const values: Record<string, string> = {};
  const hindi = input.language === 'hi';
  for (const [key, value] of Object.entries(input.data)) {
    if (value !== null && key !== 'ics')
      values[key] = hindi ? hindiDataValue(key, String(value)) : String(value);
  }
  // What the event wrote in Hindi itself (a lab booking's preparation and test names) fills a Hindi message's
  // slot of that name as written; an English message, or a message without it, reads the English value.
  if (hindi) {
    for (const [key, value] of Object.entries(input.data)) {
      const slot = HINDI_KEY.exec(key)?.[1];
      if (slot && slot in input.data && typeof value === 'string' && value !== '') values[slot] = value;
    }
  }
  // A message may carry its own full link in data.url (a secret one, the password reset link, kept out of the
  // row's `link`); once blanked (null) the slot cannot be filled and the message is never sent again.
  if (!('url' in input.data)) values.url = `${origin}${input.link ?? '/'}`;
  return values;
}

/** The in-app inbox's title and body (also what the message log shows). */
export function renderInApp(
  input: Pick<RenderInput, 'kind' | 'data' | 'link' | 'language'>,
  origin = '',
): {
  title: string;
  body: string;
} {
  const template = TEMPLATES[input.language ?? 'en'][input.kind];
  const fill = filler(input.kind, valuesOf({ ...input, id: '', channel: 'in_app' }, origin));
  return { title: fill(template.inApp.title), body: fill(template.inApp.body) };
}

/** The e-mail's frame around a template's text, in the message's language. */
const FRAME: Record<Language, { open: string; footer: string; choose: string }> = {
  en: {
    open: 'Open in Arogya',
    footer: 'You receive this about your Arogya account. Choose what reaches you:',
    choose: 'Choose what reaches you:',
  },
  hi: {
    open: 'Arogya में खोलें',
    footer: 'यह संदेश आपके Arogya खाते के बारे में है। कौन-से संदेश आप तक पहुँचें, यह चुनें:',
    choose: 'कौन-से संदेश आप तक पहुँचें, यह चुनें:',
  },
};

function emailHtml(fragment: string, url: string, origin: string, language: Language): string {
  const frame = FRAME[language];
  return [
    `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;font-family:Arial,'Noto Sans Devanagari',sans-serif;color:#1f2937;line-height:1.5">`,
    '<p style="font-size:20px;font-weight:bold;color:#0f766e;margin:0 0 16px">Arogya</p>',
    fragment,
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${frame.open}</a></p>`,
    `<p style="font-size:12px;color:#6b7280">${frame.footer} <a href="${escapeHtml(origin)}/settings/notifications">${escapeHtml(origin)}/settings/notifications</a></p>`,
    '</body></html>',
  ].join('');
}

/** The message for one channel's adapter (channels/channel.ts), addressed to `to`. */
export function renderMessage(input: RenderInput, to: string, settings: RenderSettings): OutgoingMessage {
  const language = input.language ?? 'en';
  const template = TEMPLATES[language][input.kind];
  const values = valuesOf(input, settings.origin);
  const fill = filler(input.kind, values);
  const base = { id: input.id, channel: input.channel, to, template: input.kind };
  switch (input.channel) {
    case 'sms': {
      const vars: Record<string, string> = {};
      for (const [, name] of template.sms.text.matchAll(SLOT))
        vars[name as string] = values[name as string] ?? '';
      return {
        ...base,
        sms: {
          text: fill(template.sms.text),
          dltTemplateId: settings.dltTemplateIds[smsTemplateKey(input.kind, language)] ?? '',
          templateKey: smsTemplateKey(input.kind, language),
          senderId: settings.smsSenderId ?? '',
          vars: Object.fromEntries(Object.keys(vars).map((name) => [name, fill(`{{${name}}}`)])),
        },
      };
    }
    case 'whatsapp':
      return {
        ...base,
        whatsapp: {
          templateName: template.whatsapp.name,
          language,
          bodyParams: template.whatsapp.params.map((name) => fill(`{{${name}}}`)),
          ...(template.whatsapp.linkButton ? { buttonUrlParam: (input.link ?? '/').replace(/^\//, '') } : {}),
          ...(template.whatsapp.codeButton ? { buttonUrlParam: fill('{{code}}') } : {}),
        },
      };
    case 'email': {
      const ics = input.data.ics;
      return {
        ...base,
        email: {
          subject: fill(template.email.subject),
          text: `${fill(template.email.text)}\n\n${FRAME[language].open}: ${values.url}\n\n--\n${FRAME[language].choose} ${settings.origin}/settings/notifications\n`,
          html: emailHtml(
            filler(input.kind, values, escapeHtml)(template.email.html),
            values.url as string,
            settings.origin,
            language,
          ),
          ...(typeof ics === 'string'
            ? {
                attachments: [
                  { filename: 'appointment.ics', content: ics, contentType: 'text/calendar; charset=utf-8' },
                ],
              }
            : {}),
        },
      };
    }
    case 'push':
      return {
        ...base,
        push: {
          title: fill(template.push.title),
          body: fill(template.push.body),
          url: values.url as string,
          tag: input.kind,
        },
      };
    case 'in_app':
      return base;
  }
}
