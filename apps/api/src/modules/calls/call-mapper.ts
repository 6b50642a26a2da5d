// The one shape a call leaves the API in (contracts/calls.ts Call), picked field by field from the row.
import type { Call, CallStatus, CallType } from '@arogya/contracts/calls';
import type { CallRow } from './calls.repository.ts';

export function mapCall(row: CallRow): Call {
  return {
    id: row.id,
    callType: row.callType as CallType,
    status: row.status as CallStatus,
    doctor: {
      id: row.doctorId,
      name: row.doctorName,
      specialty: row.specialtyName,
      specialtyHi: row.specialtyNameHi,
      registrationNumber: row.doctorRegistration,
      registrationCouncil: row.doctorCouncil,
    },
    patient: { id: row.patientId, name: row.patientName },
    reason: row.reason,
    appointmentId: row.appointmentId,
    initiatedBy: row.initiatedBy === 'doctor' ? 'doctor' : 'patient',
    createdAt: row.createdAt.toISOString(),
    ringExpiresAt: row.ringExpiresAt.toISOString(),
    startedAt: row.answeredAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
    endedBy: (row.endedBy as Call['endedBy']) ?? null,
    prescriptionId: row.ePrescriptionId,
  };
}
