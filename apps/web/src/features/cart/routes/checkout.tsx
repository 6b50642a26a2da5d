// /checkout (signed in): where to deliver, a prescription when an item needs one (H, H1), how to pay, and
// the server's totals; placing the order sends an Idempotency-Key that a retry reuses, so nothing is ordered
// twice. A refusal (409 out of stock, 422 a rule) is shown and the cart stays as it was. Paying online places
// the order (its stock held for PAYMENT_HOLD_MINUTES) and opens Razorpay Checkout on it; a failed or
// abandoned payment keeps the cart and the held order, to pay again or to switch to cash on delivery
// (the held order is cancelled and a cash order placed) (docs/product-rules.md#payments).

import { formatInr, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { Address, PaymentMethod } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ForWhomSelect } from '../../../components/for-whom-select.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { orderSuccessPath } from '../../../config/pharmacy-paths.ts';
import { useAddresses } from '../../../lib/api/list-addresses.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { createIdempotencyKeeper, newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { openCheckout } from '../../../lib/razorpay-checkout.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePlaceOrder } from '../api/create-order.ts';
import { quoteLines, useCartQuote } from '../api/quote-cart.ts';
import { useCancelUnpaidOrder, useStartOrderPayment, useVerifyPayment } from '../api/start-payment.ts';
import { AddressBook } from '../components/address-book.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PaymentOptions, usableMethods } from '../components/payment-options.tsx';
import { PrescriptionPicker } from '../components/prescription-picker.tsx';
import { QuotePending } from '../components/quote-pending.tsx';

