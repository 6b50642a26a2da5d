// The top of a doctor's page: who they are, status ('Online now' live for consult now), rating, registration, where and when they consult,
// the fee, and the ways to consult (consultation-buttons.tsx).

import { formatInr } from '@arogya/contracts/constants';
import type { DoctorDetail, Gender } from '@arogya/contracts/doctors';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AwardIcon from 'lucide-react/icons/award';
import ClockIcon from 'lucide-react/icons/clock';
import MapPinIcon from 'lucide-react/icons/map-pin';
import PhoneIcon from 'lucide-react/icons/phone-call';
import type { ReactNode } from 'react';
import { DoctorPhoto } from '../../../components/doctors/doctor-photo.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { formatIndianMobile } from '../../../lib/format.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { addressText, councilName, placeList } from '../../../lib/i18n/place-name.ts';
import { formatClockRange } from '../../../lib/india-time.ts';
import { useOnlineDoctors } from '../api/list-online-doctors.ts';
import { workingDaysSummary } from '../working-hours.ts';
import { ConsultationButtons } from './consultation-buttons.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { OnlineBadge } from './online-badge.tsx';
import { ShareButton } from './share-button.tsx';

export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
};

export const telHref = (phone: string) => `tel:+91${phone.replace(/\D/g, '').slice(-10)}`;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-slate-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

export function DoctorHeader({ doctor, userId }: { doctor: DoctorDetail; userId: string | null }) {
  const { t } = useLingui();
  const profile = doctor.doctorId;
  const onLeave = profile.onLeave;
  const offersVideo = doctor.consultationTypes.includes('video');
  const clinic = doctor.clinic;
  const years = profile.experience;
  const online = useOnlineDoctors([doctor.id]);

  return (
    <section
      aria-labelledby="doctor-name"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row">
        <DoctorPhoto src={doctor.image} size="lg" firstScreen />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {onLeave ? <Badge tone="amber">{t`On Leave`}</Badge> : <Badge tone="green">{t`Available`}</Badge>}
            {!onLeave && online.has(doctor.id) ? <OnlineBadge /> : null}
          </div>
          <h1 id="doctor-name" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>Dr. {doctor.name}</Trans>
          </h1>
          <p className="mt-1 font-medium text-brand-800">{localName(profile.specialization)}</p>
          <p className="mt-1 text-sm text-slate-700">{doctor.qualification}</p>
          <p className="mt-1 text-sm text-slate-700">
            {[
              t`${plural(years, { one: '# year experience', other: '# years experience' })}`,
              profile.department.name !== profile.specialization.name ? localName(profile.department) : null,
              t(GENDER_LABELS[profile.gender]),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div className="mt-2">
            <RatingStars rating={doctor.rating} count={doctor.reviewCount} size="md" />
          </div>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
            <AwardIcon aria-hidden="true" className="size-4 text-brand-700" />
            <Trans>
              Registration no. {doctor.registrationNumber} · {councilName(doctor.registrationCouncil)}
            </Trans>
            {doctor.registrationVerifiedAt ? (
              <span className="ml-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
                <Trans>Verified</Trans>
              </span>
            ) : null}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <FavouriteButton doctorId={doctor.id} doctorName={doctor.name} signedIn={userId !== null} />
            <ShareButton
              title={t`Dr. ${doctor.name}`}
              text={t`Dr. ${doctor.name}, ${localName(profile.specialization)}, on Arogya`}
            />
          </div>
        </div>
      </div>

      <dl className="mt-6 grid gap-3 border-t border-slate-100 pt-5 text-sm sm:grid-cols-2">
        <Fact icon={<MapPinIcon aria-hidden="true" className="size-4" />} label={t`Address`}>
          {clinic.name}, {addressText(clinic.address)}, {placeList([clinic.area, clinic.city])} -{' '}
          {clinic.pinCode}
        </Fact>
        <Fact icon={<PhoneIcon aria-hidden="true" className="size-4" />} label={t`Clinic phone`}>
          <a
            href={telHref(clinic.phone)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {formatIndianMobile(clinic.phone)}
          </a>
        </Fact>
        <Fact icon={<ClockIcon aria-hidden="true" className="size-4" />} label={t`Working hours`}>
          {workingDaysSummary(doctor.schedule)}, {formatClockRange(profile.startTime, profile.endTime)}
        </Fact>
      </dl>

      <div className="mt-5 flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          <Trans>
            Consultation fee{' '}
            <span className="ml-1 text-2xl font-bold text-slate-900">{formatInr(doctor.feePaise)}</span>
          </Trans>
        </p>
        <ConsultationButtons doctor={doctor} userId={userId} />
      </div>
      {!onLeave && !offersVideo ? (
        <p id="no-video" className="mt-2 text-right text-xs text-slate-600">
          <Trans>Dr. {doctor.name} does not consult by video.</Trans>
        </p>
      ) : null}
    </section>
  );
}
