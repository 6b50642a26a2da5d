// Real reviews: the average with the count and the spread by stars, the newest first, more on request;
// a signed-in customer writes one (a visitor signs in first).

import type { Review, ReviewSummary } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import PencilIcon from 'lucide-react/icons/pencil';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useProductReviews } from '../api/list-product-reviews.ts';

// The review form (react-hook-form and the contract's zod schema, about 40 KB gzipped) loads when it is
// opened, not with the product page (docs/bench.md#lighthouse).
const ProductReviewDialog = lazy(async () => ({
  default: (await import('./product-review-dialog.tsx')).ProductReviewDialog,
}));

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="border-b border-slate-200 py-4 last:border-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <h3 className="font-semibold text-slate-900">{review.title}</h3>
      </div>
      <p className="mt-1 text-slate-800">{review.comment}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <span>{review.user}</span>
        {review.verified ? (
          <span className="inline-flex items-center gap-1 font-semibold text-green-800">
            <BadgeCheckIcon aria-hidden="true" className="size-3.5" />
            <Trans>Verified purchase</Trans>
          </span>
        ) : null}
        <span>{formatDate(review.date)}</span>
        {review.helpful > 0 ? (
          <span>
            <Trans>{review.helpful} found this helpful</Trans>
          </span>
        ) : null}
      </p>
    </li>
  );
}

function ReviewPage({
  productId,
  page,
  isLast,
  onMore,
}: {
  productId: string;
  page: number;
  isLast: boolean;
  onMore: () => void;
}) {
  const query = useProductReviews(productId, page, true);
  if (query.isPending)
    return (
      <p className="py-3 text-sm text-slate-600">
        <Trans>Loading reviews...</Trans>
      </p>
    );
  if (query.isError) return <p className="py-3 text-sm text-red-700">{errorMessage(query.error)}</p>;
  const { result, pagination } = query.data;
  return (
    <>
      <ul>
        {result.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {isLast && pagination.page < pagination.totalPages ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onMore}>
          <Trans>Show more reviews</Trans>
        </Button>
      ) : null}
    </>
  );
}

/** 'Write a review' for a signed-in customer; a visitor signs in first and comes back to this product. */
function WriteReview({
  productId,
  productName,
  signedIn,
}: {
  productId: string;
  productName: string;
  signedIn: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => (signedIn ? setOpen(true) : navigate(paths.login, { state: { from: location } }))}
      >
        <PencilIcon aria-hidden="true" className="size-4" />
        {signedIn ? t`Write a review` : t`Sign in to write a review`}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ProductReviewDialog
            productId={productId}
            productName={productName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function ProductReviews({
  productId,
  productName,
  summary,
  firstPage,
  signedIn,
}: {
  productId: string;
  productName: string;
  summary: ReviewSummary;
  firstPage: Review[];
  signedIn: boolean;
}) {
  const { t } = useLingui();
  // 0: the newest reviews that came with the product; n: pages 1..n of the full list.
  const [pages, setPages] = useState(0);
  const write = <WriteReview productId={productId} productName={productName} signedIn={signedIn} />;
  if (summary.count === 0) {
    return (
      <div className="space-y-3">
        <p className="text-slate-700">
          <Trans>No reviews yet. Bought it? Tell others how it worked for you.</Trans>
        </p>
        {write}
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <div>
        <p className="text-4xl font-bold text-slate-900">{summary.average?.toFixed(1)}</p>
        <RatingStars rating={summary.average} count={summary.count} />
        <ul className="mt-3 space-y-1" aria-label={t`Ratings by stars`}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = summary.distribution[stars - 1] ?? 0;
            const share = summary.count > 0 ? Math.round((n / summary.count) * 100) : 0;
            return (
              <li key={stars} className="flex items-center gap-2 text-xs text-slate-700">
                <Trans>
                  <span className="w-10">{stars} star</span>
                  <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                    <span className="block h-full bg-amber-500" style={{ width: `${share}%` }} />
                  </span>
                  <span className="w-8 text-right">{n}</span>
                </Trans>
              </li>
            );
          })}
        </ul>
        <div className="mt-4">{write}</div>
      </div>
      <div>
        {pages === 0 ? (
          <>
            <ul>
              {firstPage.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
            {summary.count > firstPage.length ? (
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => setPages(1)}>
                <Trans>Show more reviews</Trans>
              </Button>
            ) : null}
          </>
        ) : (
          Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <ReviewPage
              key={n}
              productId={productId}
              page={n}
              isLast={n === pages}
              onMore={() => setPages(n + 1)}
            />
          ))
        )}
      </div>
    </div>
  );
}
