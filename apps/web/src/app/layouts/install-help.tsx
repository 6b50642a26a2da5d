// How to add Arogya to the home screen in a browser that does not offer it by itself (add-to-home-screen.tsx):
// the steps for this device first, the others folded away.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';

type Device = 'iphone' | 'android' | 'computer';

const STEPS: Record<Device, { title: MessageDescriptor; steps: (() => ReactNode)[] }> = {
  iphone: {
    title: msg`On an iPhone or iPad`,
    steps: [
      () => (
        <Trans>
          In Safari, tap <strong>Share</strong> (the square with an arrow pointing up).
        </Trans>
      ),
      () => (
        <Trans>
          Scroll down and tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
        </Trans>
      ),
      () => <Trans>In Chrome on an iPhone, Share is in the address bar; the steps are the same.</Trans>,
    ],
  },
  android: {
    title: msg`On an Android phone`,
    steps: [
      () => (
        <Trans>
          In Chrome, open the menu (<strong>⋮</strong>) at the top right.
        </Trans>
      ),
      () => (
        <Trans>
          Tap <strong>Add to Home screen</strong> or <strong>Install app</strong>, then{' '}
          <strong>Install</strong>.
        </Trans>
      ),
      () => (
        <Trans>
          In Samsung Internet: menu (<strong>☰</strong>), <strong>Add page to</strong>,{' '}
          <strong>Home screen</strong>.
        </Trans>
      ),
    ],
  },
  computer: {
    title: msg`On a computer`,
    steps: [
      () => (
        <Trans>
          In Chrome or Edge, click the install icon at the right of the address bar, or choose{' '}
          <strong>Install Arogya</strong> in the browser's menu.
        </Trans>
      ),
      () => (
        <Trans>
          In Safari on a Mac: <strong>File</strong>, <strong>Add to Dock</strong>.
        </Trans>
      ),
      () => (
        <Trans>
          Firefox on a computer cannot add web apps; open Arogya in Chrome, Edge or Safari to add it.
        </Trans>
      ),
    ],
  },
};

function deviceOf(userAgent: string, touchPoints: number): Device {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'iphone';
  if (/Android/.test(userAgent)) return 'android';
  return 'computer';
}

function Steps({ device }: { device: Device }) {
  return (
    <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
      {STEPS[device].steps.map((step, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed steps, in order
        <li key={i}>{step()}</li>
      ))}
    </ol>
  );
}

export default function InstallHelp({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const device = deviceOf(navigator.userAgent, navigator.maxTouchPoints);
  const others = (Object.keys(STEPS) as Device[]).filter((d) => d !== device);
  return (
    <Dialog title={t`Add Arogya to your home screen`} onClose={onClose}>
      <p className="text-sm text-slate-700">
        <Trans>Arogya opens from its icon like an app, in a window of its own. Your browser adds it:</Trans>
      </p>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t(STEPS[device].title)}</h3>
      <Steps device={device} />
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">
          <Trans>On another device</Trans>
        </summary>
        {others.map((d) => (
          <div key={d} className="mt-3">
            <h3 className="font-semibold text-slate-900">{t(STEPS[d].title)}</h3>
            <Steps device={d} />
          </div>
        ))}
      </details>
    </Dialog>
  );
}
