// The dialog that changes one user's roles. The roles keep the user's order, new ones added at the end
// (the first is the primary role). The server's refusal (the last admin) is shown in the dialog.
import type { AdminUser } from '@arogya/contracts/admin';
import { ROLES, type Role } from '@arogya/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import toast from '../../../lib/toast.ts';
import { useSetUserRoles } from '../api/set-user-roles.ts';
import { ROLE_LABELS } from './role-names.ts';

export function RoleEditor({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useLingui();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const save = useSetUserRoles();
  const toggle = (role: Role, on: boolean) =>
    setRoles((current) => (on ? [...current, role] : current.filter((r) => r !== role)));
  return (
    <Dialog
      title={t`Roles of ${user.name}`}
      description={t`The user is signed out everywhere; the new roles apply when they sign in again.`}
      onClose={onClose}
      busy={save.isPending}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { userId: user.id, roles },
            {
              onSuccess: (answer) => {
                toast.success(answerText(answer.message, t`Roles updated`));
                onClose();
              },
            },
          );
        }}
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            <Trans>Roles</Trans>
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {ROLES.map((role) => (
              <label
                key={role}
                className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={roles.includes(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                />
                {ROLE_LABELS[role]}
              </label>
            ))}
          </div>
        </fieldset>
        {roles.length === 0 ? (
          <p className="text-sm text-red-800">
            <Trans>Choose at least one role.</Trans>
          </p>
        ) : null}
        <FormAlert message={save.isError ? errorMessage(save.error) : null} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            pending={save.isPending}
            pendingLabel={t`Saving...`}
            disabled={roles.length === 0}
          >
            <Trans>Save Roles</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
