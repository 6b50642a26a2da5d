// Step 1 of a walk-in: find the patient by mobile number, or register them on the spot.

import { type PatientMatch, RegisterWalkInRequest } from '@arogya/contracts/appointments';
import { IndianMobile } from '@arogya/contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyApiErrors, localizedZodResolver, localizeIf } from '../../../lib/form-errors.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import toast from '../../../lib/toast.ts';
import { useFindPatients } from '../api/find-patients.ts';
import { useRegisterWalkIn } from '../api/register-walk-in-patient.ts';

export function PatientFinder({ onChosen }: { onChosen: (patient: PatientMatch) => void }) {
  const { t } = useLingui();
  const id = useId();
  const find = useFindPatients();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [searched, setSearched] = useState<string | null>(null);

  const onFind = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = IndianMobile.safeParse(phone);
    if (!parsed.success) {
      setPhoneError(
        localizeIf(parsed.error.issues[0]?.message) ?? t`Enter a valid 10-digit Indian mobile number`,
      );
      return;
    }
    setPhoneError('');
    setSearched(parsed.data);
    find.mutate(parsed.data);
  };

  const results = find.data ?? [];

  return (
    <div className="space-y-5">
      <form onSubmit={onFind} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id={`${id}-phone`}
          label={t`Patient's mobile number`}
          type="tel"
          inputMode="numeric"
          prefix="+91"
          className="flex-1"
          value={phone}
          error={phoneError || undefined}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Button type="submit" className="sm:mt-6" pending={find.isPending} pendingLabel={t`Finding...`}>
          <Trans>Find patient</Trans>
        </Button>
      </form>

      {find.isError ? <FormAlert message={errorMessage(find.error)} /> : null}

      {searched && find.isSuccess ? (
        <div aria-live="polite">
          {results.length > 0 ? (
            <section aria-labelledby={`${id}-found`}>
              <h3 id={`${id}-found`} className="text-sm font-semibold text-slate-900">
                {results.length === 1 ? t`Patient found` : t`${results.length} patients with this number`}
              </h3>
              <ul className="mt-2 space-y-2">
                {results.map((p) => (
                  <li
                    key={p.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
                  >
                    <div className="text-sm">
                      <p className="font-semibold text-slate-900">{p.name}</p>
                      <p className="text-slate-700">{formatIndianMobile(searched)}</p>
                    </div>
                    <Button size="sm" onClick={() => onChosen(p)}>
                      <Trans>Book for {p.name}</Trans>
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
              <Trans>No patient has the number {formatIndianMobile(searched)}. Register them below.</Trans>
            </p>
          )}
          <RegisterPatient
            key={searched}
            phone={searched}
            onRegistered={onChosen}
            open={results.length === 0}
          />
        </div>
      ) : null}
    </div>
  );
}

function RegisterPatient({
  phone,
  onRegistered,
  open,
}: {
  phone: string;
  onRegistered: (p: PatientMatch) => void;
  open: boolean;
}) {
  const { t } = useLingui();
  const register = useRegisterWalkIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterWalkInRequest>({
    resolver: localizedZodResolver(RegisterWalkInRequest),
    defaultValues: { name: '', phone, email: undefined },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await register.mutateAsync(values);
      toast.success(answerText(answer.message, t`Patient registered`));
      // A new account has no family members yet.
      onRegistered({ ...answer.result, members: [] });
    } catch (error) {
      setFormError(applyApiErrors(error, form.setError, ['name', 'phone', 'email', 'consent']));
    }
  });

  return (
    <details open={open} className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">
        <Trans>Register a new patient</Trans>
      </summary>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Full name`}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t`Mobile number`}
            type="tel"
            inputMode="numeric"
            prefix="+91"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label={t`E-mail (optional)`}
            type="email"
            className="sm:col-span-2"
            error={errors.email?.message}
            {...form.register('email', { setValueAs: (v) => (v === '' ? undefined : v) })}
          />
        </div>
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...form.register('consent')} />
            <Trans>The patient has read Arogya’s privacy notice and agrees to it.</Trans>
          </label>
          {errors.consent ? <p className="mt-1 text-sm text-red-700">{errors.consent.message}</p> : null}
        </div>
        <FormAlert message={formError} />
        <Button type="submit" pending={register.isPending} pendingLabel={t`Registering...`}>
          <Trans>Register patient</Trans>
        </Button>
      </form>
    </details>
  );
}
