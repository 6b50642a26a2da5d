// Real reviews: the average with the count and the spread by stars, the newest first, more on request.
import type { Review, ReviewSummary } from '@arogya/contracts/pharmacy';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useProductReviews } from '../api/list-product-reviews.ts';

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
            Verified purchase
          </span>
        ) : null}
        <span>{formatDate(review.date)}</span>
        {review.helpful > 0 ? <span>{review.helpful} found this helpful</span> : null}
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
  if (query.isPending) return <p className="py-3 text-sm text-slate-600">Loading reviews...</p>;
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
          Show more reviews
        </Button>
      ) : null}
    </>
  );
}

export function ProductReviews({
  productId,
  summary,
  firstPage,
}: {
  productId: string;
  summary: ReviewSummary;
  firstPage: Review[];
}) {
  // 0: the newest reviews that came with the product; n: pages 1..n of the full list.
  const [pages, setPages] = useState(0);
  if (summary.count === 0) return <p className="text-slate-700">No reviews yet.</p>;
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <div>
        <p className="text-4xl font-bold text-slate-900">{summary.average?.toFixed(1)}</p>
        <RatingStars rating={summary.average} count={summary.count} />
        <ul className="mt-3 space-y-1" aria-label="Ratings by stars">
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = summary.distribution[stars - 1] ?? 0;
            const share = summary.count > 0 ? Math.round((n / summary.count) * 100) : 0;
            return (
              <li key={stars} className="flex items-center gap-2 text-xs text-slate-700">
                <span className="w-10">{stars} star</span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                  <span className="block h-full bg-amber-500" style={{ width: `${share}%` }} />
                </span>
                <span className="w-8 text-right">{n}</span>
              </li>
            );
          })}
        </ul>
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
                Show more reviews
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
