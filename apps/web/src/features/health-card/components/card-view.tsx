// The holder's card: number, plan, holder, validity and QR code on the card face; each person covered with
// the free consultations and checkup they have left; downloads (PDF, PNG), a new QR code, the renewal
// reminder and cancelling for a refund while allowed.
import { formatInr, HEALTH_CARD_REFUND_DAYS } from '@arogya/contracts/constants';
import type { HealthCard } from '@arogya/contracts/health-card';
import { ORDER_PAYMENT_STATUS_LABELS } from '@arogya/contracts/payments';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMediumDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { downloadCardPdf, downloadCardReceipt, useCardAction } from '../api/cancel-card.ts';
import { CardQr, downloadCardPng } from './card-qr.tsx';

const STATUS = {
  active: { label: 'Active', tone: 'bg-green-100 text-green-900' },
  awaiting_payment: { label: 'Payment not completed', tone: 'bg-amber-100 text-amber-900' },
  expired: { label: 'Expired', tone: 'bg-slate-200 text-slate-900' },
  cancelled: { label: 'Cancelled', tone: 'bg-slate-200 text-slate-900' },
} as const;

function CancelDialog({ card, onClose }: { card: HealthCard; onClose: () => void }) {
  const cancel = useCardAction('cancel');
  const confirm = async () => {
    try {
      await cancel.mutateAsync(card.id);
      toast.success(
        `Card cancelled. ${formatInr(card.pricePaise)} is being refunded to your original payment method.`,
      );
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'The card could not be cancelled.'));
    }
  };
  return (
    <Dialog title="Cancel your health card?" onClose={onClose} busy={cancel.isPending}>
      <p className="text-sm text-slate-700">
        Your benefits stop now and {formatInr(card.pricePaise)} is refunded in full to the way you paid,
        usually within 5-7 working days.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          Keep My Card
        </Button>
        <Button variant="danger" onClick={confirm} pending={cancel.isPending} pendingLabel="Cancelling...">
          Cancel and Refund
        </Button>
      </div>
    </Dialog>
  );
}

export function CardView({ card }: { card: HealthCard }) {
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
      toast.error(errorMessage(error, 'The card could not be downloaded.'));
    } finally {
      setBusy(null);
    }
  };
  const newQr = async () => {
    try {
      await revoke.mutateAsync(card.id);
      toast.success('New QR code ready. The old code no longer works.');
    } catch (error) {
      toast.error(errorMessage(error, 'A new QR code could not be made.'));
    }
  };

  return (
    <section aria-labelledby="my-card" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="my-card" className="text-xl font-bold text-slate-900">
          My Health Card
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${status.tone}`}>
          {status.label}
        </span>
      </div>

      {card.renewalDue && card.validTo ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          Your card ends on {formatMediumDate(card.validTo)} ({card.daysLeft}{' '}
          {card.daysLeft === 1 ? 'day' : 'days'} left). Renew it below to keep your benefits without a break:
          the new year starts the day after.
        </p>
      ) : null}
      {card.renewal ? (
        <p
          role="status"
          className="rounded-xl border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          Renewed: your next year runs {formatMediumDate(card.renewal.validFrom)} to{' '}
          {formatMediumDate(card.renewal.validTo)}.
        </p>
      ) : null}
      {card.status === 'cancelled' && card.paymentStatus !== 'not_paid' ? (
        <p className="text-sm text-slate-700">Refund: {ORDER_PAYMENT_STATUS_LABELS[card.paymentStatus]}</p>
      ) : null}

      <div className="grid gap-4 rounded-2xl bg-brand-700 p-5 text-white sm:grid-cols-[1fr_auto]">
        <div>
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">Arogya Smart Health Card</p>
          <p className="text-sm opacity-90">{card.plan.name}</p>
          <p className="mt-4 font-mono text-2xl font-bold tracking-wider">
            <span className="sr-only">Card number </span>
            {card.cardNumber}
          </p>
          <p className="mt-3">{card.holderName}</p>
          {card.validFrom && card.validTo ? (
            <p className="text-sm opacity-90">
              Valid {formatMediumDate(card.validFrom)} to {formatMediumDate(card.validTo)}
            </p>
          ) : (
            <p className="text-sm opacity-90">Becomes active once paid</p>
          )}
        </div>
        {paid ? (
          <div className="justify-self-start rounded-xl bg-white p-2 sm:justify-self-end">
            <CardQr card={card} />
          </div>
        ) : null}
      </div>

      <div>
        <h3 className="font-semibold text-slate-900">Who is covered</h3>
        <ul className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {card.people.map((p) => (
            <li key={p.personKey} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
              <span>
                <span className="font-semibold text-slate-900">{p.name}</span>{' '}
                <span className="text-slate-700">
                  ({p.relation}
                  {p.age !== null ? `, ${p.age}` : ''})
                </span>
              </span>
              <span className="text-slate-800">
                {p.freeConsultationsLeft} of {card.plan.benefits.freeConsultationsPerPerson} free
                consultations left · {p.freeCheckupsLeft > 0 ? 'free checkup available' : 'free checkup used'}
              </span>
            </li>
          ))}
        </ul>
        {card.plan.maxPeople > 1 && card.people.length < card.plan.maxPeople ? (
          <p className="mt-2 text-sm text-slate-700">
            Room for {card.plan.maxPeople - card.people.length} more.{' '}
            <Link to={paths.familyMembers} className="font-medium text-brand-700 underline">
              Add family members
            </Link>{' '}
            and they are covered at once.
          </p>
        ) : null}
      </div>

      {paid ? (
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => download('pdf')}
            pending={busy === 'pdf'}
            pendingLabel="Preparing..."
          >
            Download PDF
          </Button>
          <Button
            variant="secondary"
            onClick={() => download('png')}
            pending={busy === 'png'}
            pendingLabel="Preparing..."
          >
            Download Image
          </Button>
          {card.paidAt ? (
            <Button
              variant="secondary"
              onClick={() => download('receipt')}
              pending={busy === 'receipt'}
              pendingLabel="Preparing..."
            >
              Download Receipt
            </Button>
          ) : null}
          <Link to={card.verifyPath} className={buttonClass('ghost')}>
            See What a Clinic Sees
          </Link>
          <Button variant="ghost" onClick={newQr} pending={revoke.isPending} pendingLabel="Replacing...">
            Replace QR Code
          </Button>
          {card.refundable ? (
            <Button variant="ghost" onClick={() => setCancelling(true)}>
              Cancel and Refund
            </Button>
          ) : null}
        </div>
      ) : null}
      {card.refundable ? (
        <p className="text-xs text-slate-600">
          You can cancel for a full refund within {HEALTH_CARD_REFUND_DAYS} days of buying, as long as no
          benefit has been used.
        </p>
      ) : null}
      {cancelling ? <CancelDialog card={card} onClose={() => setCancelling(false)} /> : null}
    </section>
  );
}
