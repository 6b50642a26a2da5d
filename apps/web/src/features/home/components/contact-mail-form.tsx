import { SUPPORT } from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { focusRing, primaryButtonClass } from '../lib/styles.ts';

const TOPICS = [
  msg`Medicine order`,
  msg`Appointment or consultation`,
  msg`Lab test`,
  msg`Account or privacy`,
  msg`Something else`,
];

/** Builds the mailto: link the form opens; nothing is sent by Arogya itself. */
export function supportMailto(topic: string, message: string, orderNumber: string): string {
  const subject = orderNumber ? localized(msg`${topic} — order ${orderNumber}`) : topic;
  return `mailto:${SUPPORT.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;
}

const fieldClass = `mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 ${focusRing}`;

/**
 * Opens the visitor's own e-mail app with the message filled in. It says so on the button,
 * because nothing is sent until they press send there.
 */
export function ContactMailForm() {
  const { t } = useLingui();
  const id = useId();
  const [error, setError] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const message = String(data.get('message') ?? '').trim();
    if (!message) {
      setError(localized(msg`Please write your message first.`));
      return;
    }
    setError('');
    window.location.href = supportMailto(
      String(data.get('topic') ?? TOPICS[0]),
      message,
      String(data.get('order') ?? '').trim(),
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <div>
        <label htmlFor={`${id}-topic`} className="font-medium text-slate-900">
          <Trans>Topic</Trans>
        </label>
        <select id={`${id}-topic`} name="topic" className={fieldClass}>
          {TOPICS.map((topic) => (
            <option key={topic.id}>{t(topic)}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-order`} className="font-medium text-slate-900">
          <Trans>
            Order or booking number <span className="font-normal text-slate-600">(optional)</span>
          </Trans>
        </label>
        <input id={`${id}-order`} name="order" type="text" autoComplete="off" className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-medium text-slate-900">
          <Trans>Your message</Trans>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => error && setError('')}
          className={fieldClass}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-600">
        <Trans>
          This opens your own e-mail app with your message filled in, addressed to {SUPPORT.email}. Nothing is
          sent until you press send there. Please do not include passwords.
        </Trans>
      </p>
      <button type="submit" className={primaryButtonClass}>
        <Trans>Open in my e-mail app</Trans>
      </button>
    </form>
  );
}
