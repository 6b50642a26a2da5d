// /family-members: the account holder's family (up to 6), for whom they book consultations, lab tests and
// medicines, and whom a family health card covers (docs/screens.md#family-members).
import type { FamilyMember } from '@arogya/contracts/health-card';
import { useState } from 'react';
import { Link } from 'react-router';
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

const SEX = { female: 'Female', male: 'Male', other: 'Other' } as const;

function RemoveDialog({ member, onClose }: { member: FamilyMember; onClose: () => void }) {
  const remove = useRemoveFamilyMember();
  const confirm = async () => {
    try {
      const answer = await remove.mutateAsync(member.id);
      toast.success(
        answer.result.outcome === 'archived'
          ? `${member.name} removed. Their appointments and orders stay in your records.`
          : `${member.name} removed.`,
      );
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'The member could not be removed.'));
    }
  };
  return (
    <Dialog title={`Remove ${member.name}?`} onClose={onClose} busy={remove.isPending}>
      <p className="text-sm text-slate-700">
        You will no longer be able to book for {member.name}. Appointments, orders and reports already made
        for them stay in your records.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Keep
        </Button>
        <Button variant="danger" onClick={confirm} pending={remove.isPending} pendingLabel="Removing...">
          Remove
        </Button>
      </div>
    </Dialog>
  );
}

export default function FamilyMembersPage() {
  usePageTitle('Family members');
  const family = useFamilyMembers();
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const members = family.data?.members ?? [];
  const full = family.data ? members.length >= family.data.max : true;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Family members</h1>
          <p className="mt-1 text-sm text-slate-700">
            Book consultations, lab tests and medicines for up to 6 family members from your account. Only you
            can see their records.
          </p>
        </div>
        <Button onClick={() => setEditing('new')} disabled={full}>
          Add Family Member
        </Button>
      </div>
      {family.data && full ? (
        <p className="mt-3 text-sm text-slate-700">
          You have added the most family members an account can hold (6).
        </p>
      ) : null}

      <div className="mt-6">
        {family.isPending ? (
          <LoadingNote label="Loading family members..." />
        ) : family.isError ? (
          <ErrorState title="Family members could not be loaded" onRetry={() => void family.refetch()} />
        ) : members.length === 0 ? (
          <EmptyState title="No family members yet">
            Add your parents, spouse or children to book for them and to cover them with a family health card.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div>
                  <p className="font-semibold text-slate-900">{m.name}</p>
                  <p className="text-sm text-slate-700">
                    {m.relationLabel} · {SEX[m.sex]} · {m.age} {m.age === 1 ? 'year' : 'years'} · born{' '}
                    {formatMediumDate(m.dateOfBirth)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(m)}
                    aria-label={`Edit ${m.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving(m)}
                    aria-label={`Remove ${m.name}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <p className="mt-6 text-sm text-slate-700">
        A{' '}
        <Link to={paths.healthCard} className="font-medium text-brand-700 underline">
          Smart Health Card
        </Link>{' '}
        family plan gives each of them free video consultations and savings on lab tests and medicines.
      </p>
      <Link to={paths.myAppointments} className={buttonClass('ghost', 'sm', 'mt-2')}>
        See My Appointments
      </Link>

      {editing ? (
        <MemberFormDialog member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {removing ? <RemoveDialog member={removing} onClose={() => setRemoving(null)} /> : null}
    </div>
  );
}
