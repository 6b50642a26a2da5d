// POST /api/v1/consult-now/photos (multipart, field 'image'): one photo of the problem per request, with the
// upload limits of prescriptions, checked in the browser first (docs/product-rules.md#uploads).

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@arogya/contracts/constants';
import type { ConsultPhoto } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { msg } from '@lingui/core/macro';
import { displayI18n } from '../../../lib/i18n/display-locale.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** Why the browser will not send this file, or null. */
export function photoProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const name = file.name;
  if (!file.type.startsWith('image/') && file.type !== 'application/pdf')
    return displayI18n()._(msg`${name} is not a photo or a PDF.`);
  if (file.size > UPLOAD_MAX_BYTES) return displayI18n()._(msg`${name} is larger than ${UPLOAD_MAX_MB} MB.`);
  return null;
}

export async function uploadConsultPhoto(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ConsultPhoto> {
  return (
    await uploadFile<ApiSuccess<ConsultPhoto>>('/api/v1/consult-now/photos', file, {
      fileField: 'image',
      ...options,
    })
  ).result;
}
