// The shape a prescription leaves the API in; the file is served only through the access-checked route.
import type { Prescription, PrescriptionItem } from '@arogya/contracts/pharmacy';
import { isPrescriptionValid, prescriptionValidUntil } from '../pricing/prescription-rule.ts';
import type { PrescriptionRow } from './prescriptions.repository.ts';

export const prescriptionFileUrl = (id: string) => `/api/v1/prescriptions/${encodeURIComponent(id)}/file`;

export function mapPrescription(row: PrescriptionRow, now: Date): Prescription {
  const items = Array.isArray(row.items) ? (row.items as PrescriptionItem[]) : [];
  return {
    id: row.id,
    source: row.source as Prescription['source'],
    fileUrl: row.fileKey ? prescriptionFileUrl(row.id) : null,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    issuedAt: row.issuedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    validUntil: prescriptionValidUntil(row.issuedAt).toISOString(),
    valid: isPrescriptionValid(row.issuedAt, now),
    note: row.note,
    doctor:
      row.source === 'doctor' && row.doctorName && row.doctorRegistration
        ? {
            id: row.doctorId,
            name: row.doctorName,
            registrationNumber: row.doctorRegistration,
            registrationCouncil: row.doctorCouncil,
          }
        : null,
    viaTeleconsultation: row.viaTeleconsultation,
    forPerson:
      row.familyMemberId && row.patientName ? { id: row.familyMemberId, name: row.patientName } : null,
    items: items.map((i) => ({
      name: i.name,
      dosage: i.dosage ?? null,
      frequency: i.frequency ?? null,
      duration: i.duration ?? null,
      instructions: i.instructions ?? null,
    })),
  };
}
