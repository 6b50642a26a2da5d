// /cart: the medicine cart and the lab-test cart (docs/product-rules.md#carts), each with its own checkout.
// Medicine prices, savings, shipping and stock come from the server's quote.
import { Trans, useLingui } from '@lingui/react/macro';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DeliveryCheck } from '../../../components/pharmacy/delivery-check.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { useLabTestCart, useMedicineCart } from '../../../lib/cart/cart-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useVisitorPinCode } from '../../../lib/use-visitor-pin-code.ts';
import { useCartQuote } from '../api/quote-cart.ts';
import { LabCartSection } from '../components/lab-cart-section.tsx';
import { MedicineCartLine } from '../components/medicine-cart-line.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { QuotePending } from '../components/quote-pending.tsx';

function MedicineCartSection() {
  const { t } = useLingui();
  const items = useMedicineCart((s) => s.items);
  const totalItems = useMedicineCart((s) => s.totalItems);
  const clear = useMedicineCart((s) => s.clear);
  // Shipping for the pin code chosen, else the signed-in patient's saved address (lib/use-visitor-pin-code.ts).
  const pinCode = useVisitorPinCode();
  const quote = useCartQuote(items, { pinCode });
  const [confirmClear, setConfirmClear] = useState(false);
  // 'Order these medicines' from an e-prescription arrives with its id; checkout preselects it.
  const [params] = useSearchParams();
  const prescriptionId = params.get('prescriptionId');
  const checkoutTo = prescriptionId
    ? `${paths.checkout}?prescriptionId=${encodeURIComponent(prescriptionId)}`
    : paths.checkout;
  if (items.length === 0) return null;
  const q = quote.data;
  const problems = q ? q.lines.filter((l) => l.problem !== null).length : 0;

  return (
    <section
      aria-labelledby="medicine-cart-heading"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="self-start rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="medicine-cart-heading" className="text-xl font-bold text-slate-900">
            <Trans>Medicines ({totalItems})</Trans>
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)} aria-haspopup="dialog">
            <Trans>Clear cart</Trans>
          </Button>
        </div>
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <MedicineCartLine
              key={item.id}
              item={item}
              line={q?.lines.find((l) => l.productId === item.id)}
            />
          ))}
        </ul>
      </div>

      <aside aria-labelledby="medicine-summary-heading" className="space-y-4">
        <div
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
          aria-busy={quote.isFetching || undefined}
        >
          <h2 id="medicine-summary-heading" className="mb-2 text-lg font-semibold text-slate-900">
            <Trans>Order summary</Trans>
          </h2>
          <QuotePending quote={quote} />
          {quote.data && !quote.isError ? (
            <>
              <OrderSummary quote={quote.data} />
              {quote.data.prescriptionRequired ? (
                <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
                  <Trans>Some medicines need a prescription. You can pick or upload one at checkout.</Trans>
                </p>
              ) : null}
              {problems > 0 ? (
                <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                  {problems === 1 ? t`One item needs` : `${problems} items need`}{' '}
                  <Trans>your attention before checkout.</Trans>
                </p>
              ) : null}
              {quote.data.orderable && problems === 0 ? (
                <Link to={checkoutTo} className={buttonClass('primary', 'md', 'mt-4 w-full')}>
                  <Trans>Proceed to checkout</Trans>
                </Link>
              ) : null}
            </>
          ) : null}
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <DeliveryCheck heading={t`Delivery pin code`} />
        </div>
      </aside>

      {confirmClear ? (
        <Dialog title={t`Clear the medicine cart?`} onClose={() => setConfirmClear(false)}>
          <p className="text-slate-700">
            {totalItems === 1 ? t`The item` : t`All ${totalItems} items`}{' '}
            <Trans>will be removed from your cart.</Trans>
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              <Trans>Keep items</Trans>
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                clear();
                setConfirmClear(false);
              }}
            >
              <Trans>Clear cart</Trans>
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

export default function CartPage() {
  const { t } = useLingui();
  usePageTitle(t`Cart`);
  const { state } = useLocation();
  const medicines = useMedicineCart((s) => s.items.length);
  const tests = useLabTestCart((s) => s.items.length);
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const labFirst = (state as { cartType?: string } | null)?.cartType === 'labtest';

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Cart</Trans>
        </h1>
        {signedIn ? (
          <Link to={paths.wishlist} className="text-sm font-semibold text-brand-700 underline">
            <Trans>Your wishlist</Trans>
          </Link>
        ) : null}
      </div>
      {medicines === 0 && tests === 0 ? (
        <div className="mt-6">
          <EmptyState
            title={t`Your cart is empty`}
            action={
              <Link to={paths.medifarma} className={buttonClass('primary')}>
                <ShoppingBagIcon aria-hidden="true" className="size-4" />
                <Trans>Shop medicines</Trans>
              </Link>
            }
          >
            <Trans>Medicines and lab tests you add appear here.</Trans>
          </EmptyState>
        </div>
      ) : (
        <div className="mt-6 flex flex-col gap-8">
          {labFirst ? <LabCartSection /> : <MedicineCartSection />}
          {labFirst ? <MedicineCartSection /> : <LabCartSection />}
        </div>
      )}
    </div>
  );
}
