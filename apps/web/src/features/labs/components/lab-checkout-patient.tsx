// The lab checkout's first step, asked once: who the test is for. Me, one of the account's family members
// (their own name, age and sex are on record: the server books with those, and their Smart Health Card
// applies), or someone else, named here (they pay in full). Age and sex pick the reference ranges on the
// report, so they are asked of me and of someone else, and of a member whose sex is not on record as female
// or male. 'Me' starts on the age and sex of my last booking for myself (remembered-self.ts).
import type { FamilyMember } from '@arogya/contracts/health-card';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { relationName } from '../../../components/relation-names.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useFamilyMembers } from '../../../lib/api/family-members.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import { useLabBookings } from '../api/list-lab-bookings.ts';
import { rememberedSelf } from '../remembered-self.ts';
import {
  digitsOnly,
  h2Class,
  optionClass,
  radioClass,
  sectionClass,
  useLabCheckoutForm,
} from './lab-checkout-form.ts';

type Choice = 'self' | 'other' | { member: FamilyMember };

const sexLabel = (sex: string) =>
  sex === 'female' ? localized(msg`Female`) : sex === 'male' ? localized(msg`Male`) : null;

export function LabCheckoutPatient() {
  const { t } = useLingui();
  const id = useId();
  const user = useAuthStore((s) => s.user);
  const members = useFamilyMembers().data?.members ?? [];
  const { control, register, setValue, getValues, clearErrors, formState } = useLabCheckoutForm();
  const [forWhom, patientFor] = useWatch({ control, name: ['forWhom', 'patient.for'] });
  const lastOwn = useLabBookings({ member: 'self', limit: 1 }).data?.result[0];
  const remembered = rememberedSelf(lastOwn, indiaDate());
  const rememberedAge = remembered?.age;
  const rememberedSex = remembered?.sex;

  // Filled once known, into 'Me' only and only where nothing was typed yet.
  useEffect(() => {
    if (!rememberedAge || !rememberedSex) return;
    const now = getValues();
    if (now.forWhom !== 'self' || now.patient.for !== 'self') return;
    if (!now.patient.age) setValue('patient.age', rememberedAge, { shouldDirty: true });
    if (!now.patient.sex) setValue('patient.sex', rememberedSex, { shouldDirty: true });
  }, [rememberedAge, rememberedSex, getValues, setValue]);
  const member = forWhom === 'self' ? undefined : members.find((m) => m.id === forWhom);
  const errors = formState.errors.patient;
  const sexError = errors?.sex?.message;
  const touch = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  const choose = (choice: Choice) => {
    if (choice === 'self' || choice === 'other') {
      // From a member back to me or someone else: their details go, and so do any errors on them.
      if (member) {
        setValue('patient.age', '', { shouldDirty: true });
        setValue('patient.sex', '', { shouldDirty: true });
      }
      setValue('forWhom', 'self', touch);
      setValue('patient.for', choice, touch);
      setValue('patient.name', '', { shouldDirty: true });
      if (choice === 'self' && remembered && (member || !getValues('patient.age'))) {
        setValue('patient.age', remembered.age, { shouldDirty: true });
        setValue('patient.sex', remembered.sex, { shouldDirty: true });
      }
      clearErrors('patient');
      return;
    }
    const m = choice.member;
    setValue('forWhom', m.id, touch);
    setValue('patient.for', 'other', touch);
    setValue('patient.name', m.name, touch);
    setValue('patient.age', String(m.age), touch);
    setValue('patient.sex', m.sex === 'male' || m.sex === 'female' ? m.sex : '', touch);
    clearErrors('patient');
  };

  const askSex = !member || sexLabel(member.sex) === null;
  return (
    <section aria-labelledby="who-heading" className={sectionClass}>
      <h2 id="who-heading" className={h2Class}>
        <Trans>Who is the test for?</Trans>
      </h2>
      <div role="radiogroup" aria-labelledby="who-heading" className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className={optionClass(!member && patientFor === 'self')}>
          <input
            type="radio"
            name={`${id}-who`}
            className={radioClass}
            checked={!member && patientFor === 'self'}
            onChange={() => choose('self')}
          />
          <span>
            <Trans>
              <span className="block font-semibold text-slate-900">Me</span>
            </Trans>
            <span className="text-slate-700">{user?.name ?? t`The account holder`}</span>
          </span>
        </label>
        {members.map((m) => (
          <label key={m.id} className={optionClass(member?.id === m.id)}>
            <input
              type="radio"
              name={`${id}-who`}
              className={radioClass}
              checked={member?.id === m.id}
              onChange={() => choose({ member: m })}
            />
            <span>
              <span className="block font-semibold text-slate-900">{m.name}</span>
              <span className="text-slate-700">
                {relationName(m)}, {t`${plural(m.age, { one: '# year', other: '# years' })}`}
              </span>
            </span>
          </label>
        ))}
        <label className={optionClass(!member && patientFor === 'other')}>
          <input
            type="radio"
            name={`${id}-who`}
            className={radioClass}
            checked={!member && patientFor === 'other'}
            onChange={() => choose('other')}
          />
          <Trans>
            <span>
              <span className="block font-semibold text-slate-900">Someone else</span>
              <span className="text-slate-700">A relative or friend, by name</span>
            </span>
          </Trans>
        </label>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          Family members have their details and health card on record.{' '}
          <Link to={paths.familyMembers} className="font-medium text-brand-700 underline">
            Manage family members
          </Link>
        </Trans>
      </p>
      {member ? (
        <p className="mt-4 text-sm text-slate-800">
          {sexLabel(member.sex)
            ? t`${member.name}: ${plural(member.age, { one: '# year', other: '# years' })}, ${sexLabel(member.sex)} (from your family members).`
            : t`${member.name}: ${plural(member.age, { one: '# year', other: '# years' })} (from your family members).`}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {!member && patientFor === 'other' ? (
          <TextField
            label={t`Full name`}
            error={errors?.name?.message}
            autoComplete="off"
            className="sm:col-span-3"
            {...register('patient.name')}
          />
        ) : null}
        {!member ? (
          <TextField
            label={t`Age (years)`}
            inputMode="numeric"
            error={errors?.age?.message}
            {...digitsOnly(register('patient.age'), 3)}
          />
        ) : null}
        {askSex ? (
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 block text-sm font-medium text-slate-800">
              <Trans>Sex</Trans>
            </legend>
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
                  {s === 'female' ? t`Female` : t`Male`}
                </label>
              ))}
            </div>
            {sexError ? (
              <p id={`${id}-sex-error`} className="text-sm text-red-700">
                {sexError}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>Age and sex pick the reference ranges on the report.</Trans>
      </p>
    </section>
  );
}
