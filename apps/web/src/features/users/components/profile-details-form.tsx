// Edit name and mobile number; e-mail is shown but not editable here.

import { UpdateProfileRequest } from '@arogya/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AuthUser } from '../../../lib/auth/auth-slice.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(UpdateProfileRequest),
    defaultValues: { name: user.name, phone: user.phone },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await update.mutateAsync(values);
      reset({ name: answer.result.name, phone: answer.result.phone });
      toast.success(answer.message ?? 'Profile updated');
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['name', 'phone']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={formError ?? errors.root?.message} />
      <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        prefix="+91"
        hint="10 digits, starting with 6, 7, 8 or 9"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="E-mail"
        type="email"
        value={user.email}
        readOnly
        hint="Your e-mail signs you in and cannot be changed here."
      />
      <Button type="submit" pending={update.isPending} pendingLabel="Saving..." disabled={!isDirty}>
        Save changes
      </Button>
    </form>
  );
}
