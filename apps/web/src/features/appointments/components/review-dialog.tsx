// Rate a completed consultation (1 to 5 stars) with an optional comment.

import type { Appointment } from '@arogya/contracts/appointments';
import { ReviewRequest } from '@arogya/contracts/doctors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { StarRatingField } from '../../../components/ui/star-rating-input.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useReviewAppointment } from '../api/review-appointment.ts';

export function ReviewDialog({ appointment: a, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useLingui();
  const review = useReviewAppointment();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<ReviewRequest>({
    resolver: localizedZodResolver(ReviewRequest),
    defaultValues: { comment: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await review.mutateAsync({
        appointmentId: a.id,
        review: { rating: values.rating, comment: values.comment?.trim() || undefined },
      });
      toast.success(answerText(answer.message, t`Thank you for your review`));
      onClose();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['rating', 'comment']));
    }
  });

  return (
    <Dialog
      title={t`Review Dr. ${a.doctor.name}`}
      onClose={onClose}
      busy={review.isPending}
      description={t`Your review is shown with your first name and initial, marked as a verified visit.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <StarRatingField control={control} />
        <TextareaField
          label={t`Your review (optional)`}
          maxLength={1000}
          error={formState.errors.comment?.message}
          {...register('comment')}
        />
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={review.isPending}>
            <Trans>Not now</Trans>
          </Button>
          <Button type="submit" pending={review.isPending} pendingLabel={t`Sending...`}>
            <Trans>Submit review</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
