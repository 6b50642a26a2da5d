// Who the appointment is with: photo, name, specialty, clinic and fee.

import { formatInr } from '@arogya/contracts/constants';
import type { DoctorDetail } from '@arogya/contracts/doctors';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DoctorPhoto } from '../../../components/doctors/doctor-photo.tsx';
import { doctorDetailsPath } from '../../../config/paths.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { placeList } from '../../../lib/i18n/place-name.ts';

export function DoctorSummary({ doctor }: { doctor: DoctorDetail }) {
  const clinic = doctor.clinic;
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <DoctorPhoto src={doctor.image} size="sm" />
      <div className="min-w-0 text-sm">
        <p className="text-base font-semibold text-slate-900">
          <Trans>
            <Link to={doctorDetailsPath(doctor.id)} className="hover:underline">
              Dr. {doctor.name}
            </Link>
          </Trans>
        </p>
        <p className="font-medium text-brand-800">{localName(doctor.doctorId.specialization)}</p>
        <p className="text-slate-700">
          {clinic.name}, {placeList([clinic.area, clinic.city])}
        </p>
        <p className="mt-1 text-slate-900">
          <Trans>
            Fee <span className="font-bold">{formatInr(doctor.feePaise)}</span>
          </Trans>
        </p>
      </div>
    </div>
  );
}
