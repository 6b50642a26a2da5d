// /family-members: the account holder's family (up to 6), for whom they book consultations, lab tests and
// medicines, and whom a family health card covers (docs/screens.md#family-members).

import type { FamilyMember } from '@arogya/contracts/health-card';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { relationName } from '../../../components/relation-names.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useFamilyMembers } from '../../../lib/api/family-members.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMediumDate } from '../../../lib/india-time.ts';
import toast from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useRemoveFamilyMember } from '../api/remove-family-member.ts';
import { MemberFormDialog } from '../components/member-form-dialog.tsx';

const SEX = { female: msg`Female`, male: msg`Male`, other: msg`Other` } as const;

function RemoveDialog({ member, onClose }: { member: FamilyMember; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveFamilyMember();
  const confirm = async () => {
    try {
      const answer = await remove.mutateAsync(member.id);
      toast.success(
        answer.result.outcome === 'archived'
          ? t`${member.name} removed. Their appointments and orders stay in your records.`
          : `${member.name} removed.`,
      );
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t`The member could not be removed.`));
    }
  };
  return (
    <Dialog title={t`Remove ${member.name}?`} onClose={onClose} busy={remove.isPending}>
      <p className="text-sm text-slate-700">
        <Trans>
          You will no longer be able to book for {member.name}. Appointments, orders and reports already made
          for them stay in your records.
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          <Trans>Keep</Trans>
        </Button>
        <Button variant="danger" onClick={confirm} pending={remove.isPending} pendingLabel={t`Removing...`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

export default function FamilyMembersPage() {
  const { t } = useLingui();
  usePageTitle(t`Family members`);
  const family = useFamilyMembers();
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const members = family.data?.members ?? [];
  const full = family.data ? members.length >= family.data.max : true;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Family members</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              Book consultations, lab tests and medicines for up to 6 family members from your account. Only
              you can see their records.
            </Trans>
          </p>
        </div>
        <Button onClick={() => setEditing('new')} disabled={full}>
          <Trans>Add Family Member</Trans>
        </Button>
      </div>
      {family.data && full ? (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>You have added the most family members an account can hold (6).</Trans>
        </p>
      ) : null}

      <div className="mt-6">
        {family.isPending ? (
          <LoadingNote label={t`Loading family members...`} />
        ) : family.isError ? (
          <ErrorState title={t`Family members could not be loaded`} onRetry={() => void family.refetch()} />
        ) : members.length === 0 ? (
          <EmptyState title={t`No family members yet`}>
            <Trans>
              Add your parents, spouse or children to book for them and to cover them with a family health
              card.
            </Trans>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div>
                  <p className="font-semibold text-slate-900">{m.name}</p>
                  <p className="text-sm text-slate-700">
                    {relationName(m)} · {t(SEX[m.sex])} ·{' '}
                    {t`${plural(m.age, { one: '# year', other: '# years' })} · born ${formatMediumDate(m.dateOfBirth)}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(m)}
                    aria-label={t`Edit ${m.name}`}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving(m)}
                    aria-label={t`Remove ${m.name}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <p className="mt-6 text-sm text-slate-700">
        <Trans>
          A{' '}
          <Link to={paths.healthCard} className="font-medium text-brand-700 underline">
            Smart Health Card
          </Link>{' '}
          family plan gives each of them free video consultations and savings on lab tests and medicines.
        </Trans>
      </p>
      <Trans>
        <Link to={paths.myAppointments} className={buttonClass('ghost', 'sm', 'mt-2')}>
          See My Appointments
        </Link>
      </Trans>

      {editing ? (
        <MemberFormDialog member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {removing ? <RemoveDialog member={removing} onClose={() => setRemoving(null)} /> : null}
    </div>
  );
}
