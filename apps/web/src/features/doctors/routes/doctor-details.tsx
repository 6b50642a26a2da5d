// /doctor-details/:id: the doctor's profile with Overview and Availability tabs, and reviews.

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { Suspense } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { doctorQuery, useDoctor } from '../../../lib/api/get-doctor.ts';
import { doctorSlotsQuery } from '../../../lib/api/get-doctor-slots.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { doctorReviewsQuery } from '../api/list-doctor-reviews.ts';
import { DoctorAvailability } from '../components/doctor-availability.tsx';
import { DoctorDetailsSkeleton } from '../components/doctor-details-skeleton.tsx';
import { DoctorHeader } from '../components/doctor-header.tsx';
import { DoctorOverview } from '../components/doctor-overview.tsx';
import { DoctorReviews } from '../components/doctor-reviews.tsx';
import { useSignedInUser } from '../use-signed-in-user.ts';

const TABS = [
  { id: 'overview', label: msg`Overview` },
  { id: 'availability', label: msg`Availability` },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function DoctorDetailsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const doctor = useDoctor(id);
  const user = useSignedInUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'availability' ? 'availability' : 'overview';
  usePageTitle(doctor.data ? t`Dr. ${doctor.data.name}` : t`Doctor details`);

  const onTab = (next: TabId) => {
    const copy = new URLSearchParams(params);
    if (next === 'overview') copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true, preventScrollReset: true });
  };

  // Back to wherever the visitor came from inside the app; a shared link opened fresh goes to the listing.
  const goBack = () => (location.key === 'default' ? navigate(paths.doctors) : navigate(-1));

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <button
        type="button"
        onClick={goBack}
        className="mb-4 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        <Trans>Back</Trans>
      </button>

      {doctor.isPending ? (
        <DoctorDetailsSkeleton />
      ) : doctor.isError ? (
        <ErrorState
          headingLevel={1}
          title={t`Error Loading Doctor Details`}
          message={errorMessage(doctor.error, t`Doctor not found`)}
          onRetry={() => void doctor.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <DoctorHeader doctor={doctor.data} userId={user?.id ?? null} />
          {/* The sections below the header are Suspense boundaries, hydrated on their own (docs/ARCHITECTURE.md#hydration). */}
          <div>
            <Suspense>
              <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
                <Tabs
                  label={t`Doctor information`}
                  tabs={TABS.map((entry) => ({ ...entry, label: t(entry.label) }))}
                  value={tab}
                  onChange={onTab}
                >
                  {tab === 'overview' ? (
                    <DoctorOverview doctor={doctor.data} />
                  ) : (
                    <DoctorAvailability doctor={doctor.data} userId={user?.id ?? null} />
                  )}
                </Tabs>
              </div>
            </Suspense>
          </div>
          <div>
            <Suspense>
              <DoctorReviews doctor={doctor.data} />
            </Suspense>
          </div>
        </div>
      )}
    </div>
  );
}

export const loader = queryLoader((client, { params, request }) => [
  client.ensureQueryData(doctorQuery(params.id ?? '')),
  client.ensureInfiniteQueryData(doctorReviewsQuery(params.id ?? '')),
  // The availability tab, when the address names it, shows the slots at once.
  ...(new URL(request.url).searchParams.get('tab') === 'availability'
    ? [client.ensureQueryData(doctorSlotsQuery(params.id ?? ''))]
    : []),
]);
