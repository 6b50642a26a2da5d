// A page of doctor cards with its loading skeleton, error (Try Again), empty state and pagination, and each
// doctor's live 'Online now' (consult now).

import { SKELETON_CARD_COUNT } from '@arogya/contracts/constants';
import type { DoctorCard as Doctor } from '@arogya/contracts/doctors';
import type { ApiPage } from '@arogya/contracts/errors';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOnlineDoctors } from '../api/list-online-doctors.ts';
import { DoctorCard, DoctorCardSkeleton } from './doctor-card.tsx';

type DoctorListProps = {
  query: UseQueryResult<ApiPage<Doctor>>;
  userId: string | null;
  onPage: (page: number) => void;
  empty: ReactNode;
  renderActions?: (doctor: Doctor) => ReactNode;
  headingLevel?: 2 | 3;
};

export function DoctorList({
  query,
  userId,
  onPage,
  empty,
  renderActions,
  headingLevel = 2,
}: DoctorListProps) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <div className="grid gap-4 xl:grid-cols-2">
        <LoadingNote label={t`Loading doctors...`} />
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <DoctorCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t`Doctors could not be loaded`}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { result, pagination } = query.data;
  if (result.length === 0) return <>{empty}</>;
  return (
    <DoctorPage
      result={result}
      pagination={pagination}
      {...{ query, userId, onPage, renderActions, headingLevel }}
    />
  );
}

/** A page of cards, each with its live 'Online now' badge. */
function DoctorPage({
  result,
  pagination,
  query,
  userId,
  onPage,
  renderActions,
  headingLevel,
}: Omit<DoctorListProps, 'empty'> &
  Pick<ApiPage<Doctor>, 'result' | 'pagination'> & { headingLevel: 2 | 3 }) {
  const { t } = useLingui();
  const online = useOnlineDoctors(result.map((d) => d.id));
  return (
    <div aria-busy={query.isFetching || undefined}>
      <ul className={`grid gap-4 xl:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        {result.map((doctor) => (
          <li key={doctor.id} className="flex">
            {/* Each card is a Suspense boundary, hydrated on its own (docs/ARCHITECTURE.md#hydration). */}
            <div className="w-full">
              <Suspense>
                <DoctorCard
                  doctor={doctor}
                  userId={userId}
                  headingLevel={headingLevel}
                  actions={renderActions?.(doctor)}
                  online={online.has(doctor.id)}
                />
              </Suspense>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        more={pagination.totalIsEstimate}
        onPage={onPage}
        label={t`Result pages`}
      />
    </div>
  );
}
