// POST /api/v1/calls/:id/prescription: the doctor of a completed teleconsultation writes its e-prescription,
// once, within E_PRESCRIPTION_WINDOW_HOURS. Medicines come from the catalogue and respect the telemedicine
// drug lists: never Schedule X; Schedule H and H1 only after a video consultation. Lab tests the doctor
// advises come from the lab catalogue (400 naming the field otherwise).

import { randomUUID } from 'node:crypto';
import {
  E_PRESCRIPTION_WINDOW_HOURS,
  type EPrescription,
  type EPrescriptionRequest,
  teleconsultationRestriction,
} from '@arogya/contracts/calls';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { addDays, daysBetween, todayIn } from '../../lib/zoned-time.ts';
import { notifyEPrescriptionIssued } from './call-notifications.ts';
import type { CallDeps } from './calls-deps.ts';
import { mapEPrescription } from './e-prescription-mapper.ts';

type Request = z.output<typeof EPrescriptionRequest>;

export const ALREADY_WRITTEN = 'An e-prescription has already been written for this consultation.';

export async function writeEPrescription(
  deps: CallDeps,
  doctor: Actor,
  callId: string,
  body: Request,
  now: Date,
): Promise<EPrescription> {
  const call = await deps.calls.findById(callId);
  if (!call || call.doctorUserId !== doctor.id) throw AppError.notFound('Call not found');
  if (call.ePrescriptionId) throw AppError.conflict(ALREADY_WRITTEN);
  if (call.status !== 'completed' || !call.endedAt) {
    throw AppError.rule('An e-prescription is written after a completed consultation.');
  }
  if (now.getTime() - call.endedAt.getTime() > E_PRESCRIPTION_WINDOW_HOURS * 3_600_000) {
    throw AppError.rule(
      `An e-prescription can be written within ${E_PRESCRIPTION_WINDOW_HOURS} hours of the consultation.`,
    );
  }
  if (body.followUpDate) {
    const today = todayIn(now);
    if (body.followUpDate < today || daysBetween(today, body.followUpDate) > 365) {
      throw AppError.invalid('The follow-up date must be between today and a year from now', [
        { field: 'followUpDate', message: `Pick a date from ${today} to ${addDays(today, 365)}` },
      ]);
    }
  }

  const found = await deps.ePrescriptions.productsByIds(body.items.map((i) => i.productId));
  const byId = new Map(found.map((p) => [p.id, p]));
  const callType = call.callType === 'audio' ? 'audio' : 'video';
  const refused: string[] = [];
  body.items.forEach((item, index) => {
    const product = byId.get(item.productId);
    if (!product)
      throw AppError.invalid('Medicine not found in the catalogue', [
        { field: `items.${index}.productId`, message: 'Not in the catalogue' },
      ]);
    if (product.kind !== 'medicine' && product.kind !== 'supplement') {
      throw AppError.invalid(`${product.name} is not a medicine`, [
        { field: `items.${index}.productId`, message: 'Not a medicine' },
      ]);
    }
    const restriction = teleconsultationRestriction(product.schedule, callType);
    if (restriction) refused.push(`${product.name}: ${restriction}`);
  });
  if (refused.length > 0)
    throw AppError.rule(`These medicines cannot be prescribed after this consultation. ${refused.join(' ')}`);

  const labTests = await deps.ePrescriptions.labItemsByIds(body.labTestIds);
  body.labTestIds.forEach((id, index) => {
    if (!labTests.some((t) => t.id === id))
      throw AppError.invalid('Lab test not found in the catalogue', [
        { field: `labTestIds.${index}`, message: 'Not in the lab test catalogue' },
      ]);
  });

  const credentials = await deps.ePrescriptions.doctorCredentials(call.doctorId);
  const rxId = randomUUID();
  if (!credentials) throw AppError.notFound('Doctor not found');
  try {
    await deps.ePrescriptions.insert(
      {
        id: rxId,
        callId: call.id,
        doctorId: call.doctorId,
        patientId: call.patientId,
        doctorName: credentials.name,
        doctorQualification: credentials.qualification,
        doctorRegistration: credentials.registrationNumber,
        doctorCouncil: credentials.registrationCouncil,
        patientName: call.patientName,
        callType,
        diagnosis: body.diagnosis || null,
        advice: body.advice || null,
        followUpDate: body.followUpDate ?? null,
        issuedAt: now,
      },
      body.items.map((item, position) => {
        const product = byId.get(item.productId);
        return {
          position,
          productId: item.productId,
          name: product?.name ?? '',
          saltComposition: product?.saltComposition ?? null,
          schedule: product?.schedule ?? 'OTC',
          dose: item.dose,
          frequency: item.frequency,
          durationDays: item.durationDays,
          instructions: item.instructions || null,
          quantity: item.quantity ?? 1,
        };
      }),
      call.appointmentId,
      body.labTestIds,
      (tx) =>
        notifyEPrescriptionIssued(deps.notify, tx, {
          id: rxId,
          patientId: call.patientId,
          patientName: call.patientName,
          doctorName: credentials.name,
          issuedAt: now,
          items: body.items.map((item) => ({
            name: byId.get(item.productId)?.name ?? '',
            dose: item.dose,
            durationDays: item.durationDays,
          })),
        }),
    );
  } catch (err) {
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'e_prescriptions_call_unique') {
      throw AppError.conflict(ALREADY_WRITTEN);
    }
    throw err;
  }
  const written = await deps.calls.findById(call.id);
  const record = written?.ePrescriptionId
    ? await deps.ePrescriptions.findById(written.ePrescriptionId)
    : undefined;
  if (!record) throw new Error('e-prescription vanished after insert');
  return mapEPrescription(record);
}
