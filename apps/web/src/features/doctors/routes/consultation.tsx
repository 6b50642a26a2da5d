// /consultation/:specialtyId: the doctors of one specialty, with the consultation types each offers and a
// booking button for each type; the specialty's consult now with its doctors online now.
import type { ConsultationType, DoctorCard } from '@arogya/contracts/doctors';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { Link, useParams, useSearchParams } from 'react-router';
import { SpecialtyIcon } from '../../../components/doctors/specialty-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { doctorDetailsPath, paths } from '../../../config/paths.ts';
import { bookingHref } from '../../../lib/booking-link.ts';
import { CONSULTATION_TYPE_MESSAGES, isConsultationType } from '../../../lib/consultation-types.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { doctorsQuery, useDoctors } from '../api/list-doctors.ts';
import { findSpecialty, specialtiesQuery, useSpecialties } from '../api/list-specialties.ts';
import { ConsultNowPanel } from '../components/consult-now-panel.tsx';
import { DoctorList } from '../components/doctor-list.tsx';
import { useSignedInUser } from '../use-signed-in-user.ts';

const TYPES: (ConsultationType | undefined)[] = [undefined, 'in-person', 'video', 'audio'];

const BOOK_TYPE: Record<ConsultationType, MessageDescriptor> = {
  'in-person': msg`Book in-clinic visit`,
  video: msg`Book video consultation`,
  audio: msg`Book audio consultation`,
};

const NONE_OFFERS: Record<ConsultationType, MessageDescriptor> = {
  'in-person': msg`No doctor of this specialty offers an in-clinic visit right now.`,
  video: msg`No doctor of this specialty offers a video consultation right now.`,
  audio: msg`No doctor of this specialty offers an audio consultation right now.`,
};

/** The consultation type and page the address asks for. */
function listFrom(params: URLSearchParams) {
  const rawType = params.get('type');
  const type = isConsultationType(rawType) ? rawType : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { type, page };
}

export default function ConsultationPage() {
  const { t } = useLingui();
  const { specialtyId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { type, page } = listFrom(params);
  const specialties = useSpecialties();
  const specialty = findSpecialty(specialties.data, specialtyId);
  const doctors = useDoctors({ specialty: specialtyId, consultationType: type, page });
  const user = useSignedInUser();
  const specialtyName = specialty ? localName(specialty) : '';
  const title = specialty ? t`${specialtyName} consultation` : t`Consultation by specialty`;
  usePageTitle(title);

  const setQuery = (next: { type?: ConsultationType; page?: number }) => {
    const copy = new URLSearchParams();
    if (next.type) copy.set('type', next.type);
    if (next.page && next.page > 1) copy.set('page', String(next.page));
    setParams(copy, { preventScrollReset: next.page === undefined });
  };

  if (specialties.isSuccess && !specialty) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="sr-only">
          <Trans>Consultation by specialty</Trans>
        </h1>
        <EmptyState
          title={t`Specialty not found`}
          action={
            <Link to={paths.doctorSearch} className={buttonClass('primary')}>
              <Trans>See all specialties</Trans>
            </Link>
          }
        >
          <Trans>We could not find the specialty “{specialtyId}”.</Trans>
        </EmptyState>
      </div>
    );
  }

  const renderActions = (doctor: DoctorCard) => (
    <div className="col-span-2 flex flex-wrap gap-2">
      <Trans>
        <Link to={doctorDetailsPath(doctor.id)} className={buttonClass('secondary', 'sm')}>
          View Profile
        </Link>
      </Trans>
      {doctor.onLeave ? (
        <span className="inline-flex cursor-not-allowed items-center rounded-lg bg-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-700">
          Doctor on Leave
        </span>
      ) : (
        doctor.consultationTypes.map((kind) => (
          <Link
            key={kind}
            to={bookingHref(doctor.id, user?.id, { type: kind })}
            className={buttonClass('primary', 'sm')}
          >
            {t(BOOK_TYPE[kind])}
            <span className="sr-only">{t`with Dr. ${doctor.name}`}</span>
          </Link>
        ))
      )}
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to={paths.doctorSearch}
        className="mb-4 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        <Trans>All specialties</Trans>
      </Link>
      <div className="flex items-start gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-800">
          <SpecialtyIcon name={specialty?.icon ?? 'stethoscope'} className="size-7" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {specialty ? specialtyName : <Skeleton className="h-8 w-48" />}
          </h1>
          {specialty ? (
            <p className="mt-1 text-slate-700">
              {localText(specialty.description, specialty.descriptionHi)}{' '}
              <span className="text-slate-600">({localName(specialty.department)})</span>
            </p>
          ) : null}
        </div>
      </div>

      {specialty ? <ConsultNowPanel specialty={specialty} /> : null}

      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Consultation type</Trans>
        </legend>
        {TYPES.map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            aria-pressed={type === option}
            onClick={() => setQuery({ type: option })}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              type === option
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
            }`}
          >
            {option ? t(CONSULTATION_TYPE_MESSAGES[option]) : t`All types`}
          </button>
        ))}
      </fieldset>

      <section aria-labelledby="specialty-doctors" className="mt-6">
        <h2 id="specialty-doctors" className="sr-only">
          <Trans>Doctors</Trans>
        </h2>
        <DoctorList
          query={doctors}
          userId={user?.id ?? null}
          headingLevel={3}
          onPage={(next) => setQuery({ type, page: next })}
          renderActions={renderActions}
          empty={
            <EmptyState
              title={t`No doctors found`}
              action={
                <Link to={paths.doctors} className={buttonClass('secondary')}>
                  <Trans>Browse all doctors</Trans>
                </Link>
              }
            >
              {type ? t(NONE_OFFERS[type]) : t`No doctor of this specialty is listed yet.`}
            </EmptyState>
          }
        />
      </section>
    </div>
  );
}

export const loader = queryLoader((client, { params, request }) => {
  const { type, page } = listFrom(new URL(request.url).searchParams);
  return [
    client.ensureQueryData(specialtiesQuery()),
    client.ensureQueryData(
      doctorsQuery({ specialty: params.specialtyId ?? '', consultationType: type, page }),
    ),
  ];
});
