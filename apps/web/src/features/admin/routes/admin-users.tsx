// /admin and /admin/users (admins only): find users by name, e-mail or mobile number and role, newest
// first, and change their roles; link lab staff accounts to their partner lab's desk (docs/screens.md#admin-console).
import type { AdminUser } from '@arogya/contracts/admin';
import { ROLES, type Role } from '@arogya/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminUsers } from '../api/list-users.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { LabDeskLinks } from '../components/lab-desk-links.tsx';
import { RoleEditor } from '../components/role-editor.tsx';
import { ROLE_LABELS } from '../components/role-names.ts';

/** A user's e-mail (none for an account made by mobile number) and mobile number, the number written as
 * everywhere else ('+91 98765 43210'). */
export function contactLine(user: Pick<AdminUser, 'email' | 'phone'>): string {
  const phone = formatIndianMobile(user.phone);
  return user.email ? `${user.email} · ${phone}` : phone;
}

function UserRow({ user, onEdit }: { user: AdminUser; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{user.name}</p>
        <p className="break-all text-sm text-slate-700">{contactLine(user)}</p>
        <p className="text-xs text-slate-600">
          <Trans>Joined {formatDateTime(user.createdAt)}</Trans>
        </p>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t`Roles`}>
          {user.roles.map((role) => (
            <li key={role}>
              <Badge tone={role === 'admin' ? 'brand' : role === 'patient' ? 'slate' : 'blue'}>
                {ROLE_LABELS[role]}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Change roles of ${user.name}`}>
        <Trans>Change Roles</Trans>
      </Button>
    </li>
  );
}

export default function AdminUsersPage() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const q = useDebouncedValue(text.trim(), 300);
  const users = useAdminUsers({ q, role });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const list = users.data?.pages.flatMap((p) => p.result) ?? [];

  return (
    <ConsoleShell title={t`Users and roles`} intro={t`Find an account and change what it may do.`}>
      <search className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <TextField
          label={t`Search users`}
          type="search"
          placeholder={t`Name, e-mail or mobile number`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={t`Role`}
          value={role}
          onChange={(event) => setRole(event.target.value as Role | '')}
        >
          <option value="">{t`Any role`}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </search>
      <h2 className="sr-only">
        <Trans>Users</Trans>
      </h2>
      <div className="mt-4" aria-busy={users.isFetching || undefined}>
        {users.isPending ? (
          <LoadingNote label={t`Loading users...`} />
        ) : users.isError ? (
          <ErrorState
            headingLevel={3}
            title={t`Users could not be loaded`}
            message={errorMessage(users.error)}
            onRetry={() => void users.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No users match`}>
            <Trans>Try part of the name, the e-mail or the mobile number.</Trans>
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {list.map((user) => (
                <UserRow key={user.id} user={user} onEdit={() => setEditing(user)} />
              ))}
            </ul>
            {users.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  pending={users.isFetchingNextPage}
                  pendingLabel={t`Loading...`}
                  onClick={() => void users.fetchNextPage()}
                >
                  <Trans>Load More</Trans>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
      {editing ? <RoleEditor user={editing} onClose={() => setEditing(null)} /> : null}
      <LabDeskLinks />
    </ConsoleShell>
  );
}
