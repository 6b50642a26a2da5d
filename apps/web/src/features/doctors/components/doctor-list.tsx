// A page of doctor cards with its loading skeleton, error (Try Again), empty state and pagination.

import { SKELETON_CARD_COUNT } from '@arogya/contracts/constants';
import type { DoctorCard as Doctor } from '@arogya/contracts/doctors';
import type { ApiPage } from '@arogya/contracts/errors';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
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
  if (query.isPending) {
    return (
      <div className="grid gap-4 xl:grid-cols-2">
        <LoadingNote label="Loading doctors..." />
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
        title="Doctors could not be loaded"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { result, pagination } = query.data;
  if (result.length === 0) return <>{empty}</>;
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
        label="Result pages"
      />
    </div>
  );
}
