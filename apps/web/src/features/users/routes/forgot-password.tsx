// /forgot-password (docs/product-rules.md#password-reset): a code to the account's verified mobile number (the
// first way), or a link to its verified e-mail address; either answer is the same whether or not an account
// has it, so it is shown as is.
import { ForgotPasswordInput } from '@arogya/contracts/notifications';
import type { PublicUser } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { landingAfterSignIn } from '../../../config/staff-home.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useForgotPassword } from '../api/request-password-reset.ts';
import { ResetByPhone } from '../components/reset-by-phone.tsx';

/** The address typed on the login page, handed over in the link's state. */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Forgot password`);
  const location = useLocation();
  const navigate = useNavigate();
  // An address typed on the login page opens the e-mail way; else the number comes first.
  const [tab, setTab] = useState<'phone' | 'email'>(emailFrom(location.state) ? 'email' : 'phone');
  const forgot = useForgotPassword();
  const [answer, setAnswer] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: localizedZodResolver(ForgotPasswordInput),
    defaultValues: { email: emailFrom(location.state) },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(values);
      // The neutral answer (FORGOT_PASSWORD_ANSWER of @arogya/contracts/notifications), in the page's language.
      setAnswer(
        t`If an account uses this e-mail address, we have sent it a link to set a new password. The link works once, for 30 minutes.`,
      );
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['email']));
    }
  });

  const signedInAs = (user: PublicUser, message?: string) => {
    if (message) toast.success(message);
    navigate(landingAfterSignIn(paths.home, user), { replace: true });
  };

  const byEmail = answer ? (
    <div className="space-y-4">
      <FormAlert tone="success" message={answer} />
      <p className="text-sm text-slate-700">
        <Trans>
          Nothing after a few minutes? Look in your spam folder, or check the address and ask again.
        </Trans>
      </p>
      <button
        type="button"
        onClick={() => setAnswer(null)}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        <Trans>Use another address</Trans>
      </button>
    </div>
  ) : (
    <>
      <p className="text-sm text-slate-600">
        <Trans>
          Enter the verified e-mail address of your account. We will send it a link to set a new password.
        </Trans>
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <FormAlert message={formError} />
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" pending={forgot.isPending} pendingLabel={t`Sending...`}>
          <Trans>Send link</Trans>
        </Button>
      </form>
    </>
  );

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Forgot password?</Trans>
      </h1>
      <div className="mt-6">
        <Tabs
          label={t`Get back in with`}
          tabs={[
            { id: 'phone', label: t`Mobile number` },
            { id: 'email', label: t`E-mail address` },
          ]}
          value={tab}
          onChange={setTab}
        >
          <div className="pt-4">{tab === 'phone' ? <ResetByPhone onSignedIn={signedInAs} /> : byEmail}</div>
        </Tabs>
      </div>
      <p className="mt-6 text-center text-sm text-slate-700">
        <Trans>Remembered it?</Trans>{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </>
  );
}
