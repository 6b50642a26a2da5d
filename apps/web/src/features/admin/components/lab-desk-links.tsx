// The admin console's "Partner lab desks" section (docs/product-rules.md#the-admin-console): which account
// works each partner lab's desk, a form linking an account that holds the Lab partner role (by its e-mail) to a
// lab, and unlinking one. The server's refusal (no lab role, already at another lab) is shown in the form.

import type { AdminLab } from '@arogya/contracts/admin-lab-staff';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import toast from '../../../lib/toast.ts';
import { useAdminLabs, useLinkLabStaff } from '../api/link-lab-staff.ts';

/** How a lab's desk reads in the list: the linked account, or that there is none. */
export function deskLine(lab: Pick<AdminLab, 'staff'>): string {
  if (!lab.staff) return localized(msg`No desk account linked`);
  return lab.staff.email ? `${lab.staff.name} · ${lab.staff.email}` : lab.staff.name;
}

export function LabDeskLinks() {
  const { t } = useLingui();
  const headingId = useId();
  const labs = useAdminLabs();
  const link = useLinkLabStaff();
  const [labId, setLabId] = useState('');
  const [staff, setStaff] = useState('');
  const [missing, setMissing] = useState<{ lab?: string; staff?: string }>({});
  const list = labs.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(labId ? {} : { lab: t`Choose a lab` }),
      ...(staff.trim() ? {} : { staff: t`Enter the staff account’s e-mail` }),
    };
    setMissing(next);
    if (next.lab || next.staff) return;
    link.mutate(
      { labId, staff: staff.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answerText(answer.message, t`Linked`));
          setStaff('');
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-slate-200 pt-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Partner lab desks</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          Give an account the Lab partner role above, then link it to its lab: it then works that lab’s
          collections, results and reports. One lab per account.
        </Trans>
      </p>
      {labs.isPending ? (
        <LoadingNote label={t`Loading labs...`} />
      ) : labs.isError ? (
        <ErrorState
          headingLevel={3}
          title={t`Labs could not be loaded`}
          message={errorMessage(labs.error)}
          onRetry={() => void labs.refetch()}
        />
      ) : (
        <>
          <form
            noValidate
            onSubmit={submit}
            className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
          >
            <SelectField
              label={t`Lab`}
              value={labId}
              error={missing.lab}
              onChange={(event) => setLabId(event.target.value)}
            >
              <option value="">{t`Choose a lab`}</option>
              {list.map((lab) => (
                <option key={lab.id} value={lab.id}>
                  {lab.name}, {lab.city}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t`Staff account e-mail`}
              type="email"
              autoComplete="off"
              value={staff}
              error={missing.staff}
              onChange={(event) => setStaff(event.target.value)}
            />
            <Button type="submit" className="sm:mt-6" pending={link.isPending} pendingLabel={t`Linking...`}>
              <Trans>Link Account</Trans>
            </Button>
          </form>
          <div className="mt-3">
            <FormAlert message={link.isError ? errorMessage(link.error) : null} />
          </div>
          <ul className="mt-4 space-y-3" aria-label={t`Partner labs`}>
            {list.map((lab) => (
              <li
                key={lab.id}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {lab.name}, {lab.city}
                  </p>
                  <p className="break-all text-sm text-slate-700">{deskLine(lab)}</p>
                </div>
                {lab.staff ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t`Unlink ${lab.staff.name} from ${lab.name}`}
                    disabled={link.isPending}
                    onClick={() =>
                      link.mutate(
                        { labId: lab.id, staff: null },
                        { onSuccess: (answer) => toast.success(answerText(answer.message, t`Unlinked`)) },
                      )
                    }
                  >
                    <Trans>Unlink</Trans>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
