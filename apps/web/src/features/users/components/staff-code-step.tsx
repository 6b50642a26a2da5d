// A staff account's second step on /login (docs/screens.md#signing-in-with-a-mobile-number): after the right
// password, the 6-digit code sent to its phone finishes signing in.
import { OneTimeCode, type StaffCodeChallenge } from '@arogya/contracts/one-time-codes';
import type { PublicUser } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { localizeIf, localizeValidationMessage, refusalText } from '../../../lib/form-errors.ts';
import { completeSignIn } from '../api/login-user.ts';
import { resendStaffCode } from '../api/resend-staff-code.ts';
import { verifyStaffCode } from '../api/verify-staff-code.ts';
import { codeSentText } from '../code-sent-text.ts';
import { CodeInput, ResendCode, useWebOtp } from './code-entry.tsx';

export function StaffCodeStep({
  challenge,
  onSignedIn,
  onStartAgain,
}: {
  challenge: StaffCodeChallenge;
  onSignedIn: (user: PublicUser) => void;
  onStartAgain: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState({ result: challenge.result, message: challenge.message, at: Date.now() });
  const [pending, setPending] = useState<'verify' | 'send' | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);

  const verify = async (value: string) => {
    const parsed = OneTimeCode.safeParse(value);
    if (!parsed.success)
      return setCodeError(localizeIf(parsed.error.issues[0]?.message) ?? t`Enter the 6-digit code`);
    setCodeError(null);
    setFormError(null);
    setPending('verify');
    try {
      onSignedIn(
        await completeSignIn(await verifyStaffCode({ challenge: challenge.challenge, code: value })),
      );
    } catch (error) {
      const detail = error instanceof ApiError ? error.details.find((d) => d.field === 'code') : undefined;
      if (detail) setCodeError(localizeValidationMessage(detail.message));
      else setFormError(refusalText(error));
    } finally {
      setPending(null);
    }
  };

  const resend = async () => {
    setPending('send');
    setFormError(null);
    try {
      const answer = await resendStaffCode(challenge.challenge);
      setSent({ result: answer.result, message: answer.message, at: Date.now() });
    } catch (error) {
      setFormError(refusalText(error));
    } finally {
      setPending(null);
    }
  };

  useWebOtp((received) => {
    setCode(received);
    void verify(received);
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void verify(code);
      }}
    >
      <FormAlert tone="success" message={answerText(sent.message, codeSentText(sent.result))} />
      <FormAlert message={formError} />
      <CodeInput
        ref={codeRef}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={codeError ?? undefined}
      />
      <Button type="submit" className="w-full" pending={pending === 'verify'} pendingLabel={t`Checking...`}>
        <Trans>Verify and sign in</Trans>
      </Button>
      <ResendCode
        seconds={sent.result.resendInSeconds}
        sentAt={sent.at}
        pending={pending === 'send'}
        onResend={() => void resend()}
      />
      <p className="text-sm">
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={onStartAgain}>
          <Trans>Sign in with another account</Trans>
        </button>
      </p>
    </form>
  );
}
