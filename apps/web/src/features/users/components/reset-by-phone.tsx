// A forgotten password by a code to the verified number (docs/product-rules.md#password-reset): the number,
// then the code and the new password twice. The answer to the number is the same whether or not it has an
// account, so the code step always follows; on success every other device is signed out and this one is in.
import { OneTimeCode } from '@arogya/contracts/one-time-codes';
import { IndianMobile, Password, type PublicUser } from '@arogya/contracts/users';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localizeIf, localizeValidationMessage, refusalText } from '../../../lib/form-errors.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { resetPassword } from '../api/reset-password.ts';
import { CodeInput, ResendCode, useWebOtp } from './code-entry.tsx';

type Field = 'phone' | 'code' | 'password' | 'confirm' | 'form';
type Errors = Partial<Record<Field, string>>;

const refusal = (error: unknown, fields: Field[]): Errors => {
  if (error instanceof ApiError) {
    const detail = error.details.find((d) => fields.includes(d.field as Field));
    if (detail) return { [detail.field]: localizeValidationMessage(detail.message) };
  }
  return { form: refusalText(error, localized(msg`Something went wrong. Please try again.`)) };
};

/** The resend wait the server did not say (the neutral answer names none): the product's 30 seconds. */
const RESEND_SECONDS = 30;

export function ResetByPhone({ onSignedIn }: { onSignedIn: (user: PublicUser, message?: string) => void }) {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<{ message: string; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<'send' | 'reset' | null>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = IndianMobile.safeParse(phone);
    if (!parsed.success) return setErrors({ phone: localizeIf(parsed.error.issues[0]?.message) });
    setErrors({});
    setPending('send');
    try {
      await requestPasswordReset({ phone: parsed.data });
      setPhone(parsed.data);
      // The neutral answer (FORGOT_PASSWORD_PHONE_ANSWER of @arogya/contracts/notifications), in the page's language.
      setSent({
        message: t`If an account has verified this number, we have sent it a 6-digit code. It works for 10 minutes.`,
        at: Date.now(),
      });
    } catch (error) {
      setErrors(refusal(error, ['phone']));
    } finally {
      setPending(null);
    }
  };

  const reset = async (value: string, event?: FormEvent) => {
    event?.preventDefault();
    const next: Errors = {};
    const codeOk = OneTimeCode.safeParse(value);
    if (!codeOk.success) next.code = localizeIf(codeOk.error.issues[0]?.message);
    const passwordOk = Password.safeParse(password);
    if (!passwordOk.success) next.password = localizeIf(passwordOk.error.issues[0]?.message);
    else if (password !== confirm) next.confirm = t`The two passwords differ`;
    if (Object.keys(next).length > 0) return setErrors(next);
    setErrors({});
    setPending('reset');
    try {
      const answer = await resetPassword({ phone, code: value, password });
      onSignedIn(answer.user, t`Your new password is set. Every other device has been signed out.`);
    } catch (error) {
      setErrors(refusal(error, ['code', 'password']));
    } finally {
      setPending(null);
    }
  };

  // The phone hands over the code of the SMS; the new password is still to be typed.
  useWebOtp((received) => setCode(received), sent !== null);

  if (!sent) {
    return (
      <form noValidate onSubmit={send} className="space-y-4">
        <p className="text-sm text-slate-600">
          <Trans>Enter the mobile number you verified on your account. We will send it a 6-digit code.</Trans>
        </p>
        <FormAlert message={errors.form} />
        <TextField
          label={t`Your mobile number`}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          prefix="+91"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
        />
        <Button type="submit" className="w-full" pending={pending === 'send'} pendingLabel={t`Sending...`}>
          <Trans>Send code</Trans>
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void reset(code, event)} className="space-y-4">
      <FormAlert tone="success" message={sent.message} />
      <FormAlert message={errors.form} />
      <CodeInput
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={errors.code}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 8 characters.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        label={t`New password again`}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" className="w-full" pending={pending === 'reset'} pendingLabel={t`Saving...`}>
        <Trans>Set password and sign in</Trans>
      </Button>
      <ResendCode
        seconds={RESEND_SECONDS}
        sentAt={sent.at}
        pending={pending === 'send'}
        onResend={() => void send()}
      />
    </form>
  );
}
