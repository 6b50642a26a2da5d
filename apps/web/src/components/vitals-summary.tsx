// One set of recorded vitals as a compact list (doctor's desk, reception desk).
import type { Vitals } from '@arogya/contracts/appointments';
import { formatDate } from '../lib/format.ts';

export function vitalsEntries(v: Vitals): { label: string; value: string }[] {
  const entries: { label: string; value: string }[] = [];
  if (v.systolic !== null && v.diastolic !== null)
    entries.push({ label: 'Blood pressure', value: `${v.systolic}/${v.diastolic} mmHg` });
  if (v.pulse !== null) entries.push({ label: 'Pulse', value: `${v.pulse} beats/min` });
  if (v.temperatureC !== null) {
    const f = Math.round(((v.temperatureC * 9) / 5 + 32) * 10) / 10;
    entries.push({ label: 'Temperature', value: `${v.temperatureC} °C (${f} °F)` });
  }
  if (v.spo2 !== null) entries.push({ label: 'SpO₂', value: `${v.spo2}%` });
  if (v.respiratoryRate !== null)
    entries.push({ label: 'Respiratory rate', value: `${v.respiratoryRate} breaths/min` });
  if (v.weightKg !== null) entries.push({ label: 'Weight', value: `${v.weightKg} kg` });
  if (v.heightCm !== null) entries.push({ label: 'Height', value: `${v.heightCm} cm` });
  return entries;
}

export function VitalsSummary({ vitals }: { vitals: Vitals }) {
  return (
    <div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {vitalsEntries(vitals).map((e) => (
          <div key={e.label}>
            <dt className="text-xs text-slate-600">{e.label}</dt>
            <dd className="font-semibold text-slate-900">{e.value}</dd>
          </div>
        ))}
      </dl>
      {vitals.notes ? <p className="mt-2 text-sm text-slate-700">Notes: {vitals.notes}</p> : null}
      <p className="mt-2 text-xs text-slate-600">
        Recorded {formatDate(vitals.recordedAt)}
        {vitals.recordedBy ? ` by ${vitals.recordedBy}` : ''}
        {vitals.clinic ? ` at ${vitals.clinic.name}` : ''}
      </p>
    </div>
  );
}
