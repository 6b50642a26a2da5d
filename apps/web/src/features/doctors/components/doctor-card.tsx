// A doctor in a list: photo, name, specialty, experience, qualification, languages, clinic, fee, real
// rating, consultation types, 'Online now' for consult now, and links to the profile and to booking.
import { formatInr } from '@arogya/contracts/constants';
import type { DoctorCard as Doctor } from '@arogya/contracts/doctors';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LanguagesIcon from 'lucide-react/icons/languages';
import MapPinIcon from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DoctorPhoto } from '../../../components/doctors/doctor-photo.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { doctorDetailsPath } from '../../../config/paths.ts';
import { bookingHref } from '../../../lib/booking-link.ts';
import { CONSULTATION_TYPE_SHORT_MESSAGES } from '../../../lib/consultation-types.ts';
import { languageList } from '../../../lib/i18n/language-names.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { placeList } from '../../../lib/i18n/place-name.ts';
import { OnlineBadge } from './online-badge.tsx';

type DoctorCardProps = {
  doctor: Doctor;
  userId: string | null;
  headingLevel?: 2 | 3;
  /** Replaces the default 'View Profile' / 'Book Appointment' buttons. */
  actions?: ReactNode;
  /** 'Online now' for consult now (live, from list-online-doctors.ts). */
  online?: boolean;
};

export function DoctorCard({ doctor, userId, headingLevel = 2, actions, online = false }: DoctorCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const years = doctor.experience;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex gap-4">
        <DoctorPhoto src={doctor.image} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Heading className="text-lg font-semibold text-slate-900">
              <Trans>
                <Link to={doctorDetailsPath(doctor.id)} className="hover:text-brand-800 hover:underline">
                  Dr. {doctor.name}
                </Link>
              </Trans>
            </Heading>
            {doctor.onLeave ? <Badge tone="amber">{t`On Leave`}</Badge> : online ? <OnlineBadge /> : null}
          </div>
          <p className="text-sm font-medium text-brand-800">{localName(doctor.specialization)}</p>
          <p className="mt-0.5 text-sm text-slate-700">
            {t`${plural(years, { one: '# year experience', other: '# years experience' })} · ${doctor.qualification}`}
          </p>
          <div className="mt-1.5">
            <RatingStars rating={doctor.rating} count={doctor.reviewCount} />
          </div>
        </div>
      </div>

      <dl className="grid gap-1.5 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt>
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
            <Trans>
              <span className="sr-only">Clinic</span>
            </Trans>
          </dt>
          <dd>
            {doctor.clinic.name}, {placeList([doctor.clinic.area, doctor.clinic.city])}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <LanguagesIcon aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
            <Trans>
              <span className="sr-only">Languages</span>
            </Trans>
          </dt>
          <dd>{languageList(doctor.languages)}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <div>
          <p className="text-lg font-bold text-slate-900">
            <Trans>
              {formatInr(doctor.feePaise)}
              <span className="ml-1 text-sm font-normal text-slate-600">consultation fee</span>
            </Trans>
          </p>
          <ul aria-label={t`Consultation types`} className="mt-1 flex flex-wrap gap-1.5">
            {doctor.consultationTypes.map((type) => (
              <li key={type}>
                <Badge tone="brand">{t(CONSULTATION_TYPE_SHORT_MESSAGES[type])}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-2">
        {actions ?? (
          <>
            <Link
              to={doctorDetailsPath(doctor.id)}
              className={buttonClass('secondary', 'md', 'px-2 text-center')}
              aria-label={t`View profile of Dr. ${doctor.name}`}
            >
              <Trans>View Profile</Trans>
            </Link>
            {doctor.onLeave ? (
              <span className="inline-flex cursor-not-allowed items-center justify-center rounded-lg bg-slate-200 px-2 py-2.5 text-center text-sm font-semibold text-slate-700">
                Doctor on Leave
              </span>
            ) : (
              <Link
                to={bookingHref(doctor.id, userId)}
                className={buttonClass('primary', 'md', 'px-2 text-center')}
                aria-label={t`Book appointment with Dr. ${doctor.name}`}
              >
                <Trans>Book Appointment</Trans>
              </Link>
            )}
          </>
        )}
      </div>
    </article>
  );
}

export function DoctorCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex gap-4">
        <span className="size-20 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none" />
        <div className="flex-1 space-y-2">
          <span className="block h-5 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
          <span className="block h-4 w-1/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
          <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        </div>
      </div>
      <span className="mt-4 block h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <span className="mt-6 block h-10 w-full animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none" />
    </div>
  );
}
