// Choose 1 to 5 stars: real radio buttons (arrow keys work), each named with its number and meaning.
import StarIcon from 'lucide-react/icons/star';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Your rating</legend>
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
              {n} {n === 1 ? 'star' : 'stars'} ({STAR_LABELS[n - 1]})
            </span>
          </label>
        ))}
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {value ? STAR_LABELS[value - 1] : 'Choose 1 to 5 stars'}
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
  return (
    <Controller
      control={control}
      name={'rating' as Path<T>}
      render={({ field, fieldState }) => (
        <StarRatingInput
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error ? 'Choose a rating from 1 to 5 stars' : undefined}
        />
      )}
    />
  );
}
