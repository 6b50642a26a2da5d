import { describe, expect, it } from 'vitest';
import { vitalsEntries } from './vitals-summary.tsx';

const base = {
  id: 'v1',
  patientId: 'p1',
  appointmentId: null,
  familyMemberId: null,
  patientFor: 'self' as const,
  clinic: null,
  recordedAt: '2026-11-21T09:00:00Z',
  recordedBy: null,
  systolic: null,
  diastolic: null,
  pulse: null,
  temperatureC: null,
  spo2: null,
  respiratoryRate: null,
  weightKg: null,
  heightCm: null,
  notes: null,
};

describe('vitals entries', () => {
  it('lists only what was measured, with units', () => {
    expect(vitalsEntries({ ...base, systolic: 120, diastolic: 80, temperatureC: 37, spo2: 98 })).toEqual([
      { label: 'Blood pressure', value: '120/80 mmHg' },
      { label: 'Temperature', value: '37 °C (98.6 °F)' },
      { label: 'SpO₂', value: '98%' },
    ]);
    expect(vitalsEntries(base)).toEqual([]);
  });
});
