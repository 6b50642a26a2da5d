// Choose 1 to 5 stars: real radio buttons (arrow keys work), each named with its number and meaning.

import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import StarIcon from 'lucide-react/icons/star';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

const STAR_LABELS = [msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`] as const;
const starLabel = (n: number) => STAR_LABELS[Math.min(4, Math.max(0, n - 1))] as (typeof STAR_LABELS)[0];

export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        <Trans>Your rating</Trans>
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded-md p-1 has-focus-visible:outline-3 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md focus:outline-none"
            />
            <StarIcon
              aria-hidden="true"
              className={`pointer-events-none size-8 ${value !== undefined && n <= value ? 'fill-amber-500 text-amber-500' : 'text-slate-400'}`}
            />
            <span className="sr-only">
              {t`${plural(n, { one: '# star', other: '# stars' })} (${t(starLabel(n))})`}
            </span>
          </label>
        ))}
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {value ? t(starLabel(value)) : t`Choose 1 to 5 stars`}
      </p>
      {error ? (
        <p id="rating-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The star input bound to a react-hook-form `rating` field. */
export function StarRatingField<T extends FieldValues & { rating: number }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name={'rating' as Path<T>}
      render={({ field, fieldState }) => (
        <StarRatingInput
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error ? t`Choose a rating from 1 to 5 stars` : undefined}
        />
      )}
    />
  );
}
