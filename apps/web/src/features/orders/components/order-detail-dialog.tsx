// An order in detail (the detail dialog of docs/screens.md#my-orders): items, prices, address, payment,
// prescription status and timeline, with Cancel before dispatch and Return within the return window after
// delivery.

import { formatInr, RETURN_WINDOW_DAYS } from '@arogya/contracts/constants';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { colourName, sizeName } from '../../../components/pharmacy/variant-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { productPath } from '../../../config/pharmacy-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { cityStatePin } from '../../../lib/i18n/place-name.ts';
import { ORDER_STATUS_NAMES, timelineNote } from '../../../lib/status-labels.ts';
import toast from '../../../lib/toast.ts';
import { type OrderChange, useChangeOrder } from '../api/cancel-order.ts';
import { useOrder } from '../api/get-order.ts';
import { paymentLine } from '../order-display.ts';
import { OrderPayment } from './order-payment.tsx';
import { OrderPrescription } from './order-prescription.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

function Money({
  label,
  paise,
  saving = false,
  total = false,
}: {
  label: string;
  paise: number;
  saving?: boolean;
  total?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${total ? 'border-t border-slate-200 pt-2 font-bold text-slate-900' : 'text-sm'}`}
    >
      <dt className={total ? '' : 'text-slate-700'}>{label}</dt>
      <dd className={saving ? 'font-semibold text-green-800' : 'text-slate-900'}>
        {saving ? '−' : ''}
        {formatInr(paise)}
      </dd>
    </div>
  );
}

function ChangeForm({
  order,
  action,
  onDone,
}: {
  order: OrderDetail;
  action: OrderChange['action'];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const change = useChangeOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isReturn = action === 'return';
  const tooShort = isReturn && reason.trim().length < 5;
  return (
    <form
      noValidate
      className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (tooShort) {
          setError(localized(msg`Tell us why you are returning the order (at least 5 characters).`));
          return;
        }
        setError(null);
        change.mutate(
          { id: order.id, action, reason: reason.trim() || undefined },
          {
            onSuccess: () => {
              toast.success(isReturn ? t`Return requested` : t`Order cancelled`);
              onDone();
            },
            onError: (err) => setError(errorMessage(err)),
          },
        );
      }}
    >
      <FormAlert message={error} />
      <TextareaField
        label={isReturn ? t`Why are you returning it?` : t`Reason for cancelling (optional)`}
        value={reason}
        maxLength={isReturn ? 500 : 300}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" pending={change.isPending} pendingLabel={t`Sending...`}>
          {isReturn ? t`Request return` : t`Cancel order`}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          <Trans>Keep order</Trans>
        </Button>
      </div>
    </form>
  );
}

function OrderBody({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const [changing, setChanging] = useState<OrderChange['action'] | null>(null);
  const a = order.address;
  return (
    <div className="space-y-5 text-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge order={order} />
        <Trans>
          <span className="text-sm text-slate-600">Placed {formatDateTime(order.createdAt)}</span>
        </Trans>
      </div>
      {order.prescription ? <OrderPrescription prescription={order.prescription} /> : null}
      {order.status !== 'cancelled' && order.status !== 'delivered' && order.estimatedTime ? (
        <p className="text-sm">{order.estimatedTime}</p>
      ) : null}

      <section aria-labelledby={`${order.id}-items`}>
        <h3 id={`${order.id}-items`} className="font-semibold text-slate-900">
          <Trans>Items</Trans>
        </h3>
        <ul className="mt-1 divide-y divide-slate-200">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <Link to={productPath(item.productId)} className="font-medium text-slate-900 hover:underline">
                  {item.name}
                </Link>
                <span className="block text-slate-600">
                  {item.quantity} × {formatInr(item.unitPricePaise)} · {packSize(item.unit)}
                  {item.color ? ` · ${colourName(item.color)}` : ''}
                  {item.size ? ` · ${sizeName(item.size)}` : ''}
                </span>
              </span>
              <span className="shrink-0 font-medium">{formatInr(item.lineTotalPaise)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2">
          <Money label={t`MRP total`} paise={order.mrpTotalPaise} />
          {order.savingsPaise > 0 ? (
            <Money label={t`Discount on MRP`} paise={order.savingsPaise} saving />
          ) : null}
          <Money label={t`Shipping`} paise={order.shippingFeePaise} />
          {order.codFeePaise > 0 ? <Money label={t`Cash on delivery fee`} paise={order.codFeePaise} /> : null}
          <Money label={t`Total`} paise={order.totalPaise} total />
        </dl>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby={`${order.id}-address`}>
          <h3 id={`${order.id}-address`} className="font-semibold text-slate-900">
            <Trans>Delivery address</Trans>
          </h3>
          <address className="mt-1 text-sm not-italic">
            {a.name}
            <br />
            {[a.line1, a.line2, a.landmark].filter(Boolean).join(', ')}
            <br />
            {cityStatePin(a)}
            <br />
            {formatIndianMobile(a.phone)}
          </address>
        </section>
        <section aria-labelledby={`${order.id}-payment`}>
          <h3 id={`${order.id}-payment`} className="font-semibold text-slate-900">
            <Trans>Payment</Trans>
          </h3>
          <p className="mt-1 text-sm">{paymentLine(order)}</p>
          <OrderPayment order={order} />
        </section>
      </div>

      <section aria-labelledby={`${order.id}-timeline`}>
        <h3 id={`${order.id}-timeline`} className="font-semibold text-slate-900">
          <Trans>Status</Trans>
        </h3>
        <ol className="mt-2 space-y-3 border-l-2 border-slate-200 pl-4">
          {order.timeline.map((event) => (
            <li key={`${event.status}-${event.at}`} className="relative text-sm">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-700"
              />
              <p className="font-medium text-slate-900">{ORDER_STATUS_NAMES[event.status]}</p>
              <p className="text-slate-600">{formatDateTime(event.at)}</p>
              {event.note ? <p className="text-slate-700">{timelineNote(event.note)}</p> : null}
            </li>
          ))}
        </ol>
        {order.cancelReason ? (
          <p className="mt-2 text-sm">
            <Trans>Cancellation reason: {timelineNote(order.cancelReason)}</Trans>
          </p>
        ) : null}
        {order.returnReason ? (
          <p className="mt-2 text-sm">
            <Trans>Return reason: {order.returnReason}</Trans>
          </p>
        ) : null}
      </section>

      {order.canCancel || order.canReturn ? (
        <div>
          {order.canReturn && order.returnWindowEndsAt ? (
            <p className="text-sm text-slate-700">
              <Trans>
                You can ask for a return within {RETURN_WINDOW_DAYS} days of delivery, until{' '}
                {formatDateTime(order.returnWindowEndsAt)}.
              </Trans>
            </p>
          ) : null}
          {changing ? (
            <ChangeForm order={order} action={changing} onDone={() => setChanging(null)} />
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              {order.canCancel ? (
                <Button variant="secondary" onClick={() => setChanging('cancel')}>
                  <Trans>Cancel order</Trans>
                </Button>
              ) : null}
              {order.canReturn ? (
                <Button variant="secondary" onClick={() => setChanging('return')}>
                  <Trans>Request a return</Trans>
                </Button>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}

export function OrderDetailDialog({
  orderId,
  orderNumber,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const order = useOrder(orderId);
  return (
    <Dialog title={t`Order ${orderNumber}`} onClose={onClose}>
      {order.isPending ? (
        <Spinner label={t`Loading order...`} className="py-8" />
      ) : order.isError ? (
        <ErrorState
          headingLevel={3}
          title={t`This order could not be loaded`}
          message={errorMessage(order.error)}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <OrderBody order={order.data} />
      )}
    </Dialog>
  );
}
