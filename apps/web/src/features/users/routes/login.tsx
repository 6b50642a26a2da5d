// /login: a mobile number and its code first (docs/screens.md#signing-in-with-a-mobile-number), or e-mail and
// password; a staff account's password is followed by a code to its phone. The server's message (or 'Login
// failed') on refusal; back to where the guard stopped the user, else home.
import type { StaffCodeChallenge } from '@arogya/contracts/one-time-codes';
import type { PublicUser } from '@arogya/contracts/users';

import { LoginRequest } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { landingAfterSignIn } from '../../../config/staff-home.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { applyApiErrors, localizedZodResolver, refusalText } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSignInMethods } from '../api/get-sign-in-methods.ts';
import { useLogin } from '../api/login-user.ts';
import { PhoneSignIn } from '../components/phone-sign-in.tsx';
import { StaffCodeStep } from '../components/staff-code-step.tsx';
import { redirectTarget } from '../redirect-target.ts';
import { clearSignedOutOnPurpose } from '../sign-out.ts';

type SignInTab = 'phone' | 'email';
export default function LoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  // Once this page is left, a guarded page again remembers itself as the place to return to.
  useEffect(() => clearSignedOutOnPurpose, []);
  const signedIn = useAuthStore((s) => s.isAuthenticated && !s.loading && s.user !== null);
  const signedInUser = useAuthStore((s) => s.user);
  const login = useLogin();
  const methods = useSignInMethods();
  const [tab, setTab] = useState<SignInTab>('phone');
  const [challenge, setChallenge] = useState<StaffCodeChallenge | null>(null);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: localizedZodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  // Staff land on their own desk unless a guarded page sent them here (docs/screens.md#staff-homes).
  const signedInAs = (user: PublicUser) => {
    setDone(true);
    navigate(landingAfterSignIn(target, user), { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login.mutateAsync(values);
      if (result.kind === 'code') setChallenge(result.challenge);
      else signedInAs(result.user);
    } catch (error) {
      applyApiErrors(error, setError, ['email', 'password']);
      // The server's message in the page's language, else 'Login failed'.
      setFormError(error instanceof ApiError && error.serverMessage ? refusalText(error) : t`Login failed`);
    }
  });

  // Already signed in (e.g. a second tab): nothing to do here.
  if (signedIn && !login.isPending && !done && !challenge)
    return <Navigate to={landingAfterSignIn(target, signedInUser)} replace />;

  const passwordForm = (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to={paths.forgotPassword}
          state={{ email: watch('email') }}
          className="font-semibold text-brand-700 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      <Button type="submit" className="w-full" pending={login.isPending} pendingLabel={t`Signing in...`}>
        <Trans>Login</Trans>
      </Button>
    </form>
  );
  // Without an SMS or WhatsApp provider the server signs in by e-mail and password only.
  const phoneCodes = methods.data?.phoneCodes ?? true;

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Login</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Sign in to book doctors, order medicines and follow your orders.</Trans>
      </p>

      <div className="mt-6">
        {challenge ? (
          <StaffCodeStep
            challenge={challenge}
            onSignedIn={signedInAs}
            onStartAgain={() => setChallenge(null)}
          />
        ) : phoneCodes ? (
          <Tabs
            label={t`Sign in with`}
            tabs={[
              { id: 'phone', label: t`Mobile number` },
              { id: 'email', label: t`E-mail and password` },
            ]}
            value={tab}
            onChange={setTab}
          >
            <div className="pt-4">
              {tab === 'phone' ? (
                <PhoneSignIn channels={methods.data?.channels ?? ['sms']} onSignedIn={signedInAs} />
              ) : (
                passwordForm
              )}
            </div>
          </Tabs>
        ) : (
          passwordForm
        )}
      </div>

      <p className="mt-6 text-center text-sm text-slate-700">
        <Trans>New to Arogya?</Trans>{' '}
        <Link
          to={paths.register}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </>
  );
}
