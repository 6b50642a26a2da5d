// /orders/lab-tests: My Orders' lab bookings, beside the medicine orders (docs/screens.md#my-orders).
import { Trans, useLingui } from '@lingui/react/macro';
import { OrdersKindSwitch } from '../../../components/orders-kind-switch.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { LabBookingsList } from '../components/lab-bookings-list.tsx';

export default function LabOrdersPage() {
  const { t } = useLingui();
  usePageTitle(t`My Orders: lab tests`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>My Orders</Trans>
      </h1>
      <OrdersKindSwitch kind="labtest" />
      <LabBookingsList />
    </div>
  );
}
