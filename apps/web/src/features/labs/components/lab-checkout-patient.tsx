// The lab checkout's first step: who the test is for. Myself or a family member ("For"; a member's own name,
// age and sex fill the fields, and their Smart Health Card applies at booking), me or someone else with a
// name, and age and sex either way: they pick the reference ranges on the report.
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { ForWhomSelect } from '../../../components/for-whom-select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFamilyMembers } from '../../../lib/api/family-members.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import {
  digitsOnly,
  h2Class,
  optionClass,
  radioClass,
  sectionClass,
  useLabCheckoutForm,
} from './lab-checkout-form.ts';

export function LabCheckoutPatient() {
  const id = useId();
  const user = useAuthStore((s) => s.user);
  const family = useFamilyMembers();
  const { control, register, setValue, clearErrors, formState } = useLabCheckoutForm();
  // The name is asked of someone else only: back to me, its error goes with it.
  const patientForField = register('patient.for', {
    onChange: (event) => {
      if (event.target.value === 'self') clearErrors('patient.name');
    },
  });
  const [forWhom, patientFor] = useWatch({ control, name: ['forWhom', 'patient.for'] });
  const errors = formState.errors.patient;
  const sexError = errors?.sex?.message;
  const touch = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  return (
    <section aria-labelledby="who-heading" className={sectionClass}>
      <h2 id="who-heading" className={h2Class}>
        Who is the test for?
      </h2>
      <div className="mt-3 max-w-sm">
        <ForWhomSelect
          id="lab-for"
          value={forWhom}
          onChange={(next) => {
            setValue('forWhom', next, touch);
            const member = family.data?.members.find((m) => m.id === next);
            if (!member) return;
            // A family member's own details; a Smart Health Card covering them applies at booking.
            setValue('patient.for', 'other', touch);
            setValue('patient.name', member.name, touch);
            setValue('patient.age', String(member.age), touch);
            if (member.sex === 'male' || member.sex === 'female') setValue('patient.sex', member.sex, touch);
          }}
        />
      </div>
      <fieldset className="mt-3" disabled={forWhom !== 'self'}>
        <legend className="sr-only">Who is the test for?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={optionClass(patientFor === 'self')}>
            <input type="radio" value="self" className={radioClass} {...patientForField} />
            <span>
              <span className="block font-semibold text-slate-900">Me</span>
              <span className="text-slate-700">{user?.name ?? 'The account holder'}</span>
            </span>
          </label>
          <label className={optionClass(patientFor === 'other')}>
            <input type="radio" value="other" className={radioClass} {...patientForField} />
            <span>
              <span className="block font-semibold text-slate-900">Someone else</span>
              <span className="text-slate-700">A family member or friend</span>
            </span>
          </label>
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {patientFor === 'other' ? (
          <TextField
            label="Full name"
            error={errors?.name?.message}
            autoComplete="off"
            className="sm:col-span-3"
            {...register('patient.name')}
          />
        ) : null}
        <TextField
          label="Age (years)"
          inputMode="numeric"
          error={errors?.age?.message}
          {...digitsOnly(register('patient.age'), 3)}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 block text-sm font-medium text-slate-800">Sex</legend>
          <div className="flex gap-4 py-2">
            {(['female', 'male'] as const).map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  value={s}
                  aria-invalid={sexError ? true : undefined}
                  aria-describedby={sexError ? `${id}-sex-error` : undefined}
                  className="size-4 accent-brand-700"
                  {...register('patient.sex')}
                />
                {s === 'female' ? 'Female' : 'Male'}
              </label>
            ))}
          </div>
          {sexError ? (
            <p id={`${id}-sex-error`} className="text-sm text-red-700">
              {sexError}
            </p>
          ) : null}
        </fieldset>
      </div>
      <p className="mt-2 text-sm text-slate-600">Age and sex pick the reference ranges on the report.</p>
    </section>
  );
}
