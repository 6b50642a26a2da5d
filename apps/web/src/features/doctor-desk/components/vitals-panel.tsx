// The patient's vitals for this appointment (or the latest recorded), loaded only when the doctor asks:
// every read of health data by staff is audit-logged.
import type { Appointment } from '@arogya/contracts/appointments';
import { Trans } from '@lingui/react/macro';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { useId, useState } from 'react';
import { VitalsSummary } from '../../../components/vitals-summary.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePatientVitals } from '../api/list-vitals.ts';

export function VitalsPanel({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The vitals of the person the appointment is for: a family member's are theirs, not the account holder's.
  const vitals = usePatientVitals(appointment.patient.id, appointment.id, open);
  const forVisit = vitals.data?.find((v) => v.appointmentId === appointment.id);
  const latest = vitals.data?.[0];

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <Trans>Vitals</Trans>
        <ChevronDownIcon
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="mt-2 rounded-xl bg-slate-50 p-3">
        {!open ? null : vitals.isPending ? (
          <p className="text-sm text-slate-700">
            <Trans>Loading vitals...</Trans>
          </p>
        ) : vitals.isError ? (
          <p className="text-sm text-red-700">{errorMessage(vitals.error)}</p>
        ) : forVisit ? (
          <VitalsSummary vitals={forVisit} />
        ) : latest ? (
          <>
            <p className="mb-2 text-xs font-semibold text-slate-700">
              <Trans>None recorded for this visit. Latest recorded:</Trans>
            </p>
            <VitalsSummary vitals={latest} />
          </>
        ) : (
          <p className="text-sm text-slate-700">
            <Trans>No vitals recorded for this patient.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
