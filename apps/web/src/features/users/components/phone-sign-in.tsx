// Signing in with a mobile number (docs/screens.md#signing-in-with-a-mobile-number): the number, then the
// 6-digit code it receives (filled in by the phone), then, for a number with no account yet, the name and
// the consent that create one. The first way on /login and /register.
import {
  type CodeChannel,
  type CodeSent,
  OneTimeCode,
  RegisterByPhoneRequest,
} from '@arogya/contracts/one-time-codes';
import { IndianMobile, type PublicUser } from '@arogya/contracts/users';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localizeIf, localizeValidationMessage, refusalText } from '../../../lib/form-errors.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { completeSignIn } from '../api/login-user.ts';
import { registerByPhone } from '../api/register-by-phone.ts';
import { sendSignInCode } from '../api/send-sign-in-code.ts';
import { verifySignInCode } from '../api/verify-sign-in-code.ts';
import { CodeInput, ResendCode, useWebOtp } from './code-entry.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';

type Step = 'number' | 'code' | 'name';
type Errors = Partial<Record<'phone' | 'code' | 'name' | 'consent' | 'form', string>>;

const CHANNEL_NAMES: Record<CodeChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** The first message of a zod failure, or null when the value passes. */
function problem(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? null
    : (localizeIf(parsed.error?.issues[0]?.message) ?? localized(msg`Check this field`));
}

/** An API refusal onto the step's fields: a detail for a field there goes to it, the rest to the form. */
function refusal(error: unknown, fields: readonly (keyof Errors)[]): Errors {
  if (error instanceof ApiError) {
    const detail = error.details.find((d) => fields.includes(d.field as keyof Errors));
    if (detail) return { [detail.field]: localizeValidationMessage(detail.message) };
  }
  return { form: refusalText(error, localized(msg`Something went wrong. Please try again.`)) };
}

export function PhoneSignIn({
  channels,
  onSignedIn,
}: {
  /** The channels the server sends codes by (GET /api/v1/users/sign-in-methods). */
  channels: readonly CodeChannel[];
  onSignedIn: (user: PublicUser) => void;
}) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>('number');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState<{ result: CodeSent; at: number } | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<'send' | 'verify' | 'create' | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const noticeId = useId();
  const consentId = useId();
  const primary: CodeChannel = channels.includes('sms') ? 'sms' : 'whatsapp';

  const send = async (channel: CodeChannel) => {
    const bad = problem(IndianMobile, phone);
    if (bad) return setErrors({ phone: bad });
    setErrors({});
    setPending('send');
    try {
      const answer = await sendSignInCode({ phone, channel });
      setSent({ result: answer.result, at: Date.now() });
      setCode('');
      setStep('code');
    } catch (error) {
      setErrors(refusal(error, ['phone']));
    } finally {
      setPending(null);
    }
  };

  const verify = async (value: string) => {
    const bad = problem(OneTimeCode, value);
    if (bad) return setErrors({ code: bad });
    setErrors({});
    setPending('verify');
    try {
      const answer = await verifySignInCode({ phone, code: value });
      if ('token' in answer) {
        onSignedIn(await completeSignIn(answer));
        return;
      }
      setTicket(answer.registration.ticket);
      setStep('name');
    } catch (error) {
      setErrors(refusal(error, ['code']));
    } finally {
      setPending(null);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ticket: ticket ?? '', name, consent: consent ? true : undefined };
    const parsed = RegisterByPhoneRequest.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        next[field === 'name' || field === 'consent' ? field : 'form'] ??= localizeValidationMessage(
          issue.message,
        );
      }
      return setErrors(next);
    }
    setErrors({});
    setPending('create');
    try {
      onSignedIn(await completeSignIn(await registerByPhone(parsed.data)));
    } catch (error) {
      setErrors(refusal(error, ['name', 'consent']));
    } finally {
      setPending(null);
    }
  };

  // The code box takes the focus when a code is sent: the keyboard (and its offer of the SMS's code) opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent is a trigger (a new code, a resend)
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step, sent]);

  // Chrome on Android hands over the code of the SMS (its last line names this site): signed in at once.
  useWebOtp((received) => {
    setCode(received);
    void verify(received);
  }, step === 'code');

  if (step === 'number') {
    return (
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send(primary);
        }}
      >
        <FormAlert message={errors.form} />
        <TextField
          label={t`Your mobile number`}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          prefix="+91"
          hint={t`We will send a 6-digit code to this number.`}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
        />
        <Button
          type="submit"
          className="w-full"
          pending={pending === 'send'}
          pendingLabel={t`Sending code...`}
        >
          <Trans>Send code by {CHANNEL_NAMES[primary]}</Trans>
        </Button>
        {primary === 'sms' && channels.includes('whatsapp') ? (
          <Button
            variant="secondary"
            className="w-full"
            disabled={pending !== null}
            onClick={() => void send('whatsapp')}
          >
            <Trans>Get the code on WhatsApp</Trans>
          </Button>
        ) : null}
      </form>
    );
  }

  if (step === 'code' && sent) {
    return (
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <p className="text-sm text-slate-700">
          <Trans>
            We sent a 6-digit code to <strong className="whitespace-nowrap">{sent.result.to}</strong> by{' '}
            {CHANNEL_NAMES[sent.result.channel]}. It works for 10 minutes.
          </Trans>{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => {
              setStep('number');
              setErrors({});
            }}
          >
            <Trans>Change number</Trans>
          </button>
        </p>
        <FormAlert message={errors.form} />
        <CodeInput
          ref={codeRef}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={errors.code}
        />
        <Button type="submit" className="w-full" pending={pending === 'verify'} pendingLabel={t`Checking...`}>
          <Trans>Verify and continue</Trans>
        </Button>
        <ResendCode
          seconds={sent.result.resendInSeconds}
          sentAt={sent.at}
          pending={pending === 'send'}
          onResend={() => void send(sent.result.channel)}
        />
      </form>
    );
  }

  return (
    <form noValidate className="space-y-4" onSubmit={create}>
      <FormAlert
        tone="success"
        message={t`Your number is verified. Tell us your name to create your account.`}
      />
      <FormAlert message={errors.form} />
      <TextField
        label={t`Full name`}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <PrivacyNotice id={noticeId} />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-error` : noticeId}
          />
          <label htmlFor={consentId} className="text-sm text-slate-800">
            <Trans>
              I have read the privacy notice and agree to Arogya using my information as it describes.
            </Trans>
          </label>
        </div>
        {errors.consent ? (
          <p id={`${consentId}-error`} className="mt-1 text-sm text-red-700">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        className="w-full"
        pending={pending === 'create'}
        pendingLabel={t`Creating account...`}
      >
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}
