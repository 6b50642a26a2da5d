// The user's saved addresses: at checkout, choose one to deliver to, add, edit or delete (an address whose
// pin code is not served cannot be chosen, and says so); on /addresses (no onSelect), add, edit or delete.

import type { Address } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import PlusIcon from 'lucide-react/icons/plus';
import { useState } from 'react';
import { ADDRESS_LABEL_NAMES } from '../../../components/address-label-names.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAddresses } from '../../../lib/api/list-addresses.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { cityStatePin } from '../../../lib/i18n/place-name.ts';
import toast from '../../../lib/toast.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';

export function addressLines(
  a: Pick<Address, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pinCode'>,
): string {
  return [a.line1, a.line2, a.landmark, cityStatePin(a)].filter(Boolean).join(', ');
}

type Props = {
  selectedId?: string | null;
  /** Choosing one to deliver to (checkout); without it the book is only managed. */
  onSelect?: (address: Address | null) => void;
};

export function AddressBook({ selectedId = null, onSelect }: Props) {
  const { t } = useLingui();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  if (addresses.isPending) {
    return (
      <div className="space-y-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (addresses.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={t`Your addresses could not be loaded`}
        message={errorMessage(addresses.error)}
        onRetry={() => void addresses.refetch()}
      />
    );
  }

  const list = addresses.data;
  return (
    <div>
      {list.length === 0 ? (
        <p className="text-slate-700">
          <Trans>You have no saved addresses yet.</Trans>
          {onSelect ? t` Add one to continue.` : ''}
        </p>
      ) : !onSelect ? (
        <ul className="space-y-3" aria-label={t`Saved addresses`}>
          {list.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <AddressDetails a={a} />
              <AddressActions a={a} onEdit={setEditing} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      ) : (
        <fieldset>
          <legend className="sr-only">
            <Trans>Deliver to</Trans>
          </legend>
          <ul className="space-y-3">
            {list.map((a) => (
              <li
                key={a.id}
                className={`rounded-xl border p-4 ${selectedId === a.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
              >
                <label className={`flex gap-3 ${a.serviceable ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
                  <input
                    type="radio"
                    name="address"
                    value={a.id}
                    checked={selectedId === a.id}
                    disabled={!a.serviceable}
                    onChange={() => onSelect(a)}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <AddressDetails a={a} />
                </label>
                <AddressActions a={a} onEdit={setEditing} onDelete={setDeleting} indent />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <Button variant="secondary" className="mt-4" onClick={() => setEditing('new')} aria-haspopup="dialog">
        <PlusIcon aria-hidden="true" className="size-4" />
        <Trans>Add a new address</Trans>
      </Button>

      {editing ? (
        <AddressFormDialog
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.serviceable) onSelect?.(saved);
            toast.success(t`Address saved`);
          }}
        />
      ) : null}

      {deleting ? (
        <Dialog title={t`Delete this address?`} onClose={() => setDeleting(null)} busy={remove.isPending}>
          <p className="text-sm text-slate-700">{addressLines(deleting)}</p>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              variant="danger"
              pending={remove.isPending}
              pendingLabel={t`Deleting...`}
              onClick={() =>
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    if (selectedId === deleting.id) onSelect?.(null);
                    setDeleting(null);
                    toast.success(t`Address deleted`);
                  },
                  onError: (error) => toast.error(errorMessage(error, t`The address could not be deleted.`)),
                })
              }
            >
              <Trans>Delete address</Trans>
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

function AddressDetails({ a }: { a: Address }) {
  return (
    <span className="block min-w-0 text-sm">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{a.name}</span>
        <Badge>{ADDRESS_LABEL_NAMES[a.label]}</Badge>
        {a.isDefault ? (
          <Badge tone="brand">
            <Trans>Default</Trans>
          </Badge>
        ) : null}
        {a.serviceable ? (
          a.cod ? null : (
            <Badge tone="amber">
              <Trans>No cash on delivery</Trans>
            </Badge>
          )
        ) : (
          <Badge tone="red">
            <Trans>Not deliverable</Trans>
          </Badge>
        )}
      </span>
      <span className="mt-1 block text-slate-700">{addressLines(a)}</span>
      <span className="block text-slate-700">{formatIndianMobile(a.phone)}</span>
      {a.serviceable ? null : (
        <span className="mt-1 block font-medium text-red-700">
          <Trans>We do not deliver to {a.pinCode} yet.</Trans>
        </span>
      )}
    </span>
  );
}

function AddressActions({
  a,
  onEdit,
  onDelete,
  indent = false,
}: {
  a: Address;
  onEdit: (a: Address) => void;
  onDelete: (a: Address) => void;
  indent?: boolean;
}) {
  return (
    <div className={`mt-2 flex gap-2 ${indent ? 'pl-7' : ''}`}>
      <Button variant="ghost" size="sm" onClick={() => onEdit(a)} aria-haspopup="dialog">
        <Trans>
          Edit
          <span className="sr-only">
            {' '}
            address of {a.name}, {a.pinCode}
          </span>
        </Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onDelete(a)} aria-haspopup="dialog">
        <Trans>
          Delete
          <span className="sr-only">
            {' '}
            address of {a.name}, {a.pinCode}
          </span>
        </Trans>
      </Button>
    </div>
  );
}
