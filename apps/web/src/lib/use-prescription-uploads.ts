// Uploads prescription files one request each (docs/screens.md#prescription-upload), with a status per file:
// images or PDF only (others skipped with a note), at most 10 MB each (checked before sending), progress
// while sending. dismiss() resets everything, cancelling what is still being sent.
import type { Prescription } from '@arogya/contracts/prescriptions';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isPrescriptionFileType,
  tooLargeMessage,
  UPLOAD_ERROR_FALLBACK,
  useUploadPrescription,
} from './api/upload-prescription.ts';
import { errorMessage } from './api-client.ts';
import { displayI18n } from './i18n/display-locale.ts';

export type UploadStatus = 'uploading' | 'success' | 'error';

export type UploadEntry = {
  key: string;
  name: string;
  status: UploadStatus;
  progress: number;
  /** Why it failed (the server's message, or the fallback). */
  message: string | null;
  prescription: Prescription | null;
};

let sequence = 0;

export function usePrescriptionUploads(onUploaded?: (prescription: Prescription) => void) {
  const upload = useUploadPrescription();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const controller = useRef(new AbortController());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => () => controller.current.abort(), []);

  const update = useCallback((key: string, patch: Partial<UploadEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e)));
  }, []);

  const start = useCallback(
    async (files: File[], options: { issuedOn?: string; forWhom?: string } = {}) => {
      const accepted = files.filter(isPrescriptionFileType);
      setSkipped((list) => [...list, ...files.filter((f) => !isPrescriptionFileType(f)).map((f) => f.name)]);
      const batch = accepted.map((file) => {
        const tooLarge = tooLargeMessage(file);
        sequence += 1;
        const entry: UploadEntry = {
          key: `upload-${sequence}`,
          name: file.name,
          status: tooLarge ? 'error' : 'uploading',
          progress: 0,
          message: tooLarge,
          prescription: null,
        };
        return { file, entry };
      });
      setEntries((list) => [...list, ...batch.map((b) => b.entry)]);
      const signal = controller.current.signal;
      for (const { file, entry } of batch) {
        if (entry.status === 'error' || signal.aborted) continue;
        try {
          const prescription = await upload(file, {
            ...options,
            signal,
            onProgress: (progress) => update(entry.key, { progress }),
          });
          update(entry.key, { status: 'success', progress: 1, prescription });
          onUploadedRef.current?.(prescription);
        } catch (error) {
          if (signal.aborted) return;
          update(entry.key, {
            status: 'error',
            message: errorMessage(error, displayI18n()._(UPLOAD_ERROR_FALLBACK)),
          });
        }
      }
    },
    [upload, update],
  );

  const dismiss = useCallback(() => {
    controller.current.abort();
    controller.current = new AbortController();
    setEntries([]);
    setSkipped([]);
  }, []);

  const busy = entries.some((e) => e.status === 'uploading');
  return { entries, skipped, start, dismiss, busy };
}
