// /checkout (signed in): where to deliver, a prescription when an item needs one (H, H1), how to pay, and
// the server's totals; placing the order sends an Idempotency-Key that a retry reuses, so nothing is ordered
// twice. A refusal (409 out of stock, 422 a rule) is shown and the cart stays as it was.
import type { Address, PaymentMethod } from '@arogya/contracts/pharmacy';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { orderSuccessPath } from '../../../config/pharmacy-paths.ts';
import { useAddresses } from '../../../lib/api/list-addresses.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';
import { createIdempotencyKeeper } from '../../../lib/idempotency-key.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { quoteLines, useCartQuote } from '../api/get-cart-quote.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { AddressBook } from '../components/address-book.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PaymentOptions, usableMethods } from '../components/payment-options.tsx';
import { PrescriptionPicker } from '../components/prescription-picker.tsx';
import { QuotePending } from '../components/quote-pending.tsx';

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

/** The message for a refused order: the server's words for 409 and 422, else a plain retry hint. */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 422)) return error.message;
  if (error instanceof ApiError && error.status === 0)
    return `${error.message} Your cart is kept; try again.`;
  return errorMessage(error, 'The order could not be placed. Your cart is kept; please try again.');
}

export default function CheckoutPage() {
  usePageTitle('Checkout');
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
  const quote = useCartQuote(items, { pinCode: address?.pinCode, paymentMethod: payment });

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
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
        <div className="mt-6">
          <EmptyState
            title="Your medicine cart is empty"
            action={
              <Link to={paths.medifarma} className={buttonClass('primary')}>
                Shop medicines
              </Link>
            }
          >
            Add medicines to your cart to check out.
          </EmptyState>
        </div>
      </div>
    );
  }

  const needsPrescription = q?.prescriptionRequired ?? false;
  const rxMedicines = q?.lines.filter((l) => l.prescriptionRequired).map((l) => l.name) ?? [];
  const blockers: string[] = [];
  if (!address) blockers.push('Choose a delivery address.');
  if (needsPrescription && !prescriptionId) blockers.push('Choose or upload a prescription.');
  if (q && methods.length > 0 && !payment) blockers.push('Choose how to pay.');
  if (q && methods.length === 0) blockers.push('No payment method is available for this order.');
  if (q && !q.orderable) blockers.push('Some items cannot be ordered; see your cart.');
  const problems = q?.lines.filter((l) => l.problem !== null) ?? [];

  const onPlace = () => {
    if (!address || !payment || blockers.length > 0) return;
    setError(null);
    const body = {
      addressId: address.id,
      lines: quoteLines(items),
      paymentMethod: payment,
      ...(needsPrescription && prescriptionId ? { prescriptionId } : {}),
    };
    placeOrder.mutate(
      { body, idempotencyKey: keeper.current.keyFor(body) },
      {
        onSuccess: (answer) => {
          keeper.current.reset();
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
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
        <Link to={paths.cart} className="text-sm font-semibold text-brand-700 hover:underline">
          Back to cart
        </Link>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Step n={1} title="Delivery address">
            <AddressBook selectedId={address?.id ?? null} onSelect={setAddress} />
            {q?.delivery?.serviceable && q.delivery.days ? (
              <p className="mt-4 text-sm font-medium text-green-800">
                Arrives in {q.delivery.days.min}-{q.delivery.days.max} days after dispatch to{' '}
                {q.delivery.city}.
              </p>
            ) : null}
          </Step>
          {needsPrescription ? (
            <Step n={2} title="Prescription">
              <PrescriptionPicker
                medicines={rxMedicines}
                selectedId={prescriptionId}
                onSelect={setPrescriptionId}
              />
            </Step>
          ) : null}
          <Step n={needsPrescription ? 3 : 2} title="Payment">
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
              Order summary
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
            <Button
              className="w-full"
              onClick={onPlace}
              disabled={blockers.length > 0 || !q}
              pending={placeOrder.isPending}
              pendingLabel="Placing order..."
              aria-describedby={blockers.length > 0 ? 'checkout-blockers' : undefined}
            >
              Place order
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
