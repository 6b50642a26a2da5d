// One set of recorded vitals as a compact list (doctor's desk, reception desk), in the page's language.
import type { Vitals } from '@arogya/contracts/appointments';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatDate } from '../lib/format.ts';
import { localized } from '../lib/i18n/localized-labels.ts';

export function vitalsEntries(v: Vitals): { label: string; value: string }[] {
  const entries: { label: string; value: string }[] = [];
  if (v.systolic !== null && v.diastolic !== null)
    entries.push({ label: localized(msg`Blood pressure`), value: `${v.systolic}/${v.diastolic} mmHg` });
  if (v.pulse !== null) {
    const pulse = v.pulse;
    entries.push({ label: localized(msg`Pulse`), value: localized(msg`${pulse} beats/min`) });
  }
  if (v.temperatureC !== null) {
    const f = Math.round(((v.temperatureC * 9) / 5 + 32) * 10) / 10;
    entries.push({ label: localized(msg`Temperature`), value: `${v.temperatureC} °C (${f} °F)` });
  }
  if (v.spo2 !== null) entries.push({ label: 'SpO₂', value: `${v.spo2}%` });
  if (v.respiratoryRate !== null) {
    const rate = v.respiratoryRate;
    entries.push({ label: localized(msg`Respiratory rate`), value: localized(msg`${rate} breaths/min`) });
  }
  if (v.weightKg !== null) entries.push({ label: localized(msg`Weight`), value: `${v.weightKg} kg` });
  if (v.heightCm !== null) entries.push({ label: localized(msg`Height`), value: `${v.heightCm} cm` });
  return entries;
}

export function VitalsSummary({ vitals }: { vitals: Vitals }) {
  const recorded = formatDate(vitals.recordedAt);
  const by = vitals.recordedBy;
  const clinic = vitals.clinic?.name;
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
      {vitals.notes ? (
        <p className="mt-2 text-sm text-slate-700">
          <Trans>Notes: {vitals.notes}</Trans>
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        {by && clinic ? (
          <Trans>
            Recorded {recorded} by {by} at {clinic}
          </Trans>
        ) : by ? (
          <Trans>
            Recorded {recorded} by {by}
          </Trans>
        ) : clinic ? (
          <Trans>
            Recorded {recorded} at {clinic}
          </Trans>
        ) : (
          <Trans>Recorded {recorded}</Trans>
        )}
      </p>
    </div>
  );
}
