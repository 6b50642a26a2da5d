// The footer's 'Add Arogya to your home screen' (docs/screens.md#add-to-home-screen): the web app installs
// from the browser (vite.config.ts: manifest, icons, service worker), there is no store app. Where the browser
// offers it (Chromium's `beforeinstallprompt`, kept by lib/install-prompt.ts) the button shows the browser's
// prompt; elsewhere it explains how (install-help.tsx, loaded on the press). Hidden once running from the
// home screen.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { installState, promptInstall, subscribeInstallState } from '../../lib/install-prompt.ts';

const InstallHelp = lazy(() => import('./install-help.tsx'));

export function AddToHomeScreen() {
  // The server and the hydrating render say 'help'; the browser's state follows at once.
  const state = useSyncExternalStore(subscribeInstallState, installState, () => 'help' as const);
  const [helpOpen, setHelpOpen] = useState(false);
  if (state === 'installed') return null;
  return (
    <section aria-labelledby="add-to-home-screen" className="mt-6">
      <h2 id="add-to-home-screen" className="text-sm font-semibold text-white">
        <Trans>Add Arogya to your home screen</Trans>
      </h2>
      <p className="mt-1 max-w-sm text-sm">
        <Trans>
          Open Arogya from your phone's home screen like an app. Nothing to download from an app store.
        </Trans>
      </p>
      <button
        type="button"
        onClick={() => {
          if (state === 'prompt') void promptInstall();
          else setHelpOpen(true);
        }}
        className="mt-3 rounded-lg border border-brand-300 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Trans>Add to home screen</Trans>
      </button>
      {helpOpen ? (
        <Suspense fallback={null}>
          <InstallHelp onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
