// The checkout's prescription step for an order with H or H1 medicines: pick one of the user's
// prescriptions issued within 30 days, or upload one here (it is then picked).

import type { Prescription } from '@arogya/contracts/prescriptions';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PrescriptionFileDialog } from '../../../components/pharmacy/prescription-file-dialog.tsx';
import { prescriptionDates, prescriptionTitle } from '../../../components/pharmacy/prescription-text.ts';
import { PrescriptionUploader } from '../../../components/pharmacy/prescription-uploader.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePrescriptions } from '../../../lib/api/list-prescriptions.ts';
import { errorMessage } from '../../../lib/api-client.ts';

type Props = {
  medicines: string[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
};

export function PrescriptionPicker({ medicines, selectedId, onSelect }: Props) {
  const { t } = useLingui();
  const prescriptions = usePrescriptions();
  const [viewing, setViewing] = useState<Prescription | null>(null);
  const usable = prescriptions.data?.filter((p) => p.valid) ?? [];
  const expired = (prescriptions.data?.length ?? 0) - usable.length;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {medicines.length > 0 ? (
          <>
            <Trans>
              These medicines need a prescription: <strong>{medicines.join(', ')}</strong>.
            </Trans>{' '}
          </>
        ) : null}
        <Trans>A pharmacist checks it before your order is packed.</Trans>
      </p>

      {prescriptions.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : prescriptions.isError ? (
        <div role="alert" className="text-sm text-red-700">
          {errorMessage(prescriptions.error, t`Your prescriptions could not be loaded.`)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void prescriptions.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : usable.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            <Trans>Use a prescription you have</Trans>
          </legend>
          <ul className="space-y-2">
            {usable.map((p) => (
              <li
                key={p.id}
                className={`flex flex-wrap items-center gap-3 rounded-xl border p-3 ${selectedId === p.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
              >
                <label className="flex min-w-0 flex-1 cursor-pointer gap-3 text-sm">
                  <input
                    type="radio"
                    name="prescription"
                    value={p.id}
                    checked={selectedId === p.id}
                    onChange={() => onSelect(p.id)}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{prescriptionTitle(p)}</span>
                    <span className="block text-slate-600">{prescriptionDates(p)}</span>
                  </span>
                </label>
                {p.fileUrl ? (
                  <Button variant="ghost" size="sm" onClick={() => setViewing(p)} aria-haspopup="dialog">
                    <Trans>
                      View<span className="sr-only"> {prescriptionTitle(p)}</span>
                    </Trans>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-700">
          {expired > 0
            ? t`You have no prescription from the last 30 days (${plural(expired, { one: '# older one is past that', other: '# older ones are past that' })}). Upload one below.`
            : t`You have no prescription from the last 30 days. Upload one below.`}
        </p>
      )}

      <details
        className="rounded-xl border border-slate-200 bg-slate-50 p-3"
        open={!prescriptions.isPending && usable.length === 0}
      >
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          <Trans>Upload a new prescription</Trans>
        </summary>
        <div className="mt-3">
          <PrescriptionUploader multiple={false} onUploaded={(p) => (p.valid ? onSelect(p.id) : undefined)} />
        </div>
      </details>

      {viewing?.fileUrl ? (
        <PrescriptionFileDialog
          file={{ fileUrl: viewing.fileUrl, fileName: viewing.fileName, mimeType: viewing.mimeType }}
          title={prescriptionTitle(viewing)}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}
