// Write a product review: stars, a short title and what the customer found. Marked 'Verified purchase' by
// the API when the product was delivered to them.

import { ProductReviewRequest } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { StarRatingField } from '../../../components/ui/star-rating-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useWriteProductReview } from '../api/write-product-review.ts';

export function ProductReviewDialog({
  productId,
  productName,
  onClose,
}: {
  productId: string;
  productName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const write = useWriteProductReview(productId);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<ProductReviewRequest>({
    resolver: localizedZodResolver(ProductReviewRequest),
    defaultValues: { title: '', comment: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await write.mutateAsync(values);
      toast.success(t`Thank you for your review`);
      onClose();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['rating', 'title', 'comment']));
    }
  });

  return (
    <Dialog
      title={t`Review ${productName}`}
      onClose={onClose}
      busy={write.isPending}
      description={t`Shown with your first name and initial. Writing again replaces your earlier review.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <StarRatingField control={control} />
        <TextField
          label={t`Title`}
          maxLength={100}
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <TextareaField
          label={t`Your review`}
          maxLength={2000}
          hint={t`What worked, what did not: at least 10 characters.`}
          error={formState.errors.comment?.message}
          {...register('comment')}
        />
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={write.isPending}>
            <Trans>Not now</Trans>
          </Button>
          <Button type="submit" pending={write.isPending} pendingLabel={t`Sending...`}>
            <Trans>Submit review</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
