// /register: a mobile number and its code first (then the name and consent: docs/screens.md#signing-in-with-a-mobile-number),
// or name, e-mail, Indian mobile, password, the privacy notice and a required consent. On success the user
// is signed in and goes home, or back to the page the guard stopped.
import type { PublicUser } from '@arogya/contracts/users';

import { RegisterRequest } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { landingAfterSignIn } from '../../../config/staff-home.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSignInMethods } from '../api/get-sign-in-methods.ts';
import { useRegister } from '../api/register-user.ts';
import { PhoneSignIn } from '../components/phone-sign-in.tsx';
import { PrivacyNotice } from '../components/privacy-notice.tsx';
import { redirectTarget } from '../redirect-target.ts';

const FIELDS = ['name', 'email', 'phone', 'password', 'consent'] as const;

export default function RegisterPage() {
  const { t } = useLingui();
  usePageTitle(t`Create your account`);
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  const signedIn = useAuthStore((s) => s.isAuthenticated && !s.loading && s.user !== null);
  const registration = useRegister();
  const methods = useSignInMethods();
  const [tab, setTab] = useState<'phone' | 'email'>('phone');
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const noticeId = useId();
  const consentId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: localizedZodResolver(RegisterRequest),
    defaultValues: { name: '', email: '', phone: '', password: '', consent: undefined },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await registration.mutateAsync(values);
      toast.success(t`Welcome to Arogya`);
      navigate(target, { replace: true });
    } catch (error) {
      setFormError(applyApiErrors(error, setError, FIELDS, t`Registration failed. Please try again.`));
    }
  });

  if (signedIn && !registration.isPending && !registration.isSuccess && !done)
    return <Navigate to={target} replace />;

  // A number that already has an account simply signs in.
  const signedInAs = (user: PublicUser) => {
    setDone(true);
    toast.success(t`Welcome to Arogya`);
    navigate(landingAfterSignIn(target, user), { replace: true });
  };

  const emailForm = (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <TextField
        label={t`Full name`}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        prefix="+91"
        hint={t`10 digits, starting with 6, 7, 8 or 9`}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 8 characters`}
        error={errors.password?.message}
        {...register('password')}
      />

      <PrivacyNotice id={noticeId} />

      <div>
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-error` : noticeId}
            {...register('consent')}
          />
          <label htmlFor={consentId} className="text-sm text-slate-800">
            <Trans>
              I have read the privacy notice and agree to Arogya using my information as it describes.
            </Trans>
          </label>
        </div>
        {errors.consent ? (
          <p id={`${consentId}-error`} className="mt-1 text-sm text-red-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>

      <Button
        type="submit"
        className="w-full"
        pending={registration.isPending}
        pendingLabel={t`Creating account...`}
      >
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
  const phoneCodes = methods.data?.phoneCodes ?? true;

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Create your account</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Book doctors, lab tests and medicines in one place.</Trans>
      </p>

      <div className="mt-6">
        {phoneCodes ? (
          <Tabs
            label={t`Create your account with`}
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
                emailForm
              )}
            </div>
          </Tabs>
        ) : (
          emailForm
        )}
      </div>

      <p className="mt-6 text-center text-sm text-slate-700">
        <Trans>Already have an account?</Trans>{' '}
        <Link
          to={paths.login}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          <Trans>Login</Trans>
        </Link>
      </p>
    </>
  );
}
