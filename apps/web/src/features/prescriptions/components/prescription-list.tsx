// The user's prescriptions, uploaded and doctor-issued, with view and download of each file and removal
// of an upload; an e-prescription written after a teleconsultation links to its page.

import type { Prescription } from '@arogya/contracts/prescriptions';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FileTextIcon from 'lucide-react/icons/file-text';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Link } from 'react-router';
import { MemberFilterSelect } from '../../../components/member-filter-select.tsx';
import { PrescriptionFileDialog } from '../../../components/pharmacy/prescription-file-dialog.tsx';
import {
  prescriptionDates,
  prescriptionItemText,
  prescriptionTitle,
} from '../../../components/pharmacy/prescription-text.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ePrescriptionPath, paths } from '../../../config/paths.ts';
import { usePrescriptions } from '../../../lib/api/list-prescriptions.ts';
import { apiDownload, errorMessage } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { councilName } from '../../../lib/i18n/place-name.ts';
import { saveFile } from '../../../lib/save-file.ts';
import toast from '../../../lib/toast.ts';
import { RemovePrescriptionDialog } from './remove-prescription-dialog.tsx';

async function download(p: Prescription) {
  if (!p.fileUrl) return;
  try {
    const { blob, filename } = await apiDownload(p.fileUrl);
    saveFile(blob, filename ?? p.fileName ?? 'prescription');
  } catch (error) {
    toast.error(errorMessage(error, localized(msg`The file could not be downloaded.`)));
  }
}

function PrescriptionItem({
  p,
  onView,
  onRemove,
}: {
  p: Prescription;
  onView: () => void;
  onRemove: () => void;
}) {
  const title = prescriptionTitle(p);
  // Written by an Arogya doctor after a call: its own page (/e-prescriptions/:id) has the details and the PDF.
  const eRx = p.source === 'doctor' && p.viaTeleconsultation;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start gap-3">
        <FileTextIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div className="min-w-[min(100%,14rem)] flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span className="min-w-0 break-words">{title}</span>
            {p.valid ? (
              <Badge tone="green">
                <Trans>Valid for orders</Trans>
              </Badge>
            ) : (
              <Badge>
                <Trans>Older than 30 days</Trans>
              </Badge>
            )}
          </h3>
          {p.forPerson ? (
            <p className="text-sm font-medium text-slate-800">
              <Trans>For: {p.forPerson.name}</Trans>
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{prescriptionDates(p)}</p>
          {p.doctor ? (
            <p className="text-sm text-slate-600">
              <Trans>
                Registration no. {p.doctor.registrationNumber}
                {p.doctor.registrationCouncil ? `, ${councilName(p.doctor.registrationCouncil)}` : ''}
              </Trans>
            </p>
          ) : null}
          {p.note ? <p className="mt-1 text-sm text-slate-700">{p.note}</p> : null}
          {p.items.length > 0 ? (
            <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
              {p.items.map((item) => (
                <li key={`${item.name}-${item.dosage ?? ''}`}>{prescriptionItemText(item)}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {eRx ? (
          <Link to={ePrescriptionPath(p.id)} className={buttonClass('secondary', 'sm')}>
            <Trans>
              View e-prescription<span className="sr-only"> from {title}</span>
            </Trans>
          </Link>
        ) : null}
        {p.fileUrl ? (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={onView} aria-haspopup="dialog">
              <Trans>
                View<span className="sr-only"> {title}</span>
              </Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void download(p)}>
              <Trans>
                Download<span className="sr-only"> {title}</span>
              </Trans>
            </Button>
            {p.source === 'uploaded' ? (
              <Button variant="ghost" size="sm" onClick={onRemove} aria-haspopup="dialog">
                <Trash2Icon aria-hidden="true" className="size-4" />
                <Trans>
                  Remove<span className="sr-only"> {title}</span>
                </Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function PrescriptionList({ showUploadLink = false }: { showUploadLink?: boolean }) {
  const { t } = useLingui();
  const [member, setMember] = useState<string | undefined>(undefined);
  return (
    <>
      <MemberFilterSelect label={t`Whose prescriptions`} value={member} onChange={setMember} />
      <div className={member === undefined ? '' : 'mt-4'}>
        <Prescriptions showUploadLink={showUploadLink} member={member} />
      </div>
    </>
  );
}

function Prescriptions({ showUploadLink, member }: { showUploadLink: boolean; member: string | undefined }) {
  const { t } = useLingui();
  const prescriptions = usePrescriptions(true, member);
  const [viewing, setViewing] = useState<Prescription | null>(null);
  const [removing, setRemoving] = useState<Prescription | null>(null);

  if (prescriptions.isPending) {
    return (
      <div className="space-y-3">
        <LoadingNote label={t`Loading your prescriptions...`} />
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  }
  if (prescriptions.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={t`Your prescriptions could not be loaded`}
        message={errorMessage(prescriptions.error)}
        onRetry={() => void prescriptions.refetch()}
      />
    );
  }
  if (prescriptions.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t`No prescriptions yet`}
        action={
          showUploadLink ? (
            <Link to={paths.prescriptionUpload} className={buttonClass('primary')}>
              <Trans>Upload a prescription</Trans>
            </Link>
          ) : null
        }
      >
        <Trans>Prescriptions you upload and those Arogya doctors write for you appear here.</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {prescriptions.data.map((p) => (
          <PrescriptionItem key={p.id} p={p} onView={() => setViewing(p)} onRemove={() => setRemoving(p)} />
        ))}
      </ul>
      {viewing?.fileUrl ? (
        <PrescriptionFileDialog
          file={{ fileUrl: viewing.fileUrl, fileName: viewing.fileName, mimeType: viewing.mimeType }}
          title={prescriptionTitle(viewing)}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {removing ? (
        <RemovePrescriptionDialog
          id={removing.id}
          title={prescriptionTitle(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
