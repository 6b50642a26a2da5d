// 'Go on duty' on the doctor's desk: browsers keep a page silent until it has been clicked and show
// notifications only with permission, so an incoming call could ring unheard. One click here unlocks the
// ringtone and asks for notifications (lib/call-alerts.ts); then the desk says what will alert the doctor.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import BellRingIcon from 'lucide-react/icons/bell-ring';
import PhoneIncomingIcon from 'lucide-react/icons/phone-incoming';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type NotificationState, unlockCallAlerts, useCallAlerts } from '../../../lib/call-alerts.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';

const NOTIFICATIONS = localizedLabels<NotificationState>({
  granted: msg`A call also shows as a notification while this tab is in the background.`,
  denied: msg`Notifications are blocked for Arogya in this browser: allow them in the site settings to see calls while this tab is in the background.`,
  default: msg`Allow notifications to see calls while this tab is in the background.`,
  unsupported: msg`This browser does not show notifications: keep this tab in front to see calls.`,
});

export function DutyPanel() {
  const { t } = useLingui();
  const onDuty = useCallAlerts((s) => s.onDuty);
  const audio = useCallAlerts((s) => s.audioUnlocked);
  const notifications = useCallAlerts((s) => s.notifications);
  const [pending, setPending] = useState(false);

  const goOnDuty = () => {
    setPending(true);
    // Inside the click, before any await: what lets the browser play the ring later.
    void unlockCallAlerts().finally(() => setPending(false));
  };

  if (!onDuty) {
    return (
      <section
        aria-labelledby="duty-title"
        className="mt-4 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
      >
        <PhoneIncomingIcon aria-hidden="true" className="size-6 shrink-0 text-amber-800" />
        <div className="flex-1">
          <h2 id="duty-title" className="font-semibold text-slate-900">
            <Trans>Patients' calls ring on this page</Trans>
          </h2>
          <p className="text-sm text-slate-800">
            <Trans>
              Your browser keeps the ringtone silent until you click the page. Go on duty to turn on the
              ringtone and notifications of incoming calls.
            </Trans>
          </p>
        </div>
        <Button onClick={goOnDuty} pending={pending} pendingLabel={t`Turning on alerts...`}>
          <BellRingIcon aria-hidden="true" className="size-4" />
          <Trans>Go on duty</Trans>
        </Button>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="duty-title"
      role="status"
      data-testid="on-duty"
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-green-300 bg-green-50 p-4 sm:flex-row sm:items-center"
    >
      <BellRingIcon aria-hidden="true" className="size-6 shrink-0 text-green-800" />
      <div className="flex-1">
        <h2 id="duty-title" className="font-semibold text-slate-900">
          <Trans>On duty</Trans>
        </h2>
        <p className="text-sm text-slate-800">
          {audio
            ? t`Incoming calls ring on this page.`
            : t`The ringtone could not be turned on (no sound output?): incoming calls show on this page.`}{' '}
          {NOTIFICATIONS[notifications]}
        </p>
      </div>
      {notifications === 'default' ? (
        <Button variant="secondary" onClick={goOnDuty} pending={pending}>
          <Trans>Allow notifications</Trans>
        </Button>
      ) : null}
    </section>
  );
}
