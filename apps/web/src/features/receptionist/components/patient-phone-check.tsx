// A walk-in's number, verified at the desk (docs/product-rules.md#verified-contacts): Arogya sends reminders
// and reports only to verified numbers, so a patient registered here is offered a code by SMS to the number on
// their account, which they read out from their phone; the desk types it in.
import type { CodeSent } from '@arogya/contracts/one-time-codes';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { localizeValidationMessage } from '../../../lib/form-errors.ts';
import { useSendPatientPhoneCode } from '../api/send-patient-phone-code.ts';
import { useVerifyPatientPhone } from '../api/verify-patient-phone.ts';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : errorMessage(error);

export function PatientPhoneCheck({
  patientId,
  verified,
  onVerified,
}: {
  patientId: string;
  verified: boolean;
  onVerified: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const send = useSendPatientPhoneCode();
  const verify = useVerifyPatientPhone(patientId);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);

  if (verified) {
    return (
      <p className="text-sm text-emerald-800">
        <Trans>Mobile number verified</Trans>
      </p>
    );
  }

  const sendCode = async () => {
    setError(null);
    try {
      setSent((await send.mutateAsync(patientId)).result);
      setCode('');
      setCodeError(undefined);
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t`Enter the 6-digit code`);
      return;
    }
    setCodeError(undefined);
    try {
      await verify.mutateAsync({ code });
      onVerified();
    } catch (err) {
      const field = err instanceof ApiError ? err.details?.find((d) => d.field === 'code') : undefined;
      if (field) setCodeError(localizeValidationMessage(field.message));
      else setError(messageOf(err));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-800"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        <Trans>Mobile number not verified</Trans>
      </h3>
      <p>
        <Trans>
          Arogya sends appointment reminders and reports only to a verified number. Send the patient a code
          and type in the code they read out from their phone.
        </Trans>
      </p>
      <FormAlert message={error} />
      {sent ? (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <p>
            <Trans>
              We sent a 6-digit code to <strong className="whitespace-nowrap">{sent.to}</strong>.
            </Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label={t`Code the patient reads out`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              spellCheck={false}
              className="sm:max-w-56"
              value={code}
              error={codeError}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
            <Button
              type="submit"
              className="sm:mt-6"
              pending={verify.isPending}
              pendingLabel={t`Verifying...`}
            >
              <Trans>Verify number</Trans>
            </Button>
          </div>
          <button
            type="button"
            onClick={() => void sendCode()}
            disabled={send.isPending}
            className="font-semibold text-brand-700 underline underline-offset-2 disabled:opacity-60"
          >
            {send.isPending ? t`Sending...` : t`Send a new code`}
          </button>
        </form>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void sendCode()}
          pending={send.isPending}
          pendingLabel={t`Sending code...`}
        >
          <Trans>Send code by SMS</Trans>
        </Button>
      )}
    </section>
  );
}
