// GET /api/v1/labs/bookings/:id/report: the results of a booking whose report is ready, each value against
// the patient's range with its flag in words, for the patient, its lab or a treating doctor (report-access.ts).
// 422 while the report is not ready yet.
import { LAB_RESULT_FLAG_LABELS, type LabReport, type LabResultFlag } from '@arogya/contracts/labs';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { mapRange, reportFileUrl } from './lab-mapper.ts';
import type { LabsDeps } from './labs-deps.ts';
import { readableBooking } from './report-access.ts';
import { resultSheet } from './result-sheet.ts';

export async function getLabReport(deps: LabsDeps, user: Actor, id: string): Promise<LabReport> {
  const { row, person, labId } = await readableBooking(deps, user, id, 'lab_report.read');
  if (row.status !== 'report_ready') {
    throw AppError.rule(
      row.status === 'cancelled' ? 'This booking was cancelled' : 'The report is not ready yet',
    );
  }
  const [sheet, lab] = await Promise.all([resultSheet(deps, row), deps.labs.findLab(row.labId)]);
  const codes = sheet.flatMap((t) => t.parameters.map((p) => p.param.code));
  const repeated = await deps.bookings.repeatedCodes(row.userId, person, codes, labId);
  let flaggedCount = 0;
  const tests = sheet.map((t) => ({
    itemId: t.itemId,
    name: t.name,
    packageName: t.packageName,
    nameHi: t.nameHi,
    packageNameHi: t.packageNameHi,
    parameters: t.parameters
      .filter((p) => p.value !== null)
      .map((p) => {
        const flag = (p.flag as LabResultFlag | null) ?? null;
        if (flag && flag !== 'normal') flaggedCount += 1;
        return {
          parameterId: p.param.id,
          code: p.param.code,
          name: p.param.name,
          nameHi: p.param.nameHi,
          unit: p.param.unit,
          value: p.value ?? '',
          numericValue: p.numericValue,
          referenceRange: p.range ? mapRange(p.range) : null,
          flag,
          flagLabel: flag ? LAB_RESULT_FLAG_LABELS[flag] : null,
          trendAvailable: p.numericValue !== null && repeated.has(p.param.code),
        };
      }),
  }));
  return {
    bookingId: row.id,
    orderNumber: row.orderNumber,
    status: 'report_ready',
    patient: { name: row.patientName, age: row.patientAge, sex: row.patientSex as 'male' | 'female' },
    lab: { id: row.labId, name: lab?.name ?? '', nablNumber: lab?.nablNumber ?? '' },
    sampleBarcode: row.sampleBarcode,
    sampleCollectedAt: row.sampleCollectedAt?.toISOString() ?? null,
    reportReadyAt: row.reportReadyAt?.toISOString() ?? null,
    tests,
    flaggedCount,
    file:
      row.reportFileKey && row.reportUploadedAt
        ? {
            url: reportFileUrl(row.id),
            fileName: row.reportFileName ?? `${row.orderNumber}.pdf`,
            sizeBytes: row.reportSizeBytes ?? 0,
            uploadedAt: row.reportUploadedAt.toISOString(),
          }
        : null,
  };
}
