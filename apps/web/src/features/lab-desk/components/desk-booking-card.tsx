// One collection on the lab desk: who, where, which tests, the preparation, and the next step (assign the
// phlebotomist, collect with the barcode, start processing, results and report), or cancel with a reason
// the patient sees.
import { AssignPhlebotomistRequest, type LabBooking, LabStatusRequest } from '@arogya/contracts/labs';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizeIf, localizeValidationMessage } from '../../../lib/form-errors.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { cityStatePin } from '../../../lib/i18n/place-name.ts';
import { formatMediumDate, indiaDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { useAssignPhlebotomist, useSetLabStatus } from '../api/advance-lab-booking.ts';
import { canCancelAtDesk, canEnterResults, collectionNotYet, nextDeskStep } from '../desk-steps.ts';
import { LAB_STATUS_LABELS, SEX_SHORT_LABELS } from '../lab-labels.ts';
import { ResultsDialog } from './results-dialog.tsx';

const TONES = { processing: 'blue', completed: 'green', cancelled: 'red' } as const;

function AssignForm({ booking }: { booking: LabBooking }) {
  const { t } = useLingui();
  const assign = useAssignPhlebotomist(booking.id);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AssignPhlebotomistRequest.safeParse({ name, phone });
    if (!parsed.success) {
      const next: { name?: string; phone?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'phone' ? 'phone' : 'name';
        next[key] ??= localizeValidationMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    assign.mutate(parsed.data, { onSuccess: () => toast.success(t`Phlebotomist assigned`) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <TextField
        label={t`Phlebotomist's name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        id={`phleb-name-${booking.id}`}
      />
      <TextField
        label={t`Phlebotomist's mobile`}
        prefix="+91"
        inputMode="numeric"
        value={phone}
        onChange={(e) => setPhone(e.target.value.replace(/\D/g, '').slice(0, 10))}
        error={errors.phone}
        id={`phleb-phone-${booking.id}`}
      />
      <Button type="submit" className="sm:mt-6" disabled={assign.isPending}>
        <Trans>Assign</Trans>
      </Button>
      {assign.isError ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {errorMessage(assign.error)}
        </p>
      ) : null}
    </form>
  );
}

function CollectForm({ booking }: { booking: LabBooking }) {
  const { t } = useLingui();
  const status = useSetLabStatus(booking.id);
  const [barcode, setBarcode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const notYet = collectionNotYet(
    booking.scheduledDate,
    indiaDate(),
    formatMediumDate(booking.scheduledDate),
  );
  if (notYet) return <p className="text-sm text-slate-700">{notYet}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LabStatusRequest.safeParse({ status: 'sample_collected', barcode });
    if (!parsed.success) {
      setError(localizeIf(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    status.mutate(parsed.data, { onSuccess: () => toast.success(t`Sample marked collected`) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <TextField
        label={t`Sample barcode`}
        value={barcode}
        onChange={(e) => setBarcode(e.target.value.toUpperCase())}
        error={error}
        id={`barcode-${booking.id}`}
        autoComplete="off"
        hint={t`As printed on the tube`}
      />
      <Button type="submit" className="sm:mt-6" disabled={status.isPending}>
        <Trans>Sample collected</Trans>
      </Button>
      {status.isError ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errorMessage(status.error)}
        </p>
      ) : null}
    </form>
  );
}

function CancelDialog({ booking, onClose }: { booking: LabBooking; onClose: () => void }) {
  const { t } = useLingui();
  const status = useSetLabStatus(booking.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog title={t`Cancel ${booking.orderNumber}?`} onClose={onClose} busy={status.isPending}>
      <TextareaField
        label={t`Reason the patient will see`}
        value={reason}
        maxLength={300}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      {status.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(status.error)}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={status.isPending}>
          <Trans>Keep booking</Trans>
        </Button>
        <Button
          variant="danger"
          disabled={status.isPending}
          onClick={() => {
            const parsed = LabStatusRequest.safeParse({ status: 'cancelled', reason });
            if (!parsed.success) {
              setError(localizeIf(parsed.error.issues[0]?.message));
              return;
            }
            status.mutate(parsed.data, {
              onSuccess: () => {
                toast.success(t`Booking cancelled`);
                onClose();
              },
            });
          }}
        >
          <Trans>Cancel booking</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

export function DeskBookingCard({ booking }: { booking: LabBooking }) {
  const { t } = useLingui();
  const step = nextDeskStep(booking.status);
  const processing = useSetLabStatus(booking.id);
  const [dialog, setDialog] = useState<'results' | 'cancel' | null>(null);
  const a = booking.address;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4" aria-label={booking.orderNumber}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold text-slate-900">
            {booking.orderNumber} · {booking.patient.name}, {booking.patient.age}{' '}
            {SEX_SHORT_LABELS[booking.patient.sex] ?? booking.patient.sex}
          </h4>
          <p className="text-sm text-slate-700">
            {[a.line1, a.line2, a.landmark, cityStatePin({ city: a.city, pinCode: a.pinCode })]
              .filter(Boolean)
              .join(', ')}{' '}
            · {formatIndianMobile(a.phone)}
          </p>
        </div>
        <Badge tone={TONES[booking.displayStatus]}>
          {LAB_STATUS_LABELS[booking.status] ?? booking.statusLabel}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-800">{booking.items.map((i) => localName(i)).join(', ')}</p>
      {booking.fastingHours > 0 ? (
        <p className="mt-1 text-sm font-medium text-amber-900">
          <Plural value={booking.fastingHours} one="Fasting # hour" other="Fasting # hours" />
        </p>
      ) : null}
      {booking.phlebotomist ? (
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Phlebotomist: {booking.phlebotomist.name}, {formatIndianMobile(booking.phlebotomist.phone)}
          </Trans>
        </p>
      ) : null}
      {booking.sampleBarcode ? (
        <p className="text-sm text-slate-700">
          <Trans>Barcode {booking.sampleBarcode}</Trans>
        </p>
      ) : null}
      {booking.status === 'cancelled' && booking.cancelReason ? (
        <p className="mt-1 text-sm text-red-800">
          <Trans>Cancelled: {booking.cancelReason}</Trans>
        </p>
      ) : null}

      <div className="mt-3 space-y-3">
        {step === 'assign' ? <AssignForm booking={booking} /> : null}
        {step === 'collect' ? <CollectForm booking={booking} /> : null}
        <div className="flex flex-wrap gap-2">
          {step === 'process' ? (
            <Button
              size="sm"
              disabled={processing.isPending}
              onClick={() =>
                processing.mutate(
                  { status: 'processing' },
                  { onSuccess: () => toast.success(t`Processing started`) },
                )
              }
            >
              <Trans>Start processing</Trans>
            </Button>
          ) : null}
          {canEnterResults(booking.status) || booking.status === 'report_ready' ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog('results')} aria-haspopup="dialog">
              {booking.status === 'report_ready' ? (
                <Trans>
                  View results <span className="sr-only">of {booking.orderNumber}</span>
                </Trans>
              ) : (
                <Trans>
                  Results and report <span className="sr-only">of {booking.orderNumber}</span>
                </Trans>
              )}
            </Button>
          ) : null}
          {canCancelAtDesk(booking.status) ? (
            <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')} aria-haspopup="dialog">
              <Trans>
                Cancel booking <span className="sr-only">{booking.orderNumber}</span>
              </Trans>
            </Button>
          ) : null}
        </div>
        {processing.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(processing.error)}
          </p>
        ) : null}
      </div>
      {dialog === 'results' ? (
        <ResultsDialog
          bookingId={booking.id}
          title={t`Results: ${booking.orderNumber}`}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'cancel' ? <CancelDialog booking={booking} onClose={() => setDialog(null)} /> : null}
    </article>
  );
}
