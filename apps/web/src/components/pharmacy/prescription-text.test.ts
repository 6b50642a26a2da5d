import type { Prescription } from '@arogya/contracts/prescriptions';
import { describe, expect, it } from 'vitest';
import { prescriptionDates, prescriptionItemText, prescriptionTitle } from './prescription-text.ts';

const base: Prescription = {
  id: 'rx1',
  source: 'uploaded',
  fileUrl: '/api/v1/prescriptions/rx1/file',
  fileName: 'rx.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 100,
  issuedAt: '2026-11-01T06:30:00.000Z',
  createdAt: '2026-11-01T06:30:00.000Z',
  validUntil: '2026-12-01T06:30:00.000Z',
  valid: true,
  note: null,
  doctor: null,
  viaTeleconsultation: false,
  items: [],
  forPerson: null,
};

describe('prescription words', () => {
  it('name the file or the doctor', () => {
    expect(prescriptionTitle(base)).toBe('Uploaded: rx.pdf');
    expect(
      prescriptionTitle({
        ...base,
        source: 'doctor',
        doctor: { id: 'd1', name: 'Dr. Arjun Mehta', registrationNumber: 'MMC-1', registrationCouncil: null },
        viaTeleconsultation: true,
      }),
    ).toBe('Dr. Arjun Mehta (via teleconsultation)');
  });

  it('say until when it can be used, or that it is too old', () => {
    expect(prescriptionDates(base)).toBe(
      'Written on 1 November 2026 · usable for orders until 1 December 2026',
    );
    expect(prescriptionDates({ ...base, valid: false })).toBe(
      'Written on 1 November 2026 · older than 30 days',
    );
  });
});

describe('prescribed medicine words', () => {
  it('join what is given and leave out what is not', () => {
    const item = {
      name: 'Telma 40 Tablet',
      dosage: '1 tablet',
      frequency: 'Once daily',
      duration: '30 days',
      instructions: null,
    };
    expect(prescriptionItemText(item)).toBe('Telma 40 Tablet — 1 tablet, Once daily, 30 days');
    expect(
      prescriptionItemText({
        ...item,
        dosage: null,
        frequency: null,
        duration: null,
        instructions: 'After food',
      }),
    ).toBe('Telma 40 Tablet (After food)');
  });
});
