// Who is on the other end: the doctor's name and medical council registration (Telemedicine Practice
// Guidelines: the patient must be able to see them), or the patient for the doctor.

import { Trans } from '@lingui/react/macro';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { localName } from '../../../lib/i18n/local-name.ts';
import { councilName } from '../../../lib/i18n/place-name.ts';
import type { VideoCallDoctor } from '../../../lib/video-call-link.ts';

export function CallDoctorCard({
  doctor,
  compact = false,
}: {
  doctor: VideoCallDoctor | null;
  compact?: boolean;
}) {
  if (!doctor) return null;
  const name = doctor.name;
  const registration = doctor.registrationNumber;
  return (
    <div className={compact ? 'min-w-0' : 'rounded-xl border border-slate-200 bg-slate-50 p-4 text-left'}>
      <p className={`truncate font-semibold ${compact ? 'text-white' : 'text-slate-900'}`}>
        <Trans>Dr. {name}</Trans>
      </p>
      {doctor.specialization?.name && !compact ? (
        <p className="text-sm text-slate-600">{localName(doctor.specialization)}</p>
      ) : null}
      {doctor.registrationNumber ? (
        <p
          className={`mt-0.5 flex items-center gap-1 text-xs ${compact ? 'text-slate-300' : 'text-slate-600'}`}
        >
          <ShieldCheckIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span className={compact ? 'truncate' : ''}>
            <Trans>Reg. No. {registration}</Trans>
            {doctor.registrationCouncil && !compact ? `, ${councilName(doctor.registrationCouncil)}` : ''}
          </span>
        </p>
      ) : null}
    </div>
  );
}
