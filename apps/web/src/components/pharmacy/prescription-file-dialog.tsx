// Shows a prescription's file (image or PDF) fetched with the bearer token, with a download button. The
// file is never public: it is read through the API, which checks who asks.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { apiDownload, errorMessage } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';

export type PrescriptionFile = { fileUrl: string; fileName: string | null; mimeType: string | null };

type Loaded = { url: string; blob: Blob; filename: string };

export function PrescriptionFileDialog({
  file,
  title: titleProp,
  onClose,
}: {
  file: PrescriptionFile;
  title?: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const title = titleProp ?? t`Prescription`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    apiDownload(file.fileUrl, { signal: controller.signal })
      .then(({ blob, filename }) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url: objectUrl, blob, filename: filename ?? file.fileName ?? 'prescription' });
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(e, t`The file could not be opened.`));
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file.fileUrl, file.fileName, t]);

  const type = loaded?.blob.type || file.mimeType || '';
  return (
    <Dialog title={title} onClose={onClose} description={file.fileName ?? undefined}>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : !loaded ? (
        <Spinner label={t`Opening the file...`} className="py-8" />
      ) : (
        <div className="space-y-4">
          {type === 'application/pdf' ? (
            <iframe
              src={loaded.url}
              title={`${title} (PDF)`}
              className="h-[60dvh] w-full rounded-lg border border-slate-200"
            />
          ) : (
            <img
              src={loaded.url}
              alt={title}
              className="mx-auto max-h-[60dvh] w-auto rounded-lg border border-slate-200"
            />
          )}
          <Button variant="secondary" onClick={() => saveFile(loaded.blob, loaded.filename)}>
            <Trans>Download</Trans>
          </Button>
        </div>
      )}
    </Dialog>
  );
}
