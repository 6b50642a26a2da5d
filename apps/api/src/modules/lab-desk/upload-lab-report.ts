// POST /api/v1/labs/uploadReport/:id: the lab uploads the signed report PDF of its booking, after the
// sample is collected and before the report is ready (422 otherwise); a repeat replaces it. Checked by its
// bytes (415 unless a PDF), at most LAB_REPORT_MAX_BYTES (413), kept in private storage under a random key.
import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_MB } from '@arogya/contracts/constants';
import { LAB_REPORT_FIELD, LAB_REPORT_MIME_TYPES, type LabReportFile } from '@arogya/contracts/labs';
import { fileTypeFromBuffer } from 'file-type';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { reportFileUrl } from '../labs/lab-mapper.ts';
import type { LabsDeps } from '../labs/labs-deps.ts';
import { labBooking } from '../labs/load-lab-booking.ts';

export type UploadedReport = { data: Buffer; fileName: string; truncated: boolean };

export async function uploadLabReport(
  deps: LabsDeps,
  user: Actor,
  id: string,
  file: UploadedReport,
  now: Date,
): Promise<LabReportFile> {
  const { row } = await labBooking(deps, user, id);
  if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', `Reports can be at most ${UPLOAD_MAX_MB} MB`);
  if (file.data.length === 0) {
    throw AppError.invalid('The file is empty', [{ field: LAB_REPORT_FIELD, message: 'The file is empty' }]);
  }
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !(LAB_REPORT_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the report as a PDF');
  }
  if (row.status !== 'sample_collected' && row.status !== 'processing') {
    throw AppError.rule(
      'The report can be uploaded after the sample is collected and before it is marked ready',
    );
  }
  const key = `lab-reports/${randomUUID()}.pdf`;
  await deps.storage.put(key, file.data);
  const fileName = (file.fileName || `${row.orderNumber}.pdf`).slice(0, 200);
  const updated = await deps.bookings.setReportFile(
    row.id,
    { key, name: fileName, size: file.data.length },
    now,
  );
  if (row.reportFileKey) await deps.storage.remove(row.reportFileKey).catch(() => {});
  return {
    url: reportFileUrl(row.id),
    fileName,
    sizeBytes: file.data.length,
    uploadedAt: (updated?.reportUploadedAt ?? now).toISOString(),
  };
}
