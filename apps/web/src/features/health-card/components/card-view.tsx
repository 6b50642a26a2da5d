// The holder's card: number, plan, holder, validity and QR code on the card face; each person covered with
// the free consultations and checkup they have left; downloads (PDF, PNG), a new QR code, the renewal
// reminder and cancelling for a refund while allowed.

import { formatInr, HEALTH_CARD_REFUND_DAYS } from '@arogya/contracts/constants';
import type { HealthCard } from '@arogya/contracts/health-card';
import { ORDER_PAYMENT_STATUS_LABELS } from '@arogya/contracts/payments';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMediumDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { downloadCardPdf, downloadCardReceipt, useCardAction } from '../api/cancel-card.ts';
import { cardRelationName, planText } from '../plan-text.ts';
import { CardQr, downloadCardPng } from './card-qr.tsx';

const STATUS = {
  active: { label: msg`Active`, tone: 'bg-green-100 text-green-900' },
  awaiting_payment: { label: msg`Payment not completed`, tone: 'bg-amber-100 text-amber-900' },
  expired: { label: msg`Expired`, tone: 'bg-slate-200 text-slate-900' },
  cancelled: { label: msg`Cancelled`, tone: 'bg-slate-200 text-slate-900' },
} as const;

function CancelDialog({ card, onClose }: { card: HealthCard; onClose: () => void }) {
  const { t } = useLingui();
  const cancel = useCardAction('cancel');
  const confirm = async () => {
    try {
      await cancel.mutateAsync(card.id);
      toast.success(
        t`Card cancelled. ${formatInr(card.pricePaise)} is being refunded to your original payment method.`,
      );
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`The card could not be cancelled.`));
    }
  };
  return (
    <Dialog title={t`Cancel your health card?`} onClose={onClose} busy={cancel.isPending}>
      <p className="text-sm text-slate-700">
        <Trans>
          Your benefits stop now and {formatInr(card.pricePaise)} is refunded in full to the way you paid,
          usually within 5-7 working days.
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          <Trans>Keep My Card</Trans>
        </Button>
        <Button variant="danger" onClick={confirm} pending={cancel.isPending} pendingLabel={t`Cancelling...`}>
          <Trans>Cancel and Refund</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

export function CardView({ card }: { card: HealthCard }) {
  const { t } = useLingui();
  const revoke = useCardAction('revoke-qr');
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState<'pdf' | 'png' | 'receipt' | null>(null);
  const status = STATUS[card.status];
  const paid = card.status !== 'awaiting_payment';

  const download = async (kind: 'pdf' | 'png' | 'receipt') => {
    setBusy(kind);
    try {
      const save = { pdf: downloadCardPdf, png: downloadCardPng, receipt: downloadCardReceipt }[kind];
      await save(card);
    } catch (error) {
      toast.error(errorMessage(error, t`The card could not be downloaded.`));
    } finally {
      setBusy(null);
    }
  };
  const newQr = async () => {
    try {
      await revoke.mutateAsync(card.id);
      toast.success(t`New QR code ready. The old code no longer works.`);
    } catch (error) {
      toast.error(errorMessage(error, t`A new QR code could not be made.`));
    }
  };

  return (
    <section aria-labelledby="my-card" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="my-card" className="text-xl font-bold text-slate-900">
          <Trans>My Health Card</Trans>
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${status.tone}`}>
          {t(status.label)}
        </span>
      </div>

      {card.renewalDue && card.validTo ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t`Your card ends on ${formatMediumDate(card.validTo)} (${plural(card.daysLeft ?? 0, { one: '# day left', other: '# days left' })}). Renew it below to keep your benefits without a break: the new year starts the day after.`}
        </p>
      ) : null}
      {card.renewal ? (
        <p
          role="status"
          className="rounded-xl border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          <Trans>
            Renewed: your next year runs {formatMediumDate(card.renewal.validFrom)} to{' '}
            {formatMediumDate(card.renewal.validTo)}.
          </Trans>
        </p>
      ) : null}
      {card.status === 'cancelled' && card.paymentStatus !== 'not_paid' ? (
        <p className="text-sm text-slate-700">
          <Trans>Refund: {ORDER_PAYMENT_STATUS_LABELS[card.paymentStatus]}</Trans>
        </p>
      ) : null}

      <div className="grid gap-4 rounded-2xl bg-brand-700 p-5 text-white sm:grid-cols-[1fr_auto]">
        <div>
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">
            <Trans>Arogya Smart Health Card</Trans>
          </p>
          <p className="text-sm opacity-90">{planText(card.plan.name)}</p>
          <p className="mt-4 font-mono text-2xl font-bold tracking-wider">
            <Trans>
              <span className="sr-only">Card number </span>
              {card.cardNumber}
            </Trans>
          </p>
          <p className="mt-3">{card.holderName}</p>
          {card.validFrom && card.validTo ? (
            <p className="text-sm opacity-90">
              <Trans>
                Valid {formatMediumDate(card.validFrom)} to {formatMediumDate(card.validTo)}
              </Trans>
            </p>
          ) : (
            <p className="text-sm opacity-90">
              <Trans>Becomes active once paid</Trans>
            </p>
          )}
        </div>
        {paid ? (
          <div className="justify-self-start rounded-xl bg-white p-2 sm:justify-self-end">
            <CardQr card={card} />
          </div>
        ) : null}
      </div>

      <div>
        <h3 className="font-semibold text-slate-900">
          <Trans>Who is covered</Trans>
        </h3>
        <ul className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {card.people.map((p) => (
            <li key={p.personKey} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
              <span>
                <span className="font-semibold text-slate-900">{p.name}</span>{' '}
                <span className="text-slate-700">
                  ({cardRelationName(p.relation)}
                  {p.age !== null ? `, ${p.age}` : ''})
                </span>
              </span>
              <span className="text-slate-800">
                <Trans>
                  {p.freeConsultationsLeft} of {card.plan.benefits.freeConsultationsPerPerson} free
                  consultations left ·
                </Trans>{' '}
                {p.freeCheckupsLeft > 0 ? 'free checkup available' : 'free checkup used'}
              </span>
            </li>
          ))}
        </ul>
        {card.plan.maxPeople > 1 && card.people.length < card.plan.maxPeople ? (
          <p className="mt-2 text-sm text-slate-700">
            <Trans>
              Room for {card.plan.maxPeople - card.people.length} more.{' '}
              <Link to={paths.familyMembers} className="font-medium text-brand-700 underline">
                Add family members
              </Link>{' '}
              and they are covered at once.
            </Trans>
          </p>
        ) : null}
      </div>

      {paid ? (
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => download('pdf')}
            pending={busy === 'pdf'}
            pendingLabel={t`Preparing...`}
          >
            <Trans>Download PDF</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => download('png')}
            pending={busy === 'png'}
            pendingLabel={t`Preparing...`}
          >
            <Trans>Download Image</Trans>
          </Button>
          {card.paidAt ? (
            <Button
              variant="secondary"
              onClick={() => download('receipt')}
              pending={busy === 'receipt'}
              pendingLabel={t`Preparing...`}
            >
              <Trans>Download Receipt</Trans>
            </Button>
          ) : null}
          <Trans>
            <Link to={card.verifyPath} className={buttonClass('ghost')}>
              See What a Clinic Sees
            </Link>
          </Trans>
          <Button variant="ghost" onClick={newQr} pending={revoke.isPending} pendingLabel={t`Replacing...`}>
            <Trans>Replace QR Code</Trans>
          </Button>
          {card.refundable ? (
            <Button variant="ghost" onClick={() => setCancelling(true)}>
              <Trans>Cancel and Refund</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {card.refundable ? (
        <p className="text-xs text-slate-600">
          <Trans>
            You can cancel for a full refund within {HEALTH_CARD_REFUND_DAYS} days of buying, as long as no
            benefit has been used.
          </Trans>
        </p>
      ) : null}
      {cancelling ? <CancelDialog card={card} onClose={() => setCancelling(false)} /> : null}
    </section>
  );
}
