// Edit the name; the number and the e-mail change by proving the new one (contact-details.tsx).

import { UpdateProfileRequest } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AuthUser } from '../../../lib/auth/auth-slice.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: localizedZodResolver(UpdateProfileRequest),
    defaultValues: { name: user.name },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await update.mutateAsync(values);
      reset({ name: answer.result.name });
      toast.success(t`Profile updated`);
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['name']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={formError ?? errors.root?.message} />
      <TextField
        label={t`Full name`}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" pending={update.isPending} pendingLabel={t`Saving...`} disabled={!isDirty}>
        <Trans>Save changes</Trans>
      </Button>
    </form>
  );
}
