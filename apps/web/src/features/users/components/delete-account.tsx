// Delete account: asks for the password, deletes the account and its data, then signs out on this device.

import { DeleteAccountRequest } from '@arogya/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DeleteAccountRequest), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await remove.mutateAsync(values);
      toast.success(answer.message ?? 'Your account has been deleted');
      // Leave the protected page first, so the guard does not send the user to /login.
      await navigate(paths.home, { replace: true });
      useAuthStore.getState().loggedOut();
      queryClient.clear();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['password']));
    }
  });

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Deleting your account removes your profile and personal data from Arogya and signs you out. This
        cannot be undone.
      </p>
      {!confirming ? (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <FormAlert message={formError} />
          <PasswordField
            label="Confirm with your password"
            autoComplete="current-password"
            autoFocus
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" pending={remove.isPending} pendingLabel="Deleting...">
              Delete my account permanently
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
