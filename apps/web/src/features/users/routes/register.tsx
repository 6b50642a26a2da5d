// /register: name, e-mail, Indian mobile, password, the privacy notice and a required consent. On success
// the user is signed in and goes home, or back to the page the guard stopped.

import { RegisterRequest } from '@arogya/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useRegister } from '../api/register-user.ts';
import { PrivacyNotice } from '../components/privacy-notice.tsx';
import { redirectTarget } from '../redirect-target.ts';

const FIELDS = ['name', 'email', 'phone', 'password', 'consent'] as const;

export default function RegisterPage() {
  usePageTitle('Create your account');
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  const signedIn = useAuthStore((s) => s.isAuthenticated && !s.loading && s.user !== null);
  const registration = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const noticeId = useId();
  const consentId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegisterRequest),
    defaultValues: { name: '', email: '', phone: '', password: '', consent: undefined },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await registration.mutateAsync(values);
      toast.success(answer.message ?? 'Welcome to Arogya');
      navigate(target, { replace: true });
    } catch (error) {
      setFormError(applyApiErrors(error, setError, FIELDS, 'Registration failed. Please try again.'));
    }
  });

  if (signedIn && !registration.isPending && !registration.isSuccess) return <Navigate to={target} replace />;

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Create your account</h1>
      <p className="mt-1 text-sm text-slate-600">Book doctors, lab tests and medicines in one place.</p>

      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <FormAlert message={formError} />
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
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
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters"
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
              I have read the privacy notice and agree to Arogya using my information as it describes.
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
          pendingLabel="Creating account..."
        >
          Create account
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link
          to={paths.login}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          Login
        </Link>
      </p>
    </>
  );
}
