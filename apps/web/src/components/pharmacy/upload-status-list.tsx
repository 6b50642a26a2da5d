// What happened to each file sent: 'Uploading prescription...' with a progress bar, 'Upload successful!', or
// 'Upload failed' with the reason (docs/screens.md#prescription-upload); files of other types are listed as
// skipped. Dismiss clears the list.

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { UPLOAD_ERROR_FALLBACK, UPLOAD_FAILED } from '../../lib/api/upload-prescription.ts';
import { localized } from '../../lib/i18n/localized-labels.ts';
import type { UploadEntry } from '../../lib/use-prescription-uploads.ts';
import { Button } from '../ui/button.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';

export const UPLOADING = msg`Uploading prescription...`;
export const UPLOAD_SUCCESSFUL = msg`Upload successful!`;

export function UploadStatusList({
  entries,
  skipped,
  onDismiss,
}: {
  entries: UploadEntry[];
  skipped: string[];
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  if (entries.length === 0 && skipped.length === 0) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <ul className="space-y-3" aria-live="polite">
        {entries.map((e) => (
          <li key={e.key} className="text-sm">
            <p className="truncate font-medium text-slate-900">{e.name}</p>
            {e.status === 'uploading' ? (
              <div className="mt-1 space-y-1">
                <p className="text-slate-700">{localized(UPLOADING)}</p>
                <ProgressBar value={e.progress} label={t`Uploading ${e.name}`} />
              </div>
            ) : e.status === 'success' ? (
              <p className="mt-1 inline-flex items-center gap-1.5 font-semibold text-green-800">
                <CircleCheckIcon aria-hidden="true" className="size-4" />
                {localized(UPLOAD_SUCCESSFUL)}
              </p>
            ) : (
              <div className="mt-1 text-red-700" role="alert">
                <p className="inline-flex items-center gap-1.5 font-semibold">
                  <CircleAlertIcon aria-hidden="true" className="size-4" />
                  {localized(UPLOAD_FAILED)}
                </p>
                <p>{e.message || localized(UPLOAD_ERROR_FALLBACK)}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {skipped.length > 0 ? (
        <p className="mt-3 text-sm text-amber-900">
          <Trans>Skipped (only images or PDF files can be uploaded): {skipped.join(', ')}</Trans>
        </p>
      ) : null}
      <Button variant="ghost" size="sm" className="mt-3" onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  );
}
