// /reset-password?token=...: the link from the e-mail. A new password, typed twice; on success every other
// device is signed out and this one is signed in, landing on the home page (staff on their desk).
import { Password } from '@arogya/contracts/users';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { paths } from '../../../config/paths.ts';
import { landingAfterSignIn } from '../../../config/staff-home.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyApiErrors, localizedZodResolver, refusalText } from '../../../lib/form-errors.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import toast from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useResetPassword } from '../api/reset-password.ts';

const NewPasswordForm = z
  .object({ password: Password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    // Read when the check fails, not when the module loads: by then the page's catalog is in.
    error: () => localized(msg`The two passwords differ`),
  });

export const INCOMPLETE_LINK =
  'This link is incomplete. Open the whole link from the e-mail, or ask for a new one.';

export default function ResetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Set a new password`);
  const incomplete = t`This link is incomplete. Open the whole link from the e-mail, or ask for a new one.`;
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(token.length >= 20 ? null : incomplete);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: localizedZodResolver(NewPasswordForm),
    defaultValues: { password: '', confirm: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const answer = await resetPassword.mutateAsync({ token, password });
      toast.success(t`Your new password is set. Every other device has been signed out.`);
      navigate(landingAfterSignIn(paths.home, answer.user), { replace: true });
    } catch (error) {
      // The link itself was refused (unknown, expired or used): no password will help.
      if (error instanceof ApiError && error.details.some((d) => d.field === 'token')) {
        setLinkError(error.serverMessage ? refusalText(error) : incomplete);
        return;
      }
      setFormError(applyApiErrors(error, setError, ['password']));
    }
  });

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Set a new password</Trans>
      </h1>
      {linkError ? (
        <div className="mt-6 space-y-4">
          <FormAlert message={linkError} />
          <Link
            to={paths.forgotPassword}
            className="inline-block font-semibold text-brand-700 hover:underline"
          >
            <Trans>Ask for a new link</Trans>
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Choose a new password. Every device signed in to your account will be signed out, and you will
              be signed in here.
            </Trans>
          </p>
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <FormAlert message={formError} />
            <PasswordField
              label={t`New password`}
              autoComplete="new-password"
              hint={t`At least 8 characters.`}
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordField
              label={t`New password again`}
              autoComplete="new-password"
              error={errors.confirm?.message}
              {...register('confirm')}
            />
            <Button
              type="submit"
              className="w-full"
              pending={resetPassword.isPending}
              pendingLabel={t`Saving...`}
            >
              <Trans>Set password and sign in</Trans>
            </Button>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </>
  );
}
