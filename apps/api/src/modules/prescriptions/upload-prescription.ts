// A patient uploads a prescription (POST /api/v1/doctors/addReceipt): JPEG, PNG, WebP or PDF, checked by
// its bytes (415 otherwise), at most UPLOAD_MAX_BYTES (413), stored under a random key. Validity counts
// from the date written on it (`issuedOn`, IST), else from today. `forWhom` names one of the account's family
// members (another account's is a 400 naming the field), whose name goes on it.
import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_MB } from '@arogya/contracts/constants';
import { PRESCRIPTION_MIME_TYPES, type Prescription } from '@arogya/contracts/pharmacy';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { zonedToUtc } from '../../lib/zoned-time.ts';
import { resolvePatient } from '../family/resolve-patient.ts';
import { mapPrescription } from './prescription-mapper.ts';
import type { PrescriptionsDeps } from './prescriptions-deps.ts';

export type UploadedFile = { data: Buffer; fileName: string; truncated: boolean };
const NOON = 12 * 60;

export async function uploadPrescription(
  deps: PrescriptionsDeps,
  userId: string,
  file: UploadedFile,
  fields: { issuedOn?: string; note?: string; forWhom?: string },
  now: Date,
): Promise<Prescription> {
  if (file.truncated)
    throw new AppError('PAYLOAD_TOO_LARGE', `Prescriptions can be at most ${UPLOAD_MAX_MB} MB`);
  if (file.data.length === 0) {
    throw AppError.invalid('The file is empty', [{ field: 'image', message: 'The file is empty' }]);
  }
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !(PRESCRIPTION_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Upload a photo (JPEG, PNG or WebP) or a PDF of the prescription',
    );
  }
  const issuedAt = fields.issuedOn ? zonedToUtc(fields.issuedOn, NOON) : now;
  if (issuedAt.getTime() > now.getTime() + 36 * 3_600_000) {
    throw AppError.invalid('The prescription date cannot be in the future', [
      { field: 'issuedOn', message: 'Cannot be in the future' },
    ]);
  }
  const person = await resolvePatient(deps.family, userId, fields.forWhom, now);
  const id = randomUUID();
  const key = `prescriptions/${id}.${type.ext}`;
  await deps.storage.put(key, file.data);
  const row = await deps.prescriptions.insert({
    id,
    userId,
    source: 'uploaded',
    fileKey: key,
    fileName: file.fileName.slice(0, 200) || `prescription.${type.ext}`,
    mimeType: type.mime,
    sizeBytes: file.data.length,
    issuedAt,
    note: fields.note || null,
    familyMemberId: person.familyMemberId,
    patientName: person.familyMemberId ? person.name : null,
    createdAt: now,
  });
  return mapPrescription(row, now);
}
