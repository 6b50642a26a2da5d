// The profile's mobile number and e-mail (docs/screens.md#verified-contacts): each shown verified or not,
// verified here (a code for the number, a link for the address), and changed only by proving the new one;
// the one left behind is told.
import { type CodeSent, EMAIL_LINK_MINUTES, maskEmail, OneTimeCode } from '@arogya/contracts/one-time-codes';
import { Email, IndianMobile } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { AuthUser } from '../../../lib/auth/auth-slice.ts';
import { localizeIf, refusalText } from '../../../lib/form-errors.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import toast from '../../../lib/toast.ts';
import { sendEmailLink } from '../api/send-email-link.ts';
import { sendPhoneCode } from '../api/send-phone-code.ts';
import { verifyPhone } from '../api/verify-phone.ts';
import { emailLinkSentText } from '../code-sent-text.ts';
import { CodeInput, ResendCode } from './code-entry.tsx';

const messageOf = (error: unknown) => refusalText(error);
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? localizeIf(error.details.find((d) => d.field === field)?.message) : undefined;

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="green">
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge tone="amber">
      <Trans>Not verified</Trans>
    </Badge>
  );
}

function ContactRow({
  label,
  value,
  verified,
  children,
}: {
  label: string;
  value: ReactNode;
  verified: boolean | null;
  children: ReactNode;
}) {
  return (
    <div className="border-b border-slate-100 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="flex flex-wrap items-center gap-2 break-all text-base text-slate-900">
            {value}
            {verified === null ? null : <VerifiedBadge verified={verified} />}
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}

function PhoneContact({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState(user.phone);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ result: CodeSent; at: number } | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; code?: string; form?: string }>({});
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);

  const start = (prefill: string) => {
    setPhone(prefill);
    setCode('');
    setSent(null);
    setErrors({});
    setOpen(true);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = IndianMobile.safeParse(phone);
    if (!parsed.success) return setErrors({ phone: localizeIf(parsed.error.issues[0]?.message) });
    setErrors({});
    setPending('send');
    try {
      const answer = await sendPhoneCode({ phone: parsed.data });
      setPhone(parsed.data);
      setSent({ result: answer.result, at: Date.now() });
    } catch (error) {
      setErrors({
        phone: fieldError(error, 'phone'),
        form: fieldError(error, 'phone') ? undefined : messageOf(error),
      });
    } finally {
      setPending(null);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = OneTimeCode.safeParse(code);
    if (!parsed.success) return setErrors({ code: localizeIf(parsed.error.issues[0]?.message) });
    setErrors({});
    setPending('verify');
    try {
      await verifyPhone({ phone, code: parsed.data });
      toast.success(t`Your mobile number is verified`);
      setOpen(false);
    } catch (error) {
      setErrors({
        code: fieldError(error, 'code'),
        form: fieldError(error, 'code') ? undefined : messageOf(error),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <ContactRow label={t`Mobile number`} value={formatIndianMobile(user.phone)} verified={user.phoneVerified}>
      {!open ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {user.phoneVerified ? null : (
            <Button size="sm" onClick={() => start(user.phone)}>
              <Trans>Verify number</Trans>
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => start('')}>
            <Trans>Change number</Trans>
          </Button>
        </div>
      ) : (
        <div className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <FormAlert message={errors.form} />
          {!sent ? (
            <form noValidate onSubmit={send} className="space-y-3">
              <TextField
                label={t`Number to verify`}
                type="tel"
                autoComplete="tel-national"
                inputMode="numeric"
                prefix="+91"
                hint={t`We send a 6-digit code to it. It becomes your number once you enter the code.`}
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                error={errors.phone}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  type="submit"
                  size="sm"
                  pending={pending === 'send'}
                  pendingLabel={t`Sending code...`}
                >
                  <Trans>Send code</Trans>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            </form>
          ) : (
            <form noValidate onSubmit={verify} className="space-y-3">
              <p className="text-sm text-slate-700">
                <Trans>
                  We sent a 6-digit code to <strong className="whitespace-nowrap">{sent.result.to}</strong>.
                </Trans>
              </p>
              <CodeInput
                name="code"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                error={errors.code}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" pending={pending === 'verify'} pendingLabel={t`Checking...`}>
                  <Trans>Verify</Trans>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
              <ResendCode
                seconds={sent.result.resendInSeconds}
                sentAt={sent.at}
                pending={pending === 'send'}
                onResend={() => void send()}
              />
            </form>
          )}
          {user.phoneVerified ? (
            <p className="text-xs text-slate-600">
              <Trans>Your current number is told when it changes.</Trans>
            </p>
          ) : null}
        </div>
      )}
    </ContactRow>
  );
}

function EmailContact({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ email?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (address: string, event?: FormEvent) => {
    event?.preventDefault();
    const parsed = Email.safeParse(address);
    if (!parsed.success) return setError({ email: localizeIf(parsed.error.issues[0]?.message) });
    setError({});
    setPending(true);
    try {
      const answer = await sendEmailLink({ email: parsed.data });
      setDone(answerText(answer.message, emailLinkSentText(maskEmail(parsed.data), EMAIL_LINK_MINUTES)));
      setOpen(false);
    } catch (err) {
      setError({
        email: fieldError(err, 'email'),
        form: fieldError(err, 'email') ? undefined : messageOf(err),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <ContactRow
      label={t`E-mail`}
      value={
        user.email ?? (
          <span className="text-slate-600">
            <Trans>No e-mail address yet</Trans>
          </span>
        )
      }
      verified={user.email ? user.emailVerified : null}
    >
      <FormAlert tone="success" message={done} />
      {!open ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {user.email && !user.emailVerified ? (
            <Button
              size="sm"
              pending={pending}
              pendingLabel={t`Sending link...`}
              onClick={() => void send(user.email ?? '')}
            >
              <Trans>Verify e-mail</Trans>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setEmail('');
              setError({});
              setOpen(true);
            }}
          >
            {user.email ? t`Change e-mail` : t`Add e-mail`}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void send(email, event)}
          className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          <FormAlert message={error.form} />
          <TextField
            label={t`New e-mail address`}
            type="email"
            autoComplete="email"
            inputMode="email"
            hint={t`We send a link to it. It becomes your address (and signs you in) once you open the link.`}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error.email}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" pending={pending} pendingLabel={t`Sending link...`}>
              <Trans>Send link</Trans>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </ContactRow>
  );
}

export function ContactDetails({ user }: { user: AuthUser }) {
  return (
    <div>
      <p className="text-sm text-slate-700">
        <Trans>
          Arogya sends reminders, codes and reports only to a number and an address you have verified.
        </Trans>
      </p>
      <PhoneContact user={user} />
      <EmailContact user={user} />
    </div>
  );
}
