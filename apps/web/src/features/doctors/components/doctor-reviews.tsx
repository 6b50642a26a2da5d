// Verified reviews of a doctor, newest first, a few at a time.

import type { DoctorDetail } from '@arogya/contracts/doctors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { NO_REVIEWS, RatingStars } from '../../../components/ui/rating-stars.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDoctorReviews } from '../api/list-doctor-reviews.ts';

export function DoctorReviews({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useLingui();
  const reviews = useDoctorReviews(doctor.id);
  const items = reviews.data?.pages.flatMap((p) => p.result) ?? [];
  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Patient reviews</Trans>
        </h2>
        <RatingStars rating={doctor.rating} count={doctor.reviewCount} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Only patients who completed an appointment can leave a review.</Trans>
      </p>

      {reviews.isPending ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : reviews.isError ? (
        <div className="mt-4">
          <ErrorState
            title={t`Reviews could not be loaded`}
            message={errorMessage(reviews.error)}
            onRetry={() => void reviews.refetch()}
            headingLevel={3}
          />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 text-slate-700">{t(NO_REVIEWS)}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-100">
            {items.map((review) => (
              <li key={review.id} className="py-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    <Trans>
                      {review.user}
                      <span className="ml-2 text-xs font-medium text-green-800">Verified visit</span>
                    </Trans>
                  </p>
                  <p className="text-xs text-slate-600">{formatDate(review.date)}</p>
                </div>
                <div className="mt-1">
                  <RatingStars rating={review.rating} />
                </div>
                {review.comment ? <p className="mt-2 text-sm text-slate-800">{review.comment}</p> : null}
              </li>
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void reviews.fetchNextPage()}
              pending={reviews.isFetchingNextPage}
              pendingLabel={t`Loading...`}
            >
              <Trans>Show more reviews</Trans>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
