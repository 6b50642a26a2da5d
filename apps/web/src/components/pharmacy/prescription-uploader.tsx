// Choose prescription files (images or PDF, up to 10 MB each) and the date written on them; each file is
// uploaded on its own request with a progress bar. Used on /prescription-upload and at checkout.

import { PRESCRIPTION_VALIDITY_DAYS, UPLOAD_MAX_MB } from '@arogya/contracts/constants';
import type { Prescription } from '@arogya/contracts/prescriptions';
import { Trans, useLingui } from '@lingui/react/macro';
import UploadIcon from 'lucide-react/icons/upload';
import { useId, useState } from 'react';
import { useFamilyMembers } from '../../lib/api/family-members.ts';
import { PRESCRIPTION_ACCEPT } from '../../lib/api/upload-prescription.ts';
import { indiaDate } from '../../lib/india-time.ts';
import { usePrescriptionUploads } from '../../lib/use-prescription-uploads.ts';
import { relationName } from '../relation-names.ts';
import { SelectField } from '../ui/select-field.tsx';
import { UploadStatusList } from './upload-status-list.tsx';

export function PrescriptionUploader({
  multiple = true,
  onUploaded,
}: {
  multiple?: boolean;
  onUploaded?: (prescription: Prescription) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const today = indiaDate();
  const [issuedOn, setIssuedOn] = useState('');
  // Whom the prescription is for, when the account has family members (docs/product-rules.md#family-members-and-the-health-card).
  const [forWhom, setForWhom] = useState('self');
  const members = useFamilyMembers().data?.members ?? [];
  const { entries, skipped, start, dismiss, busy } = usePrescriptionUploads(onUploaded);

  return (
    <div className="space-y-4">
      {members.length > 0 ? (
        <div className="max-w-xs">
          <SelectField
            label={t`Prescription for`}
            value={forWhom}
            onChange={(e) => setForWhom(e.target.value)}
          >
            <option value="self">{t`Myself`}</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({relationName(m)}, {m.age})
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-date`} className="mb-1 block text-sm font-medium text-slate-800">
          <Trans>Date written on the prescription</Trans>
        </label>
        <input
          id={`${id}-date`}
          type="date"
          max={today}
          value={issuedOn}
          onChange={(e) => setIssuedOn(e.target.value)}
          aria-describedby={`${id}-date-hint`}
          className="block w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 sm:text-sm"
        />
        <p id={`${id}-date-hint`} className="mt-1 text-xs text-slate-600">
          <Trans>
            Leave empty if it was written today. Prescriptions can be used for orders for{' '}
            {PRESCRIPTION_VALIDITY_DAYS} days from this date.
          </Trans>
        </p>
      </div>
      <div>
        <label
          htmlFor={`${id}-file`}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center hover:border-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-brand-700"
        >
          <UploadIcon aria-hidden="true" className="size-8 text-brand-700" />
          <span className="font-semibold text-slate-900">
            {multiple ? t`Choose prescription files` : t`Choose a prescription file`}
          </span>
          <Trans>
            <span className="text-sm text-slate-600">
              Images (JPG, PNG, WebP) or PDF, up to {UPLOAD_MAX_MB} MB each
            </span>
          </Trans>
          <input
            id={`${id}-file`}
            type="file"
            accept={PRESCRIPTION_ACCEPT}
            multiple={multiple}
            disabled={busy && !multiple}
            className="sr-only"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length > 0)
                void start(files, {
                  issuedOn: issuedOn || undefined,
                  forWhom: forWhom !== 'self' ? forWhom : undefined,
                });
            }}
          />
        </label>
      </div>
      <UploadStatusList entries={entries} skipped={skipped} onDismiss={dismiss} />
    </div>
  );
}
