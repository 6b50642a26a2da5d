// The shape an e-prescription leaves the API in, with today's catalogue price and stock of each medicine.
import type { CallType, EPrescription, EPrescriptionItem } from '@arogya/contracts/calls';
import { productImageUrl } from '@arogya/contracts/pharmacy';
import { mapAdvisedTest } from './advised-test-mapper.ts';
import type { EPrescriptionRecord } from './e-prescriptions.repository.ts';

export const ePrescriptionPdfUrl = (id: string) =>
  `/api/v1/calls/prescriptions/${encodeURIComponent(id)}/pdf`;

export function mapEPrescription({ rx, items, labTests }: EPrescriptionRecord): EPrescription {
  return {
    id: rx.id,
    callId: rx.callId,
    callType: rx.callType as CallType,
    issuedAt: rx.issuedAt.toISOString(),
    viaTeleconsultation: true,
    doctor: {
      id: rx.doctorId,
      name: rx.doctorName,
      qualification: rx.doctorQualification,
      registrationNumber: rx.doctorRegistration,
      registrationCouncil: rx.doctorCouncil,
    },
    patient: { id: rx.patientId, name: rx.patientName },
    diagnosis: rx.diagnosis,
    items: items.map(
      (r): EPrescriptionItem => ({
        productId: r.item.productId,
        name: r.item.name,
        saltComposition: r.item.saltComposition,
        schedule: r.item.schedule as EPrescriptionItem['schedule'],
        dose: r.item.dose,
        frequency: r.item.frequency,
        durationDays: r.item.durationDays,
        instructions: r.item.instructions,
        quantity: r.item.quantity,
        product: {
          pricePaise: r.pricePaise,
          mrpPaise: r.mrpPaise,
          unit: r.unit,
          manufacturer: r.manufacturer,
          image: productImageUrl(r.item.productId),
          inStock: r.stock > 0,
        },
      }),
    ),
    advice: rx.advice,
    followUpDate: rx.followUpDate,
    advisedTests: labTests.map(mapAdvisedTest),
    pdfUrl: ePrescriptionPdfUrl(rx.id),
  };
}