/** An order placed to be paid online, holding its stock until paid. */
type HeldOrder = { id: string; orderNumber: string; totalPaise: number };

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`step-${n}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`step-${n}`} className="mb-4 flex items-center gap-3 text-lg font-bold text-slate-900">
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
        >
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The message for a refused order: the refusal for 409 and 422 (the server's words on an English page, its
 * code's message on another: errorMessage), else a plain retry hint.
 */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 422)) return errorMessage(error);
  if (error instanceof ApiError && error.status === 0) {
    const problem = errorMessage(error);
    return localized(msg`${problem} Your cart is kept; try again.`);
  }
  return errorMessage(
    error,
    localized(msg`The order could not be placed. Your cart is kept; please try again.`),
  );
}

export default function CheckoutPage() {
  const { t } = useLingui();
  usePageTitle(t`Checkout`);
  const navigate = useNavigate();
  const items = useMedicineCart((s) => s.items);
  const clearCart = useMedicineCart((s) => s.clear);
  const addresses = useAddresses();
  const [address, setAddress] = useState<Address | null>(null);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [params] = useSearchParams();
  const [prescriptionId, setPrescriptionId] = useState<string | null>(params.get('prescriptionId'));
  const [error, setError] = useState<string | null>(null);
  const keeper = useRef(createIdempotencyKeeper());
  const placeOrder = usePlaceOrder();
  const placed = useRef(false);
  const startPayment = useStartOrderPayment();
  const verifyPayment = useVerifyPayment();
  const cancelUnpaid = useCancelUnpaidOrder();
  const [held, setHeld] = useState<HeldOrder | null>(null);
  const [paying, setPaying] = useState(false);
  const [paymentProblem, setPaymentProblem] = useState<string | null>(null);
  const [forWhom, setForWhom] = useState('self');
  const quote = useCartQuote(items, { pinCode: address?.pinCode, paymentMethod: payment, forWhom });

  // Start with the default address (else the first one we deliver to).
  useEffect(() => {
    if (address || !addresses.data) return;
    const served = addresses.data.filter((a) => a.serviceable);
    setAddress(served.find((a) => a.isDefault) ?? served[0] ?? null);
  }, [addresses.data, address]);

  // Keep the payment choice among the usable ones (cash on delivery depends on pin code and total).
  const q = quote.data;
  const methods = q ? usableMethods(q) : [];
  useEffect(() => {
    if (!q || quote.isPlaceholderData) return;
    const usable = usableMethods(q);
    if (payment && !usable.includes(payment)) setPayment(null);
    else if (!payment && usable.length === 1) setPayment(usable[0] ?? null);
  }, [q, quote.isPlaceholderData, payment]);

  if (items.length === 0 && !placed.current) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Checkout</Trans>
        </h1>
        <div className="mt-6">
          <EmptyState
            title={t`Your medicine cart is empty`}
            action={
              <Link to={paths.medifarma} className={buttonClass('primary')}>
                <Trans>Shop medicines</Trans>
              </Link>
            }
          >
            <Trans>Add medicines to your cart to check out.</Trans>
          </EmptyState>
        </div>
      </div>
    );
  }

  const needsPrescription = q?.prescriptionRequired ?? false;
  const rxMedicines = q?.lines.filter((l) => l.prescriptionRequired).map((l) => l.name) ?? [];
  const blockers: string[] = [];
  if (!address) blockers.push(t`Choose a delivery address.`);
  if (needsPrescription && !prescriptionId) blockers.push(t`Choose or upload a prescription.`);
  if (q && methods.length > 0 && !payment) blockers.push(t`Choose how to pay.`);
  if (q && methods.length === 0) blockers.push(t`No payment method is available for this order.`);
  if (q && !q.orderable) blockers.push(t`Some items cannot be ordered; see your cart.`);
  const problems = q?.lines.filter((l) => l.problem !== null) ?? [];

  const finish = (orderId: string) => {
    placed.current = true;
    navigate(orderSuccessPath(orderId), { replace: true });
    clearCart();
  };

  /** Opens Checkout on a held order; the cart stays until the server has verified the payment. */
  const payOnline = async (order: HeldOrder, method: PaymentMethod) => {
    setPaying(true);
    setError(null);
    setPaymentProblem(null);
    try {
      const session = (
        await startPayment.mutateAsync({ orderId: order.id, idempotencyKey: newIdempotencyKey() })
      ).result;
      const outcome = await openCheckout(session, method);
      if (outcome.kind === 'paid') {
        const verified = (await verifyPayment.mutateAsync(outcome.response)).result;
        if (verified.outcome === 'refunded') {
          setHeld(null);
          setError(
            localized(
              msg`Order ${order.orderNumber} was cancelled before your payment arrived, so the payment is being refunded. Your cart is kept; please place the order again.`,
            ),
          );
          return;
        }
        finish(order.id);
      } else if (outcome.kind === 'failed') {
        setPaymentProblem(t`The payment did not go through: ${outcome.message}`);
      } else {
        setPaymentProblem(t`The payment window was closed before paying.`);
      }
    } catch (e) {
      setPaymentProblem(errorMessage(e, t`The payment could not be completed.`));
    } finally {
      setPaying(false);
    }
  };

  const onPlace = async () => {
    if (!address || !payment || blockers.length > 0) return;
    setError(null);
    if (held && payment !== 'cod') {
      void payOnline(held, payment);
      return;
    }
    if (held) {
      // Switching to cash on delivery: the held order is cancelled first, so its stock is free again.
      try {
        await cancelUnpaid.mutateAsync(held.id);
      } catch (e) {
        setError(errorMessage(e, t`The unpaid order could not be cancelled. Please try again.`));
        return;
      }
      setHeld(null);
      setPaymentProblem(null);
    }
    const body = {
      addressId: address.id,
      lines: quoteLines(items),
      paymentMethod: payment,
      ...(needsPrescription && prescriptionId ? { prescriptionId } : {}),
      ...(forWhom !== 'self' ? { forWhom } : {}),
    };
    placeOrder.mutate(
      { body, idempotencyKey: keeper.current.keyFor(body) },
      {
        onSuccess: (answer) => {
          keeper.current.reset();
          if (answer.result.status === 'awaiting_payment') {
            const order = {
              id: answer.result.id,
              orderNumber: answer.result.orderNumber,
              totalPaise: answer.result.totalPaise,
            };
            setHeld(order);
            void payOnline(order, payment);
            return;
          }
          placed.current = true;
          navigate(orderSuccessPath(answer.result.id), { replace: true, state: { order: answer.result } });
          clearCart();
        },
        onError: (e) => {
          setError(orderErrorMessage(e));
          if (e instanceof ApiError && (e.status === 409 || e.status === 422)) void quote.refetch();
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Checkout</Trans>
        </h1>
        <Trans>
          <Link to={paths.cart} className="text-sm font-semibold text-brand-700 hover:underline">
            Back to cart
          </Link>
        </Trans>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Step n={1} title={t`Delivery address`}>
            <div className="mb-4 max-w-sm">
              <ForWhomSelect id="order-for" value={forWhom} onChange={setForWhom} />
            </div>
            <AddressBook selectedId={address?.id ?? null} onSelect={setAddress} />
            {q?.delivery?.serviceable && q.delivery.days ? (
              <p className="mt-4 text-sm font-medium text-green-800">
                <Trans>
                  Arrives in {q.delivery.days.min}-{q.delivery.days.max} days after dispatch to{' '}
                  {placeName(q.delivery.city ?? '')}.
                </Trans>
              </p>
            ) : null}
          </Step>
          {needsPrescription ? (
            <Step n={2} title={t`Prescription`}>
              <PrescriptionPicker
                medicines={rxMedicines}
                selectedId={prescriptionId}
                onSelect={setPrescriptionId}
              />
            </Step>
          ) : null}
          <Step n={needsPrescription ? 3 : 2} title={t`Payment`}>
            {q ? (
              <PaymentOptions quote={q} value={payment} onChange={setPayment} />
            ) : (
              <Skeleton className="h-16 w-full" />
            )}
          </Step>
        </div>

        <aside aria-labelledby="checkout-summary-heading">
          <div className="sticky top-20 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <h2 id="checkout-summary-heading" className="text-lg font-semibold text-slate-900">
              <Trans>Order summary</Trans>
            </h2>
            <QuotePending quote={quote} />
            {quote.data && !quote.isError ? (
              <div aria-busy={quote.isFetching || undefined}>
                <ul className="mb-3 space-y-1 text-sm text-slate-700">
                  {quote.data.lines.map((l) => (
                    <li key={l.productId} className="flex justify-between gap-3">
                      <span className="min-w-0 truncate">
                        {l.quantity} × {l.name}
                      </span>
                    </li>
                  ))}
                </ul>
                <OrderSummary quote={quote.data} withPayment />
              </div>
            ) : null}
            {problems.length > 0 ? (
              <ul role="alert" className="space-y-1 text-sm text-red-700">
                {problems.map((l) => (
                  <li key={l.productId}>
                    {l.name}: {l.message ?? 'cannot be ordered'}
                  </li>
                ))}
              </ul>
            ) : null}
            <FormAlert message={error} />
            {held && paymentProblem ? (
              <div role="alert" className="space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
                <p className="font-semibold">{paymentProblem}</p>
                <p>
                  {methods.includes('cod') ? (
                    <Trans>
                      Your cart is kept, and order {held.orderNumber} holds your medicines for{' '}
                      {PAYMENT_HOLD_MINUTES} minutes. Pay again, or choose another way to pay, such as cash on
                      delivery.
                    </Trans>
                  ) : (
                    <Trans>
                      Your cart is kept, and order {held.orderNumber} holds your medicines for{' '}
                      {PAYMENT_HOLD_MINUTES} minutes. Pay again, or choose another way to pay.
                    </Trans>
                  )}
                </p>
              </div>
            ) : null}
            <Button
              className="w-full"
              onClick={() => void onPlace()}
              disabled={blockers.length > 0 || !q || paying}
              pending={placeOrder.isPending || paying || cancelUnpaid.isPending}
              pendingLabel={paying ? t`Waiting for payment...` : t`Placing order...`}
              aria-describedby={blockers.length > 0 ? 'checkout-blockers' : undefined}
            >
              {payment && payment !== 'cod' && q
                ? held
                  ? t`Pay ${formatInr(held.totalPaise)} again`
                  : t`Place order and pay ${formatInr(q.totalPaise)}`
                : t`Place order`}
            </Button>
            {blockers.length > 0 ? (
              <ul id="checkout-blockers" className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                {blockers.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </aside>
      </div>
    </div>
  );
}
