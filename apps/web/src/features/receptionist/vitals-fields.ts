// The vitals form's fields, with the plausible ranges the API enforces (contracts VITAL_RANGES) as hints.
import { VITAL_RANGES, type VitalsRequest } from '@arogya/contracts/appointments';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type NumberField = 'systolic' | 'diastolic' | 'pulse' | 'spo2' | 'respiratoryRate' | 'weightKg' | 'heightCm';

export const VITAL_FIELDS: readonly {
  name: NumberField;
  label: MessageDescriptor;
  unit: MessageDescriptor;
  step: string;
}[] = [
  { name: 'systolic', label: msg`BP systolic`, unit: msg`mmHg`, step: '1' },
  { name: 'diastolic', label: msg`BP diastolic`, unit: msg`mmHg`, step: '1' },
  { name: 'pulse', label: msg`Pulse`, unit: msg`beats/min`, step: '1' },
  { name: 'spo2', label: msg`SpO₂`, unit: msg`%`, step: '1' },
  { name: 'respiratoryRate', label: msg`Respiratory rate`, unit: msg`breaths/min`, step: '1' },
  { name: 'weightKg', label: msg`Weight`, unit: msg`kg`, step: '0.1' },
  { name: 'heightCm', label: msg`Height`, unit: msg`cm`, step: '0.1' },
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
