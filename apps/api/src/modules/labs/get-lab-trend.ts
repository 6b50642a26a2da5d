// GET /api/v1/labs/bookings/:id/trends/:parameterId: the booking's person's reported values of that
// parameter (matched by its code across tests and packages; the person is the holder, a family member or
// the someone else it was booked for, never matched by name alone: lib/person.ts), oldest first, for whoever
// may read the booking's report (report-access.ts). The patient and a treating doctor see every lab's values;
// a lab desk only the values its own lab produced. 404 unknown parameter.
import type { LabResultFlag, LabTrend } from '@arogya/contracts/labs';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { zonedParts } from '../../lib/zoned-time.ts';
import { mapRange } from './lab-mapper.ts';
import { rangeFor } from './lab-rules.ts';
import type { LabsDeps } from './labs-deps.ts';
import { readableBooking } from './report-access.ts';

export async function getLabTrend(
  deps: LabsDeps,
  user: Actor,
  id: string,
  parameterId: string,
): Promise<LabTrend> {
  const { row, person, labId } = await readableBooking(deps, user, id, 'lab_report.trend.read', {
    parameterId,
  });
  const param = await deps.labs.findParameter(parameterId);
  if (!param) throw AppError.notFound('Parameter not found');
  const [{ ranges }, points] = await Promise.all([
    deps.labs.parametersOf([param.testId]),
    deps.bookings.trend(row.userId, person, param.code, labId),
  ]);
  const range = rangeFor(
    ranges.filter((r) => r.parameterId === param.id),
    row.patientSex,
    row.patientAge,
  );
  return {
    parameter: { id: param.id, code: param.code, name: param.name, nameHi: param.nameHi, unit: param.unit },
    referenceRange: range ? mapRange(range) : null,
    points: points.map((p) => {
      const at = p.at ?? p.slotStartsAt;
      return {
        bookingId: p.bookingId,
        orderNumber: p.orderNumber,
        at: at.toISOString(),
        date: zonedParts(at).date,
        value: p.value ?? 0,
        flag: (p.flag as LabResultFlag | null) ?? null,
      };
    }),
  };
}
