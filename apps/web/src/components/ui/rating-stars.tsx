// A real average rating as stars, with the number and the review count; 'No reviews yet' when there are none.

import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import StarIcon from 'lucide-react/icons/star';
import StarHalfIcon from 'lucide-react/icons/star-half';

export const NO_REVIEWS = msg`No reviews yet`;

/** Rounds to the nearest half star, for drawing only (the number shown is the real average). */
export function starFill(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, i) =>
    halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty',
  );
}

export function RatingStars({
  rating,
  count,
  size = 'sm',
}: {
  rating: number | null;
  /** How many reviews the average is of; leave out for a single review's stars. */
  count?: number;
  size?: 'sm' | 'md';
}) {
  const { t } = useLingui();
  if (rating === null || count === 0) return <span className="text-sm text-slate-600">{t(NO_REVIEWS)}</span>;
  const single = count === undefined;
  const icon = size === 'md' ? 'size-5' : 'size-4';
  const average = rating.toFixed(1);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      <span className="sr-only">
        {single
          ? t`Rated ${rating} out of 5`
          : t`Rated ${average} out of 5 from ${plural(count, { one: '# review', other: '# reviews' })}`}
      </span>
      <span aria-hidden="true" className="inline-flex text-amber-500">
        {starFill(rating).map((fill, i) =>
          fill === 'half' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
            <span key={i} className={`relative ${icon}`}>
              <StarIcon className={`absolute inset-0 ${icon} text-slate-300`} />
              <StarHalfIcon className={`absolute inset-0 ${icon} fill-current`} />
            </span>
          ) : (
            <StarIcon
              // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
              key={i}
              className={`${icon} ${fill === 'full' ? 'fill-current' : 'text-slate-300'}`}
            />
          ),
        )}
      </span>
      {single ? null : (
        <>
          <span aria-hidden="true" className="text-sm font-semibold text-slate-900">
            {average}
          </span>
          <span aria-hidden="true" className="text-sm text-slate-600">
            ({t`${plural(count, { one: '# review', other: '# reviews' })}`})
          </span>
        </>
      )}
    </span>
  );
}
