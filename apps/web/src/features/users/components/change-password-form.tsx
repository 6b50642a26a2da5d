// Change password: the API signs out every other device and answers with a new token for this one.

import { ChangePasswordRequest } from '@arogya/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await change.mutateAsync(values);
      reset();
      toast.success(answer.message ?? 'Password changed');
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['currentPassword', 'newPassword']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices will be signed out."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" pending={change.isPending} pendingLabel="Changing...">
        Change password
      </Button>
    </form>
  );
}
