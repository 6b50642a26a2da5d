// The vitals form's fields, with the plausible ranges the API enforces (contracts VITAL_RANGES) as hints.
import { VITAL_RANGES, type VitalsRequest } from '@arogya/contracts/appointments';

type NumberField = 'systolic' | 'diastolic' | 'pulse' | 'spo2' | 'respiratoryRate' | 'weightKg' | 'heightCm';

export const VITAL_FIELDS: readonly { name: NumberField; label: string; unit: string; step: string }[] = [
  { name: 'systolic', label: 'BP systolic', unit: 'mmHg', step: '1' },
  { name: 'diastolic', label: 'BP diastolic', unit: 'mmHg', step: '1' },
  { name: 'pulse', label: 'Pulse', unit: 'beats/min', step: '1' },
  { name: 'spo2', label: 'SpO₂', unit: '%', step: '1' },
  { name: 'respiratoryRate', label: 'Respiratory rate', unit: 'breaths/min', step: '1' },
  { name: 'weightKg', label: 'Weight', unit: 'kg', step: '0.1' },
  { name: 'heightCm', label: 'Height', unit: 'cm', step: '0.1' },
];

export function rangeHint(name: NumberField): string {
  const r = VITAL_RANGES[name];
  return `${r.min}–${r.max}`;
}

export function temperatureHint(unit: 'C' | 'F'): string {
  const r = unit === 'F' ? VITAL_RANGES.temperatureF : VITAL_RANGES.temperatureC;
  return `${r.min}–${r.max} °${unit}`;
}

/** An empty input is 'not measured' (undefined); anything else is a number for the schema to check. */
export function optionalNumber(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  return n;
}

export const VITALS_FORM_FIELDS = [
  'systolic',
  'diastolic',
  'pulse',
  'temperature',
  'temperatureUnit',
  'spo2',
  'respiratoryRate',
  'weightKg',
  'heightCm',
  'notes',
] as const satisfies readonly (keyof VitalsRequest)[];
