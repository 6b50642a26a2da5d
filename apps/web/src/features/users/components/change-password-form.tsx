// Change password: the API signs out every other device and answers with a new token for this one. An
// account made with a mobile number has no password yet: it sets one with a code to its verified number.

import { ChangePasswordRequest } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import type { AuthUser } from '../../../lib/auth/auth-slice.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { CodeToMyPhone } from './code-to-my-phone.tsx';

export function ChangePasswordForm({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const byCode = !user.hasPassword;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: localizedZodResolver(ChangePasswordRequest),
    defaultValues: byCode ? { code: '', newPassword: '' } : { currentPassword: '', newPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      reset();
      if (byCode) useAuthStore.getState().updateProfile({ hasPassword: true });
      toast.success(t`Password changed. Other devices have been signed out.`);
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['currentPassword', 'code', 'newPassword']));
    }
  });

  if (byCode && !user.phoneVerified) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>Verify your mobile number above to set a password.</Trans>
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      {byCode ? (
        <>
          <p className="text-sm text-slate-700">
            <Trans>You sign in with a code to your number.</Trans>{' '}
            {user.email
              ? t`A password lets you sign in with your e-mail address too.`
              : t`A password lets you sign in with an e-mail address too, once you add one above.`}
          </p>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeToMyPhone
                phone={user.phone}
                code={field.value ?? ''}
                onCode={field.onChange}
                error={errors.code?.message}
              />
            )}
          />
        </>
      ) : (
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 8 characters. Other devices will be signed out.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" pending={change.isPending} pendingLabel={t`Saving...`}>
        {byCode ? t`Set password` : t`Change password`}
      </Button>
    </form>
  );
}
