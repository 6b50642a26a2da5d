// /addresses: the account's saved addresses, added, edited and deleted here as at checkout (the same
// address book, components/address-book.tsx); medicines are delivered to them and lab samples collected
// there.

import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AddressBook } from '../components/address-book.tsx';

export default function AddressesPage() {
  const { t } = useLingui();
  usePageTitle(t`My Addresses`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>My Addresses</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>
          Where medicines are delivered and lab samples collected. The default one is chosen first at
          checkout.
        </Trans>
      </p>
      <div className="mt-6">
        <AddressBook />
      </div>
    </div>
  );
}
