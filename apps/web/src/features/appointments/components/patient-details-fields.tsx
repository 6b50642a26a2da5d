// Who the appointment is for: name and mobile (prefilled from the profile), optional age and gender, and
// the reason for the visit.

import type { BookAppointmentRequest } from '@arogya/contracts/appointments';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

export type PatientDetailsInput = Pick<
  BookAppointmentRequest,
  'patientName' | 'patientPhone' | 'patientAge' | 'patientGender' | 'reason'
>;

const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const optionalText = (v: unknown) => (v === '' ? undefined : v);

export function PatientDetailsFields({
  register,
  errors,
}: {
  register: UseFormRegister<PatientDetailsInput>;
  errors: FieldErrors<PatientDetailsInput>;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t`Patient name`}
        autoComplete="name"
        error={errors.patientName?.message}
        {...register('patientName')}
      />
      <TextField
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        hint={t`10 digits, starting with 6, 7, 8 or 9`}
        error={errors.patientPhone?.message}
        {...register('patientPhone')}
      />
      <TextField
        label={t`Age (optional)`}
        type="number"
        inputMode="numeric"
        min={0}
        max={120}
        error={errors.patientAge?.message}
        {...register('patientAge', { setValueAs: optionalNumber })}
      />
      <SelectField
        label={t`Gender (optional)`}
        error={errors.patientGender?.message}
        {...register('patientGender', { setValueAs: optionalText })}
      >
        <option value="">{t`Prefer not to say`}</option>
        <option value="female">{t`Female`}</option>
        <option value="male">{t`Male`}</option>
        <option value="other">{t`Other`}</option>
      </SelectField>
      <TextareaField
        className="sm:col-span-2"
        label={t`Reason for visit (optional)`}
        hint={t`A few words help the doctor prepare, e.g. “fever for 3 days”.`}
        maxLength={500}
        error={errors.reason?.message}
        {...register('reason', { setValueAs: optionalText })}
      />
    </div>
  );
}
