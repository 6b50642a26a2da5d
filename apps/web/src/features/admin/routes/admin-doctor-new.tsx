// /admin/doctors/new (admins only): onboard a doctor. The form sends everything in one request; the answer
// carries the temporary password, shown once (docs/product-rules.md#doctor-onboarding).

import type { OnboardDoctorRequest, OnboardedDoctor } from '@arogya/contracts/admin';
import { CONSULTATION_TYPES, GENDERS, WEEKDAYS } from '@arogya/contracts/doctors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { useServerProblems } from '../../../lib/server-problems.ts';
import { useDoctorFormOptions, useOnboardDoctor } from '../api/list-doctors.ts';
import { ConsoleShell } from '../components/console-shell.tsx';

const GENDER_NAMES = localizedLabels<(typeof GENDERS)[number]>({
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
});

const TYPE_LABELS = localizedLabels<(typeof CONSULTATION_TYPES)[number]>({
  'in-person': msg`In clinic`,
  video: msg`Video`,
  audio: msg`Audio`,
});

type Draft = Record<
  | 'name'
  | 'email'
  | 'mobile'
  | 'gender'
  | 'dob'
  | 'specialtyId'
  | 'clinicId'
  | 'qualification'
  | 'experienceYears'
  | 'fee'
  | 'languages'
  | 'registrationNumber'
  | 'registrationCouncil'
  | 'registrationYear'
  | 'about'
  | 'start'
  | 'end'
  | 'slotMinutes',
  string
>;

const EMPTY: Draft = {
  name: '',
  email: '',
  mobile: '',
  gender: '',
  dob: '',
  specialtyId: '',
  clinicId: '',
  qualification: '',
  experienceYears: '',
  fee: '',
  languages: 'English',
  registrationNumber: '',
  registrationCouncil: '',
  registrationYear: '',
  about: '',
  start: '09:00',
  end: '13:00',
  slotMinutes: '30',
};

/** The request from the form; the fee is typed in rupees and sent in paise. */
function requestOf(d: Draft, days: number[], types: string[]): OnboardDoctorRequest {
  return {
    name: d.name,
    email: d.email,
    mobile: d.mobile,
    gender: d.gender as OnboardDoctorRequest['gender'],
    dob: d.dob,
    specialtyId: d.specialtyId,
    clinicId: d.clinicId,
    qualification: d.qualification,
    experienceYears: Number(d.experienceYears),
    feePaise: Math.round(Number(d.fee) * 100),
    languages: d.languages
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
    consultationTypes: types as OnboardDoctorRequest['consultationTypes'],
    registrationNumber: d.registrationNumber,
    registrationCouncil: d.registrationCouncil,
    registrationYear: Number(d.registrationYear),
    about: d.about,
    hours: {
      schedule: days.map((weekday) => ({
        weekday,
        start: d.start,
        end: d.end,
        slotMinutes: Number(d.slotMinutes),
      })),
    },
  };
}

const FIELD_OF: Record<string, keyof Draft> = { feePaise: 'fee', hours: 'start' };

function Created({ result, name }: { result: OnboardedDoctor; name: string }) {
  return (
    <section
      aria-labelledby="created-heading"
      className="rounded-2xl border border-brand-300 bg-brand-50 p-5"
    >
      <h2 id="created-heading" className="text-lg font-semibold text-slate-900">
        <Trans>{name} has been added</Trans>
      </h2>
      <p className="mt-2 text-slate-800">
        <Trans>
          Give the doctor this temporary password; it is shown only now. They should change it after signing
          in.
        </Trans>
      </p>
      <dl className="mt-3">
        <dt className="text-sm font-medium text-slate-800">
          <Trans>Temporary password</Trans>
        </dt>
        <dd className="mt-1 select-all rounded-lg bg-white px-3 py-2 font-mono text-lg text-slate-900">
          {result.temporaryPassword}
        </dd>
      </dl>
      <p className="mt-3 text-slate-800">
        <Trans>
          The doctor is not listed for patients until you check their registration with the council.
        </Trans>
      </p>
      <Link to={paths.adminDoctors} className={buttonClass('primary', 'md', 'mt-4')}>
        <Trans>Go to Doctors</Trans>
      </Link>
    </section>
  );
}

