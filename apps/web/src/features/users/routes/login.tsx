// /login: e-mail and password; the server's message (or 'Login failed') on refusal; back to where the
// guard stopped the user, else home.

import { LoginRequest } from '@arogya/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { landingAfterSignIn } from '../../../config/staff-home.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { LOGIN_FAILED_MESSAGE } from '../../../lib/auth/auth-slice.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLogin } from '../api/login-user.ts';
import { redirectTarget } from '../redirect-target.ts';
import { clearSignedOutOnPurpose } from '../sign-out.ts';

export default function LoginPage() {
  usePageTitle('Login');
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  // Once this page is left, a guarded page again remembers itself as the place to return to.
  useEffect(() => clearSignedOutOnPurpose, []);
  const signedIn = useAuthStore((s) => s.isAuthenticated && !s.loading && s.user !== null);
  const signedInUser = useAuthStore((s) => s.user);
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await login.mutateAsync(values);
      // Staff land on their own desk unless a guarded page sent them here (docs/screens.md#staff-homes).
      navigate(landingAfterSignIn(target, user), { replace: true });
    } catch (error) {
      applyApiErrors(error, setError, ['email', 'password']);
      setFormError((error instanceof ApiError && error.serverMessage) || LOGIN_FAILED_MESSAGE);
    }
  });

  // Already signed in (e.g. a second tab): nothing to do here.
  if (signedIn && !login.isPending && !login.isSuccess)
    return <Navigate to={landingAfterSignIn(target, signedInUser)} replace />;

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Login</h1>
      <p className="mt-1 text-sm text-slate-600">
        Sign in to book doctors, order medicines and follow your orders.
      </p>

      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <FormAlert message={formError} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" className="w-full" pending={login.isPending} pendingLabel="Signing in...">
          Login
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-700">
        New to Arogya?{' '}
        <Link
          to={paths.register}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </>
  );
}
