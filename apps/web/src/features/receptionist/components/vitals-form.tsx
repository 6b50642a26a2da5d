// Record a patient's vitals: each field optional (at least one measured), checked with the contract's
// schema (the same plausible ranges the API enforces); the API's field errors land on their inputs.
import { type Vitals, VitalsRequest } from '@arogya/contracts/appointments';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { VitalsSummary } from '../../../components/vitals-summary.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useRecordVitals } from '../api/record-vitals.ts';
import {
  optionalNumber,
  rangeHint,
  temperatureHint,
  VITAL_FIELDS,
  VITALS_FORM_FIELDS,
} from '../vitals-fields.ts';

export function VitalsForm({
  patientId,
  patientName,
  appointmentId,
  onDone,
}: {
  patientId: string;
  patientName: string;
  appointmentId?: string;
  onDone?: (vitals: Vitals) => void;
}) {
  const { t } = useLingui();
  const record = useRecordVitals();
  const [saved, setSaved] = useState<Vitals | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<VitalsRequest>({
    resolver: localizedZodResolver(VitalsRequest),
    defaultValues: { patientId, appointmentId, temperatureUnit: 'F', notes: '' },
  });
  const unit = watch('temperatureUnit') === 'C' ? 'C' : 'F';
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await record.mutateAsync({ ...values, notes: values.notes?.trim() || undefined });
      toast.success(answerText(answer.message, t`Vitals recorded`));
      setSaved(answer.result);
      onDone?.(answer.result);
    } catch (error) {
      setFormError(applyApiErrors(error, setError, VITALS_FORM_FIELDS));
    }
  });

  if (saved) {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-4">
        <p className="mb-2 font-semibold text-slate-900">
          <Trans>Vitals recorded for {patientName}</Trans>
        </p>
        <VitalsSummary vitals={saved} />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>Fill in what was measured for {patientName}; leave the rest empty.</Trans>
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {VITAL_FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={`${t(f.label)} (${t(f.unit)})`}
            type="number"
            inputMode="decimal"
            step={f.step}
            hint={rangeHint(f.name)}
            error={errors[f.name]?.message}
            {...register(f.name, { setValueAs: optionalNumber })}
          />
        ))}
        <TextField
          label={t`Temperature (°${unit})`}
          type="number"
          inputMode="decimal"
          step="0.1"
          hint={temperatureHint(unit)}
          error={errors.temperature?.message}
          {...register('temperature', { setValueAs: optionalNumber })}
        />
        <SelectField label={t`Temperature unit`} {...register('temperatureUnit')}>
          <option value="F">{t`°F (Fahrenheit)`}</option>
          <option value="C">{t`°C (Celsius)`}</option>
        </SelectField>
      </div>
      <TextField
        label={t`Notes (optional)`}
        maxLength={500}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <FormAlert message={formError ?? errors.root?.message} />
      <Button type="submit" pending={record.isPending} pendingLabel={t`Saving...`}>
        <Trans>Record vitals</Trans>
      </Button>
    </form>
  );
}
