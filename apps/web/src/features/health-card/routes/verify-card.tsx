// /healthcard/verify/:token (public): what a clinic or lab sees on scanning a card's QR code: valid or not,
// card number, plan, names and dates. Nothing about anyone's health.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleXIcon from 'lucide-react/icons/circle-x';
import { useParams } from 'react-router';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMediumDate } from '../../../lib/india-time.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCardVerification } from '../api/verify-card.ts';

const STATUS_WORDS = {
  active: msg`Active`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  awaiting_payment: msg`Not active`,
} as const;

export default function VerifyCardPage() {
  const { t } = useLingui();
  usePageTitle(t`Check a health card`);
  const { token = '' } = useParams();
  const check = useCardVerification(token);
  const notFound = check.error instanceof ApiError && [400, 404].includes(check.error.status);

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Check a health card</Trans>
      </h1>
      <div className="mt-6">
        {check.isPending ? (
          <LoadingNote label={t`Checking the card...`} />
        ) : notFound ? (
          <ErrorState
            title={t`This card could not be found`}
            message={t`The QR code may have been replaced by its holder. Ask them to show the card again.`}
          />
        ) : check.isError ? (
          <ErrorState title={t`The card could not be checked`} onRetry={() => void check.refetch()} />
        ) : (
          <section
            aria-label={t`Card check`}
            className={`rounded-2xl border p-5 ${check.data.valid ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'}`}
          >
            <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
              {check.data.valid ? (
                <CircleCheckIcon aria-hidden="true" className="size-6 text-green-700" />
              ) : (
                <CircleXIcon aria-hidden="true" className="size-6 text-red-700" />
              )}
              {check.data.valid ? t`Valid today` : t`Not valid: ${STATUS_WORDS[check.data.status]}`}
            </p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-700">
                <Trans>Card number</Trans>
              </dt>
              <dd className="font-mono font-semibold text-slate-900">{check.data.cardNumber}</dd>
              <dt className="text-slate-700">
                <Trans>Plan</Trans>
              </dt>
              <dd className="text-slate-900">{check.data.planName}</dd>
              <dt className="text-slate-700">
                <Trans>Card holder</Trans>
              </dt>
              <dd className="text-slate-900">{check.data.holderName}</dd>
              {check.data.memberNames.length > 0 ? (
                <>
                  <dt className="text-slate-700">
                    <Trans>Also covered</Trans>
                  </dt>
                  <dd className="text-slate-900">{check.data.memberNames.join(', ')}</dd>
                </>
              ) : null}
              {check.data.validFrom && check.data.validTo ? (
                <>
                  <dt className="text-slate-700">
                    <Trans>Valid</Trans>
                  </dt>
                  <dd className="text-slate-900">
                    <Trans>
                      {formatMediumDate(check.data.validFrom)} to {formatMediumDate(check.data.validTo)}
                    </Trans>
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="mt-4 text-xs text-slate-600">
              <Trans>
                Ask for photo identity to confirm the person in front of you is named on the card.
              </Trans>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
