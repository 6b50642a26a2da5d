// Joining: 'Joining Call...' with 'Connecting to {type} consultation' (and which try of three is running).
import { CALL_RETRY_ATTEMPTS } from '@arogya/contracts/constants';
import { Trans } from '@lingui/react/macro';

/** typeLabel: 'Video Consultation', in the page's language. */
export function CallJoining({ typeLabel, attempt }: { typeLabel: string; attempt: number }) {
  const type = typeLabel.toLowerCase();
  return (
    <section
      role="status"
      className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <span
        aria-hidden="true"
        className="mx-auto block size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <Trans>Joining Call...</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Connecting to {type}</Trans>
      </p>
      {attempt > 1 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>
            Trying again ({attempt} of {CALL_RETRY_ATTEMPTS})
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
