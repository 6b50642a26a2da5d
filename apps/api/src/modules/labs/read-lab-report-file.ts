// GET /api/v1/labs/bookings/:id/report/file: the report PDF for the patient, its lab or a treating doctor
// (report-access.ts); 404 when there is none. The lab may read its upload before the report is ready; the
// patient and doctors once it is ready.
import type { Readable } from 'node:stream';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LabsDeps } from './labs-deps.ts';
import { readableBooking } from './report-access.ts';

export async function readLabReportFile(
  deps: LabsDeps,
  user: Actor,
  id: string,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  const { row, labId } = await readableBooking(deps, user, id, 'lab_report.file.read');
  const ownLab = labId === row.labId;
  if (!row.reportFileKey || (row.status !== 'report_ready' && !ownLab)) {
    throw AppError.notFound('This booking has no report file yet');
  }
  const file = await deps.storage.get(row.reportFileKey);
  if (!file) throw AppError.notFound('This booking has no report file yet');
  return { ...file, fileName: row.reportFileName ?? `${row.orderNumber}.pdf` };
}
