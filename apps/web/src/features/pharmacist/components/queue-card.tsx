// An order waiting for prescription verification: who, what needs the prescription, the prescription
// itself (view), and approve or reject with a reason the patient sees.
import { formatInr } from '@arogya/contracts/constants';
import type { PharmacistQueueItem } from '@arogya/contracts/prescriptions';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PrescriptionFileDialog } from '../../../components/pharmacy/prescription-file-dialog.tsx';
import {
  prescriptionDates,
  prescriptionItemText,
  prescriptionTitle,
} from '../../../components/pharmacy/prescription-text.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import toast from '../../../lib/toast.ts';
import { useDecidePrescription } from '../api/advance-order.ts';

function RejectDialog({ item, onClose }: { item: PharmacistQueueItem; onClose: () => void }) {
  const { t } = useLingui();
  const decide = useDecidePrescription();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      title={t`Reject the prescription for ${item.orderNumber}`}
      description={t`The patient sees your reason in My Orders. The order is cancelled and its stock released.`}
      onClose={onClose}
      busy={decide.isPending}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 5) {
            setError(t`Tell the patient why (at least 5 characters).`);
            return;
          }
          setError(null);
          decide.mutate(
            { orderId: item.orderId, decision: { decision: 'reject', reason: reason.trim() } },
            {
              onSuccess: () => {
                toast.success(t`Prescription for ${item.orderNumber} rejected`);
                onClose();
              },
              onError: (err) => setError(errorMessage(err)),
            },
          );
        }}
      >
        <FormAlert message={error} />
        <TextareaField
          label={t`Reason`}
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
          hint={t`For example: the prescription is older than 30 days, or does not list this medicine.`}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" pending={decide.isPending} pendingLabel={t`Rejecting...`}>
            <Trans>Reject prescription</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function QueueCard({ item }: { item: PharmacistQueueItem }) {
  const { t } = useLingui();
  const decide = useDecidePrescription();
  const [viewing, setViewing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const p = item.prescription;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{item.orderNumber}</h3>
          <p className="text-sm text-slate-600">
            <Trans>Placed {formatDateTime(item.createdAt)}</Trans>
          </p>
        </div>
        <Badge tone="amber">
          <Trans>Awaiting prescription verification</Trans>
        </Badge>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">
            <Trans>Patient</Trans>
          </dt>
          <dd className="text-slate-900">
            {item.patient.name} · {formatIndianMobile(item.patient.phone)}
            {item.forPerson ? ` · ${t`for ${item.forPerson.name}, ${item.forPerson.age}`}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Order</Trans>
          </dt>
          <dd className="text-slate-900">
            <Plural value={item.itemCount} one="# item" other="# items" /> · {formatInr(item.totalPaise)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">
            <Trans>Needs the prescription</Trans>
          </dt>
          <dd>
            <ul className="list-disc pl-5 text-slate-900">
              {item.prescriptionItems.map((rx) => (
                <li key={rx.name}>
                  {rx.quantity} × {rx.name}{' '}
                  <span className="text-slate-600">
                    <Trans>
                      (Schedule <span translate="no">{rx.schedule}</span>)
                    </Trans>
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">
            <Trans>Prescription</Trans>
          </dt>
          <dd className="text-slate-900">
            {prescriptionTitle(p)}
            <span className="block text-slate-600">{prescriptionDates(p)}</span>
            {p.doctor ? (
              <span className="block text-slate-600">
                <Trans>Registration no. {p.doctor.registrationNumber}</Trans>
              </span>
            ) : null}
            {p.items.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {p.items.map((rx) => (
                  <li key={`${rx.name}-${rx.dosage ?? ''}`}>{prescriptionItemText(rx)}</li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {p.fileUrl ? (
          <Button variant="secondary" size="sm" onClick={() => setViewing(true)} aria-haspopup="dialog">
            <Trans>
              View prescription<span className="sr-only"> for {item.orderNumber}</span>
            </Trans>
          </Button>
        ) : null}
        <Button
          size="sm"
          pending={decide.isPending}
          pendingLabel={t`Approving...`}
          onClick={() =>
            decide.mutate(
              { orderId: item.orderId, decision: { decision: 'approve' } },
              {
                onSuccess: () => toast.success(t`Prescription for ${item.orderNumber} approved`),
                onError: (error) => toast.error(errorMessage(error)),
              },
            )
          }
        >
          <Trans>
            Approve<span className="sr-only"> prescription for {item.orderNumber}</span>
          </Trans>
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => setRejecting(true)}
          aria-haspopup="dialog"
          disabled={decide.isPending}
        >
          <Trans>
            Reject<span className="sr-only"> prescription for {item.orderNumber}</span>
          </Trans>
        </Button>
      </div>
      {viewing && p.fileUrl ? (
        <PrescriptionFileDialog
          file={{ fileUrl: p.fileUrl, fileName: p.fileName, mimeType: p.mimeType }}
          title={t`Prescription for ${item.orderNumber}`}
          onClose={() => setViewing(false)}
        />
      ) : null}
      {rejecting ? <RejectDialog item={item} onClose={() => setRejecting(false)} /> : null}
    </article>
  );
}
