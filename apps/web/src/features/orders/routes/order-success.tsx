// /order-success?order=: the order just placed, its number (ORD-YYYY-N), for whom, where its money stands
// (paid online with the reference, or to pay on delivery), what happens next and where to go.

import { formatInr } from '@arogya/contracts/constants';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { paymentStateText } from '../../../lib/payment-state.ts';
import { ORDER_STATUS_NAMES } from '../../../lib/status-labels.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderPrescription } from '../components/order-prescription.tsx';

function NextSteps({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const steps: string[] = [];
  if (order.status === 'awaiting_prescription') {
    steps.push(
      t`A pharmacist checks your prescription. Once it is approved, your order is packed; if it is not, My Orders shows the pharmacist’s reason.`,
    );
  } else {
    steps.push(t`Our pharmacy packs your order, usually within 24 hours on working days.`);
  }
  steps.push(order.estimatedTime ? `${order.estimatedTime}.` : t`You can follow the delivery in My Orders.`);
  if (order.paymentMethod === 'cod')
    steps.push(t`Keep ${formatInr(order.totalPaise)} ready to pay in cash on delivery.`);
  steps.push(t`You can cancel the order in My Orders until it is shipped.`);
  return (
    <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
      {steps.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ol>
  );
}

export default function OrderSuccessPage() {
  const { t } = useLingui();
  usePageTitle(t`Order placed`);
  const [params] = useSearchParams();
  const { state } = useLocation();
  const id = params.get('order');
  const fromCheckout = (state as { order?: OrderDetail } | null)?.order;
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const userName = useAuthStore((s) => s.user?.name);
  const order = useOrder(signedIn ? id : null, fromCheckout);

  if (!id || !signedIn) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Your orders</Trans>
        </h1>
        <p className="mt-2 text-slate-700">
          <Trans>Sign in and open My Orders to see the orders you have placed.</Trans>
        </p>
        <Trans>
          <Link to={paths.orders} className={`${buttonClass('primary')} mt-6`}>
            Go to My Orders
          </Link>
        </Trans>
      </div>
    );
  }
  if (order.isPending) return <Spinner />;
  if (order.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Order</Trans>
        </h1>
        <div className="mt-4">
          <ErrorState
            title={t`This order could not be loaded`}
            message={errorMessage(order.error)}
            onRetry={() => void order.refetch()}
          />
        </div>
      </div>
    );
  }

  const o = order.data;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 text-center sm:p-8">
        <CircleCheckIcon aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Thank you, your order is placed</Trans>
        </h1>
        <p className="mt-2 text-slate-700">
          <Trans>
            Order number{' '}
            <strong className="text-slate-900" data-testid="order-number">
              {o.orderNumber}
            </strong>
          </Trans>
        </p>
        <p className="mt-1 text-slate-700">
          <Trans>For</Trans> {o.forPerson ? o.forPerson.name : (userName ?? 'you')} ·{' '}
          {ORDER_STATUS_NAMES[o.status]}
        </p>
        <p className="mt-1 font-semibold text-slate-900" data-testid="payment-state">
          {paymentStateText({
            amountPaise: o.totalPaise,
            payment: o.payment,
            offline: { where: 'delivery' },
          })}
        </p>
      </div>
      <section aria-labelledby="next-heading" className="mt-6 space-y-3">
        <h2 id="next-heading" className="text-lg font-semibold text-slate-900">
          <Trans>What happens next</Trans>
        </h2>
        {o.prescription ? <OrderPrescription prescription={o.prescription} /> : null}
        <NextSteps order={o} />
      </section>
      <div className="mt-8 flex flex-wrap gap-3">
        <Trans>
          <Link to={paths.orders} className={buttonClass('primary')}>
            View my orders
          </Link>
          <Link to={paths.medifarma} className={buttonClass('secondary')}>
            Continue shopping
          </Link>
        </Trans>
      </div>
    </div>
  );
}
