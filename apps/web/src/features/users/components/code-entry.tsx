// The pieces every one-time code form shares (docs/screens.md#signing-in-with-a-mobile-number): the code box,
// which the phone fills in by itself (autocomplete="one-time-code"; Chrome on Android also through the WebOTP
// API, from the SMS's last line `@host #code`), and the resend link with its countdown.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';

/** The 6-digit code box: numeric keypad, filled in from the SMS by the phone. */
export function CodeInput(props: Omit<TextFieldProps, 'label'> & { label?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`6-digit code`}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      spellCheck={false}
      {...props}
    />
  );
}

type OtpCredential = Credential & { code?: string };

/**
 * Asks the browser for the code of the SMS that arrives (the WebOTP API, Chrome on Android): `onCode` gets it
 * once the person allows it. Elsewhere nothing happens and the code is typed (or offered by the keyboard).
 */
export function useWebOtp(onCode: (code: string) => void, enabled = true): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) latest.current(code);
      })
      .catch(() => {
        // Cancelled, timed out or refused: the code is typed instead.
      });
    return () => abort.abort();
  }, [enabled]);
}

/** Counts down to when another code may be asked; restarts whenever `seconds` is given anew. */
function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey is a trigger (a new code was sent)
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}

/** 'Resend code' once the wait is over; until then, how long is left. */
export function ResendCode({
  seconds,
  sentAt,
  onResend,
  pending,
}: {
  seconds: number;
  /** Changes with every code sent, restarting the countdown. */
  sentAt: number;
  onResend: () => void;
  pending: boolean;
}) {
  const { t } = useLingui();
  const left = useCountdown(seconds, sentAt);
  const wait = `0:${String(left).padStart(2, '0')}`;
  if (left > 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>
          Didn’t get it? You can ask for a new code in <span className="tabular-nums">{wait}</span>.
        </Trans>
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600">
      <Trans>Didn’t get it?</Trans>{' '}
      <button
        type="button"
        onClick={onResend}
        disabled={pending}
        className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
      >
        {pending ? t`Sending...` : t`Resend code`}
      </button>
    </p>
  );
}
