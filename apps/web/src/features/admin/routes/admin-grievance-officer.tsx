// /admin/grievance-officer (admins only): the person named as Grievance Officer, their designation, e-mail
// and phone, as the privacy policy, the terms, the contact page and the help center show them
// (docs/product-rules.md#the-grievance-officer). Until someone is named the pages show the office without a
// name, and this page says the IT Rules, 2021 ask for one.

import type { GrievanceOfficer } from '@arogya/contracts/home';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { GrievanceOfficer as GrievanceOfficerBlock } from '../../../components/grievance-officer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useGrievanceOfficer } from '../../../lib/api/get-grievance-officer.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useServerProblems } from '../../../lib/server-problems.ts';
import toast from '../../../lib/toast.ts';
import { useSetGrievanceOfficer } from '../api/set-grievance-officer.ts';
import { ConsoleShell } from '../components/console-shell.tsx';

type Draft = { name: string; designation: string; email: string; phone: string };
const FIELDS: (keyof Draft)[] = ['name', 'designation', 'email', 'phone'];

function OfficerForm({ officer }: { officer: GrievanceOfficer }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>({
    name: officer.name ?? '',
    designation: officer.designation,
    email: officer.email,
    phone: officer.phone ?? '',
  });
  const save = useSetGrievanceOfficer();
  const problems = useServerProblems(save.error);
  const field = (k: keyof Draft) => ({
    name: k,
    value: draft[k],
    error: problems.problem(k),
    onChange: (event: { target: { value: string } }) => {
      problems.edited(k);
      setDraft((d) => ({ ...d, [k]: event.target.value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => toast.success(t`Grievance Officer saved: the policy pages show it now`),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <FormAlert message={save.isError ? (problems.formMessage(FIELDS) ?? null) : null} />
      <TextField label={t`Full name`} autoComplete="off" required {...field('name')} />
      <TextField label={t`Designation`} required {...field('designation')} />
      <TextField label={t`E-mail`} type="email" inputMode="email" required {...field('email')} />
      <TextField
        label={t`Phone (optional)`}
        type="tel"
        inputMode="tel"
        prefix="+91"
        hint={t`A 10-digit number shown on the pages; leave empty to publish none.`}
        {...field('phone')}
      />
      <Button type="submit" pending={save.isPending} pendingLabel={t`Saving...`}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}

export default function AdminGrievanceOfficerPage() {
  const { t } = useLingui();
  const officer = useGrievanceOfficer();
  return (
    <ConsoleShell
      title={t`Grievance Officer`}
      intro={t`The IT Rules, 2021 and the DPDP Act, 2023 ask Arogya to name a Grievance Officer with their contact details. The privacy policy, the terms, the contact page and the help center show what is saved here.`}
    >
      {officer.isPending ? (
        <LoadingNote label={t`Loading the Grievance Officer...`} />
      ) : officer.isError ? (
        <ErrorState
          headingLevel={2}
          title={t`The Grievance Officer could not be loaded`}
          message={errorMessage(officer.error)}
          onRetry={() => void officer.refetch()}
        />
      ) : (
        <div className="space-y-6">
          {officer.data.name ? null : (
            <p
              role="status"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <Trans>
                No one is named yet: the pages show the office, its e-mail and address without a name. Name
                the person who answers complaints below.
              </Trans>
            </p>
          )}
          <OfficerForm key={officer.data.updatedAt} officer={officer.data} />
          <section aria-labelledby="grievance-preview" className="max-w-xl">
            <h2 id="grievance-preview" className="text-lg font-semibold text-slate-900">
              <Trans>As the pages show it</Trans>
            </h2>
            {officer.data.name ? (
              <p className="text-sm text-slate-600">
                <Trans>Last changed {formatDateTime(officer.data.updatedAt)}.</Trans>
              </p>
            ) : null}
            <div className="mt-2 rounded-2xl border border-slate-200 bg-white p-4">
              <GrievanceOfficerBlock />
            </div>
            <p className="mt-2 text-sm text-slate-600">
              <Trans>
                See it on the{' '}
                <Link className="text-teal-700 underline" to={`${paths.privacyPolicy}#grievance-officer`}>
                  privacy policy
                </Link>
                .
              </Trans>
            </p>
          </section>
        </div>
      )}
    </ConsoleShell>
  );
}