export default function AdminDoctorNewPage() {
  const { t } = useLingui();
  const options = useDoctorFormOptions();
  const onboard = useOnboardDoctor();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [types, setTypes] = useState<string[]>(['in-person', 'video']);
  const [done, setDone] = useState<{ result: OnboardedDoctor; name: string } | null>(null);

  const problems = useServerProblems(onboard.error, (path) => {
    const top = path.split('.')[0] ?? path;
    return FIELD_OF[top] ?? top;
  });
  const field = (k: keyof Draft) => ({
    value: draft[k],
    error: problems.problem(k),
    onChange: (event: { target: { value: string } }) => {
      problems.edited(k);
      setDraft((v) => ({ ...v, [k]: event.target.value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onboard.mutate(requestOf(draft, days, types), {
      onSuccess: (answer) => {
        setDone({ result: answer.result, name: t`Dr. ${draft.name.replace(/^(dr\.?\s+)+/i, '')}` });
        window.scrollTo({ top: 0 });
      },
    });
  };

  return (
    <ConsoleShell
      title={t`Add a doctor`}
      intro={t`The doctor's account, profile, registration, clinic, fee and weekly hours.`}
    >
      {done ? (
        <Created result={done.result} name={done.name} />
      ) : options.isPending ? (
        <LoadingNote label={t`Loading the form...`} />
      ) : options.isError ? (
        <ErrorState
          headingLevel={2}
          title={t`The form could not be loaded`}
          message={errorMessage(options.error)}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <form onSubmit={submit} className="space-y-6" noValidate>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold text-slate-900">
              <Trans>Account</Trans>
            </legend>
            <TextField
              label={t`Full name`}
              hint={t`Without 'Dr.': pages add it`}
              autoComplete="off"
              {...field('name')}
            />
            <TextField label={t`E-mail`} type="email" autoComplete="off" {...field('email')} />
            <TextField label={t`Mobile number`} inputMode="tel" prefix="+91" {...field('mobile')} />
            <SelectField label={t`Gender`} {...field('gender')}>
              <option value="">{t`Choose`}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_NAMES[g]}
                </option>
              ))}
            </SelectField>
            <TextField label={t`Date of birth`} type="date" {...field('dob')} />
          </fieldset>

          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold text-slate-900">
              <Trans>Practice</Trans>
            </legend>
            <SelectField label={t`Specialty`} {...field('specialtyId')}>
              <option value="">{t`Choose`}</option>
              {options.data.result.specialties.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <SelectField label={t`Clinic`} {...field('clinicId')}>
              <option value="">{t`Choose`}</option>
              {options.data.result.clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}, {c.city}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t`Qualification`}
              placeholder={t`MBBS, MD (Medicine)`}
              {...field('qualification')}
            />
            <TextField label={t`Experience (years)`} type="number" min={0} {...field('experienceYears')} />
            <TextField label={t`Consultation fee`} prefix="₹" type="number" min={0} {...field('fee')} />
            <TextField label={t`Languages`} hint={t`Separated by commas`} {...field('languages')} />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-900">
                <Trans>Consultation types</Trans>
              </legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {CONSULTATION_TYPES.map((t) => (
                  <label
                    key={t}
                    className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={types.includes(t)}
                      onChange={(e) => {
                        problems.edited('consultationTypes');
                        setTypes((v) => (e.target.checked ? [...v, t] : v.filter((x) => x !== t)));
                      }}
                    />
                    {TYPE_LABELS[t]}
                  </label>
                ))}
              </div>
              {problems.problem('consultationTypes') ? (
                <p className="mt-1 text-sm text-red-800">{problems.problem('consultationTypes')}</p>
              ) : null}
            </fieldset>
            <TextareaField label={t`About`} className="sm:col-span-2" rows={4} {...field('about')} />
          </fieldset>

          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-lg font-semibold text-slate-900">
              <Trans>Medical council registration</Trans>
            </legend>
            <TextField label={t`Registration number`} {...field('registrationNumber')} />
            <TextField
              label={t`Council`}
              placeholder={t`Karnataka Medical Council`}
              {...field('registrationCouncil')}
            />
            <TextField label={t`Year`} type="number" min={1950} {...field('registrationYear')} />
          </fieldset>

          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-lg font-semibold text-slate-900">
              <Trans>Weekly hours (IST)</Trans>
            </legend>
            <fieldset className="sm:col-span-3">
              <legend className="text-sm font-medium text-slate-900">
                <Trans>Days</Trans>
              </legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {WEEKDAYS.map((day, i) => (
                  <label
                    key={day}
                    className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={days.includes(i)}
                      onChange={(e) =>
                        setDays((v) => (e.target.checked ? [...v, i].sort() : v.filter((x) => x !== i)))
                      }
                    />
                    {day.slice(0, 3)}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField label={t`From`} type="time" {...field('start')} />
            <TextField label={t`To`} type="time" {...field('end')} />
            <SelectField label={t`Slot length`} {...field('slotMinutes')}>
              {['10', '15', '20', '30', '45', '60'].map((m) => (
                <option key={m} value={m}>
                  <Trans>{m} minutes</Trans>
                </option>
              ))}
            </SelectField>
          </fieldset>

          <FormAlert message={problems.formMessage([...Object.keys(draft), 'consultationTypes'])} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" pending={onboard.isPending} pendingLabel={t`Adding...`}>
              <Trans>Add Doctor</Trans>
            </Button>
            <Link to={paths.adminDoctors} className={buttonClass('ghost')}>
              <Trans>Cancel</Trans>
            </Link>
          </div>
        </form>
      )}
    </ConsoleShell>
  );
}
