// 'Browser notifications' on the settings page: turn web push on for this browser (the browser asks the
// person, then the subscription goes to the server) or off again, with what stands in the way said plainly.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import {
  type BrowserPushState,
  browserPushState,
  turnOffBrowserPush,
  turnOnBrowserPush,
} from '../browser-push.ts';

const STATE_TEXT: Readonly<Record<BrowserPushState, string>> = localizedLabels({
  unsupported: msg`This browser cannot show notifications from websites.`,
  blocked: msg`This browser blocks notifications from Arogya. Allow them in the browser's site settings (the icon left of the address), then turn them on here.`,
  off: msg`Browser notifications are off for this browser.`,
  on: msg`Browser notifications are on for this browser.`,
});

export function BrowserNotifications({ publicKey }: { publicKey: string | null }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [state, setState] = useState<BrowserPushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void browserPushState().then((s) => {
      if (live) setState(s);
    });
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<BrowserPushState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
      // Whether web push is usable for this person has changed: the channel choices say so.
      await client.invalidateQueries({ queryKey: notificationKeys.preferences });
    } catch (e) {
      setError(errorMessage(e, t`Could not change browser notifications. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="browser-notifications"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="browser-notifications" className="text-lg font-semibold text-slate-900">
        <Trans>Browser notifications</Trans>
      </h2>
      {publicKey === null ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans>Browser notifications are not set up on this server.</Trans>
        </p>
      ) : state === null ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans>Checking this browser...</Trans>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700" role="status">
            {STATE_TEXT[state]}
          </p>
          {state === 'on' ? (
            <Button
              variant="secondary"
              className="mt-3"
              pending={busy}
              pendingLabel={t`Turning off...`}
              onClick={() => void run(turnOffBrowserPush)}
            >
              <Trans>Turn off browser notifications</Trans>
            </Button>
          ) : state !== 'unsupported' ? (
            <Button
              className="mt-3"
              pending={busy}
              pendingLabel={t`Turning on...`}
              onClick={() => void run(() => turnOnBrowserPush(publicKey))}
            >
              <Trans>Turn on browser notifications</Trans>
            </Button>
          ) : null}
        </>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
