// POST /api/v1/doctors/addReceipt (multipart, field 'image'): one prescription file per request, with
// upload progress. Success refreshes the prescriptions list (docs/screens.md#prescription-upload).
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@arogya/contracts/constants';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { PRESCRIPTION_MIME_TYPES, type Prescription } from '@arogya/contracts/prescriptions';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { uploadFile } from '../upload-file.ts';
import { prescriptionsKey } from './list-prescriptions.ts';

export const UPLOAD_FAILED = msg`Upload failed`;
export const UPLOAD_ERROR_FALLBACK = msg`An error occurred while uploading`;
export const PRESCRIPTION_ACCEPT = PRESCRIPTION_MIME_TYPES.join(',');

/** Images or PDF only (docs/product-rules.md#uploads); the server checks the bytes again. */
export function isPrescriptionFileType(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/') || file.type === 'application/pdf';
}

/** The browser's own size check before sending (the API refuses larger files with 413 too). */
export function tooLargeMessage(file: Pick<File, 'size' | 'name'>): string | null {
  return file.size > UPLOAD_MAX_BYTES ? `${file.name} is larger than ${UPLOAD_MAX_MB} MB.` : null;
}

export type UploadPrescriptionOptions = {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The date written on the prescription (YYYY-MM-DD); the server takes today when absent. */
  issuedOn?: string;
  note?: string;
  /** A family member's id; the account holder when absent. */
  forWhom?: string;
};

export async function uploadPrescription(
  file: File,
  options: UploadPrescriptionOptions = {},
): Promise<Prescription> {
  const body = await uploadFile<ApiSuccess<Prescription>>('/api/v1/doctors/addReceipt', file, {
    fileField: 'image',
    fields: { issuedOn: options.issuedOn, note: options.note, forWhom: options.forWhom },
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return body.result;
}

/** uploadPrescription, then the prescriptions list is fetched again. */
export function useUploadPrescription() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, options: UploadPrescriptionOptions = {}) => {
      const prescription = await uploadPrescription(file, options);
      void queryClient.invalidateQueries({ queryKey: prescriptionsKey });
      return prescription;
    },
    [queryClient],
  );
}
