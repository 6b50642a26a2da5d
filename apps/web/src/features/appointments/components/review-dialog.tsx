// Rate a completed consultation (1 to 5 stars) with an optional comment.
import type { Appointment } from '@arogya/contracts/bookings';
import { ReviewRequest } from '@arogya/contracts/doctors';
import { zodResolver } from '@hookform/resolvers/zod';
import StarIcon from 'lucide-react/icons/star';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { useReviewAppointment } from '../api/review-appointment.ts';

const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

function StarRatingInput({
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

export function ReviewDialog({ appointment: a, onClose }: { appointment: Appointment; onClose: () => void }) {
  const review = useReviewAppointment();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<ReviewRequest>({
    resolver: zodResolver(ReviewRequest),
    defaultValues: { comment: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await review.mutateAsync({
        appointmentId: a.id,
        review: { rating: values.rating, comment: values.comment?.trim() || undefined },
      });
      toast.success(answer.message ?? 'Thank you for your review');
      onClose();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['rating', 'comment']));
    }
  });

  return (
    <Dialog
      title={`Review Dr. ${a.doctor.name}`}
      onClose={onClose}
      busy={review.isPending}
      description="Your review is shown with your first name and initial, marked as a verified visit."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error ? 'Choose a rating from 1 to 5 stars' : undefined}
            />
          )}
        />
        <TextareaField
          label="Your review (optional)"
          maxLength={1000}
          error={formState.errors.comment?.message}
          {...register('comment')}
        />
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={review.isPending}>
            Not now
          </Button>
          <Button type="submit" pending={review.isPending} pendingLabel="Sending...">
            Submit review
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
