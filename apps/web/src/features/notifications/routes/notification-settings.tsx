// /settings/notifications: per kind of message, the ways a person wants it (docs/product-rules.md#notifications).
// Channels the server cannot use are shown off with why; offers and health tips need the person's recorded
// agreement; quiet hours are explained; web push is turned on here for this browser.

import {
  CHANNELS,
  type NotificationPreferences,
  PROMOTIONS_CONSENT_TEXT,
  PROMOTIONS_CONSENT_TEXT_HI,
} from '@arogya/contracts/notifications';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CATEGORY_NAMES, CHANNEL_NAMES } from '../../../components/notification-labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { displayLocale, localText } from '../../../lib/i18n/display-locale.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePreferences, useSavePreferences } from '../api/get-preferences.ts';
import { usePushKey } from '../api/push-subscriptions.ts';
import { BrowserNotifications } from '../components/browser-notifications.tsx';
import {
  type Choices,
  initialChoices,
  preferencesInput,
  toggle,
  unavailableReason,
} from '../preference-form.ts';

export const SAVED_MESSAGE = msg`Your notification settings are saved.`;

function ChoicesForm({
  preferences,
  pushConfigured,
}: {
  preferences: NotificationPreferences;
  pushConfigured: boolean;
}) {
  const { t } = useLingui();
  const save = useSavePreferences();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(preferences));
  const [consent, setConsent] = useState(preferences.promotionsConsent !== null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const available = preferences.availableChannels;
  const reasons = CHANNELS.map((c) => [c, unavailableReason(c, available, pushConfigured)] as const).filter(
    (entry): entry is readonly [(typeof CHANNELS)[number], string] => entry[1] !== null,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = preferencesInput(choices, consent, displayLocale());
    if (!body.ok) return setMessage({ tone: 'error', text: body.error });
    setMessage(null);
    try {
      await save.mutateAsync(body.input);
      setMessage({ tone: 'success', text: localized(SAVED_MESSAGE) });
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, t`Could not save. Please try again.`) });
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {reasons.length > 0 ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">
            <Trans>Not available now</Trans>
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {reasons.map(([channel, reason]) => (
              <li key={channel} id={`why-${channel}`}>
                {CHANNEL_NAMES[channel]}: {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {preferences.categories.map((category) => (
        <fieldset key={category.category} className="rounded-2xl border border-slate-200 bg-white p-5">
          <legend className="px-1 text-base font-semibold text-slate-900">
            {CATEGORY_NAMES[category.category] ?? category.label}
          </legend>
          <p className="text-sm text-slate-600">
            {category.transactional
              ? t`Sent about what you booked or bought.`
              : t`Only if you agree below. Off until you do.`}
          </p>
          <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            {CHANNELS.map((channel) => {
              const off = !available.includes(channel);
              const checked = !off && (choices[category.category] ?? []).includes(channel);
              return (
                <label
                  key={channel}
                  className={`inline-flex items-center gap-2 text-sm ${off ? 'text-slate-500' : 'text-slate-800'}`}
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={checked}
                    disabled={off}
                    aria-describedby={off ? `why-${channel}` : undefined}
                    onChange={(e) => {
                      setChoices((c) => toggle(c, category.category, channel, e.target.checked));
                      setMessage(null);
                    }}
                  />
                  {CHANNEL_NAMES[channel]}
                </label>
              );
            })}
          </div>
          {category.category === 'promotions' ? (
            <div className="mt-4 border-t border-slate-200 pt-3">
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  checked={consent}
                  onChange={(e) => {
                    setConsent(e.target.checked);
                    setMessage(null);
                  }}
                />
                {localText(PROMOTIONS_CONSENT_TEXT, PROMOTIONS_CONSENT_TEXT_HI)}
              </label>
              {preferences.promotionsConsent ? (
                <p className="mt-1 ml-6 text-xs text-slate-600">
                  <Trans>You agreed on {formatDateTime(preferences.promotionsConsent.givenAt)}.</Trans>
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ))}

      <section aria-labelledby="quiet-hours" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="quiet-hours" className="text-base font-semibold text-slate-900">
          <Trans>Quiet hours</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Between {preferences.quietHours.start} and {preferences.quietHours.end} (India time) we hold SMS,
            WhatsApp, e-mail and browser notifications that can wait, and send them at{' '}
            {preferences.quietHours.end}; the in-app inbox gets them at once. Consultation join links,
            one-time codes and password reset links are never held.
          </Trans>
        </p>
      </section>

      <FormAlert tone={message?.tone} message={message?.text} />
      <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}

export default function NotificationSettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Notification settings`);
  const preferences = usePreferences();
  const pushKey = usePushKey();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Notification settings</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          Choose how Arogya reaches you about each kind of message.{' '}
          <Link to={paths.notifications} className="font-semibold text-brand-700 hover:underline">
            See your notifications
          </Link>
        </Trans>
      </p>
      <div className="mt-6 space-y-5">
        {pushKey.isSuccess ? <BrowserNotifications publicKey={pushKey.data} /> : null}
        {preferences.isPending ? (
          <div className="space-y-3">
            <LoadingNote label={t`Loading your settings...`} />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 w-full" />
            ))}
          </div>
        ) : preferences.isError ? (
          <ErrorState
            title={t`Could not load your settings`}
            message={errorMessage(preferences.error)}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <ChoicesForm
            // Browser notifications turned on or off here change what can be chosen: the form starts again.
            key={preferences.data.availableChannels.join()}
            preferences={preferences.data}
            pushConfigured={pushKey.data != null}
          />
        )}
      </div>
    </div>
  );
}
