// Delete account: asks for the password (or, for an account without one, a code to its verified number),
// deletes the account and its data, then signs out on this device.

import { DeleteAccountRequest } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { paths } from '../../../config/paths.ts';
import type { AuthUser } from '../../../lib/auth/auth-slice.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { CodeToMyPhone } from './code-to-my-phone.tsx';

export function DeleteAccount({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const byCode = !user.hasPassword;
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: localizedZodResolver(DeleteAccountRequest),
    defaultValues: byCode ? { code: '' } : { password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync(values);
      toast.success(t`Your account and its data have been deleted`);
      // Leave the protected page first, so the guard does not send the user to /login.
      await navigate(paths.home, { replace: true });
      useAuthStore.getState().loggedOut();
      queryClient.clear();
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['password', 'code']));
    }
  });

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <Trans>
          Deleting your account removes your profile and personal data from Arogya and signs you out. This
          cannot be undone.
        </Trans>
      </p>
      {!confirming ? (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <FormAlert message={formError} />
          {byCode ? (
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <CodeToMyPhone
                  phone={user.phone}
                  code={field.value ?? ''}
                  onCode={field.onChange}
                  error={errors.code?.message ?? errors.password?.message}
                />
              )}
            />
          ) : (
            <PasswordField
              label={t`Confirm with your password`}
              autoComplete="current-password"
              autoFocus
              error={errors.password?.message}
              {...register('password')}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" pending={remove.isPending} pendingLabel={t`Deleting...`}>
              <Trans>Delete my account permanently</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
