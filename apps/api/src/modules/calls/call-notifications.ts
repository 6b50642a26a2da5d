// What consultations tell (docs/product-rules.md#notifications), in the transaction of the change: the doctor
// that a patient is waiting on a call (urgent: never held by quiet hours), the patient that an e-prescription
// was issued, and, for each medicine of a long course (30 days or more: a chronic medicine), a refill
// reminder due three days before the course runs out, at 10:00 IST, with a one-tap link to reorder.
import type { Db } from '../../db/client.ts';
import { dateText, istClock } from '../notifications/message-format.ts';
import type { Notify } from '../notifications/notify.ts';

/** A course this long or longer is a chronic medicine's: it is refilled, not finished. */
export const CHRONIC_COURSE_DAYS = 30;
/** Days before a course runs out that its refill reminder is due. */
export const REFILL_NOTICE_DAYS = 3;

const MODES: Record<string, string> = { video: 'video consultation', audio: 'audio consultation' };

export async function notifyPatientWaiting(
  notify: Notify,
  tx: Db,
  call: { id: string; doctorUserId: string; patientName: string; callType: string; createdAt: Date },
) {
  await notify(tx, {
    kind: 'doctor_patient_waiting',
    eventKey: `call:${call.id}:waiting`,
    recipientUserId: call.doctorUserId,
    data: { patient: call.patientName, mode: MODES[call.callType] ?? call.callType, when: 'now' },
    link: '/doctor-desk',
    urgent: true,
  });
}

export async function notifyEPrescriptionIssued(
  notify: Notify,
  tx: Db,
  rx: {
    id: string;
    patientId: string;
    patientName: string;
    doctorName: string;
    issuedAt: Date;
    items: { name: string; dose: string; durationDays: number }[];
  },
) {
  const doctor = `Dr. ${rx.doctorName}`;
  const link = `/e-prescriptions/${rx.id}`;
  await notify(tx, {
    kind: 'e_prescription_issued',
    eventKey: `e_prescription:${rx.id}:issued`,
    recipientUserId: rx.patientId,
    data: { patient: rx.patientName, doctor },
    link,
  });
  for (const [position, item] of rx.items.entries()) {
    if (item.durationDays < CHRONIC_COURSE_DAYS) continue;
    const runsOut = new Date(rx.issuedAt.getTime() + item.durationDays * 86_400_000);
    await notify(tx, {
      kind: 'refill_reminder',
      eventKey: `e_prescription:${rx.id}:refill:${position}`,
      recipientUserId: rx.patientId,
      data: {
        patient: rx.patientName,
        medicine: `${item.name} ${item.dose}`.trim(),
        doctor,
        runsOutOn: dateText(runsOut),
      },
      link,
      dueAt: istClock(runsOut, 10, 0, -REFILL_NOTICE_DAYS),
    });
  }
}
