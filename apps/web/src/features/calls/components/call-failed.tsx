// Failed: 'Connection Failed' with the message, 'Try Again' and 'Go Back' (and any other way on, such as
// booking an appointment when the doctor cannot take calls now).

import { Trans } from '@lingui/react/macro';
import WifiOffIcon from 'lucide-react/icons/wifi-off';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type CallMessage, callText } from '../call-text.ts';

export function CallFailed({
  message,
  onRetry,
  onBack,
  extraAction,
}: {
  message: CallMessage;
  onRetry: () => void;
  onBack: () => void;
  extraAction?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="call-failed-title"
      className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <WifiOffIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 id="call-failed-title" className="mt-4 text-2xl font-bold text-slate-900">
        <Trans>Connection Failed</Trans>
      </h1>
      <p role="alert" className="mt-2 text-slate-700" data-testid="call-error">
        {callText(message)}
      </p>
      <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onBack}>
          <Trans>Go Back</Trans>
        </Button>
        {extraAction}
        <Button onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    </section>
  );
}
