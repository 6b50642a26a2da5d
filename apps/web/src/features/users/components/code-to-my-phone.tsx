// Confirms a change by a code to the account's own verified number (POST /api/v1/users/me/code): an account
// without a password sets its first one, or deletes itself, this way.
import type { CodeSent } from '@arogya/contracts/one-time-codes';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { refusalText } from '../../../lib/form-errors.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { sendConfirmCode } from '../api/send-confirm-code.ts';
import { CodeInput, ResendCode } from './code-entry.tsx';

export function CodeToMyPhone({
  phone,
  code,
  onCode,
  error,
}: {
  phone: string;
  code: string;
  onCode: (code: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const [sent, setSent] = useState<{ result: CodeSent; at: number } | null>(null);
  const number = formatIndianMobile(phone);
  const [pending, setPending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const send = async () => {
    setPending(true);
    setSendError(null);
    try {
      const answer = await sendConfirmCode();
      setSent({ result: answer.result, at: Date.now() });
    } catch (err) {
      setSendError(refusalText(err));
    } finally {
      setPending(false);
    }
  };

  if (!sent) {
    return (
      <div className="space-y-2">
        <FormAlert message={sendError} />
        <Button
          variant="secondary"
          onClick={() => void send()}
          pending={pending}
          pendingLabel={t`Sending code...`}
        >
          <Trans>Send a code to {number}</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <FormAlert message={sendError} />
      <p className="text-sm text-slate-700">
        <Trans>
          We sent a 6-digit code to <strong className="whitespace-nowrap">{sent.result.to}</strong>.
        </Trans>
      </p>
      <CodeInput
        name="code"
        value={code}
        onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={error}
      />
      <ResendCode
        seconds={sent.result.resendInSeconds}
        sentAt={sent.at}
        pending={pending}
        onResend={() => void send()}
      />
    </div>
  );
}
