// Photos a patient attaches to the problem they describe (POST /api/v1/consult-now/photos): the upload rules
// of prescriptions (JPEG, PNG, WebP or PDF by their bytes, 415 otherwise; at most UPLOAD_MAX_BYTES, 413),
// stored under a random key, theirs until named in a request. Read back (GET
// /api/v1/consult-now/requests/:id/photos/:photoId) by the patient, or by the doctor the request is offered
// to or who accepted it: that read is audited.

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_MB } from '@arogya/contracts/constants';
import type { ConsultPhoto } from '@arogya/contracts/consult-now';
import { PRESCRIPTION_MIME_TYPES } from '@arogya/contracts/pharmacy';
import { fileTypeFromBuffer } from 'file-type';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';

export type UploadedPhoto = { data: Buffer; truncated: boolean };

export async function uploadConsultPhoto(
  deps: ConsultNowDeps,
  user: Actor,
  file: UploadedPhoto,
  now: Date,
): Promise<ConsultPhoto> {
  if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', `Photos can be at most ${UPLOAD_MAX_MB} MB`);
  if (file.data.length === 0)
    throw AppError.invalid('The file is empty', [{ field: 'image', message: 'The file is empty' }]);
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !(PRESCRIPTION_MIME_TYPES as readonly string[]).includes(type.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Attach a photo (JPEG, PNG or WebP) or a PDF');
  const id = randomUUID();
  const fileKey = `consult-photos/${id}.${type.ext}`;
  await deps.storage.put(fileKey, file.data);
  await deps.requests.insertPhoto({
    id,
    userId: user.id,
    fileKey,
    contentType: type.mime,
    sizeBytes: file.data.length,
    createdAt: now,
  });
  return { id, sizeBytes: file.data.length, contentType: type.mime };
}

export async function getConsultPhoto(
  deps: ConsultNowDeps,
  user: Actor,
  requestId: string,
  photoId: string,
): Promise<{ stream: Readable; size: number; contentType: string }> {
  const request = await deps.requests.findById(requestId);
  const photo = request ? await deps.requests.photo(requestId, photoId) : undefined;
  if (!request || !photo) throw AppError.notFound('Photo not found');
  if (request.patientId !== user.id) {
    const doctor = await deps.presence.doctorOfUser(user.id);
    const theirs =
      doctor !== undefined &&
      ((request.status === 'offered' && request.offeredDoctorId === doctor.id) ||
        request.acceptedDoctorId === doctor.id);
    if (!theirs) throw AppError.notFound('Photo not found');
    await deps.audit.record({
      actor: user,
      action: 'consult_request.photo.read',
      subjectUserId: request.patientId,
      resourceType: 'consult_request',
      resourceId: request.id,
      meta: { photoId },
    });
  }
  const file = await deps.storage.get(photo.fileKey);
  if (!file) throw AppError.notFound('Photo not found');
  return { stream: file.stream, size: file.size, contentType: photo.contentType };
}
