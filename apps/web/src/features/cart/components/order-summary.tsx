// The server's totals for the cart: MRP total, savings, shipping, cash-on-delivery fee and what to pay.
import { formatInr } from '@arogya/contracts/constants';
import type { Quote } from '@arogya/contracts/pharmacy';
import type { ReactNode } from 'react';

function Row({
  label,
  value,
  tone = 'plain',
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: 'plain' | 'saving' | 'total';
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1.5 ${tone === 'total' ? 'border-t border-slate-200 pt-3 text-base font-bold' : 'text-sm'}`}
    >
      <dt className={tone === 'total' ? 'text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className={tone === 'saving' ? 'font-semibold text-green-800' : 'text-slate-900'}>{value}</dd>
    </div>
  );
}

export function OrderSummary({ quote, withPayment = false }: { quote: Quote; withPayment?: boolean }) {
  const items = quote.lines.filter((l) => l.available).reduce((sum, l) => sum + l.quantity, 0);
  return (
    <div>
      <dl>
        <Row
          label={`MRP total (${items} ${items === 1 ? 'item' : 'items'})`}
          value={formatInr(quote.mrpTotalPaise)}
        />
        {quote.savingsPaise > 0 ? (
          <Row label="Discount on MRP" value={`−${formatInr(quote.savingsPaise)}`} tone="saving" />
        ) : null}
        <Row label="Item total" value={formatInr(quote.subtotalPaise)} />
        {quote.cardDiscountPaise > 0 ? (
          <Row
            label="Health card discount on medicines"
            value={`−${formatInr(quote.cardDiscountPaise)}`}
            tone="saving"
          />
        ) : null}
        <Row
          label="Shipping"
          value={
            quote.delivery?.serviceable
              ? quote.shippingFeePaise === 0
                ? 'Free'
                : formatInr(quote.shippingFeePaise)
              : 'Needs your pin code'
          }
        />
        {quote.cardShippingWaivedPaise > 0 ? (
          <Row
            label="Health card: free delivery"
            value={`−${formatInr(quote.cardShippingWaivedPaise)}`}
            tone="saving"
          />
        ) : null}
        {withPayment && quote.codFeePaise > 0 ? (
          <Row label="Cash on delivery fee" value={formatInr(quote.codFeePaise)} />
        ) : null}
        <Row
          label={quote.delivery?.serviceable ? 'To pay' : 'To pay (before shipping)'}
          value={formatInr(quote.totalPaise)}
          tone="total"
        />
      </dl>
      {quote.amountToFreeShippingPaise > 0 ? (
        <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Add {formatInr(quote.amountToFreeShippingPaise)} more for free shipping (orders of{' '}
          {formatInr(quote.freeShippingThresholdPaise)} and above).
        </p>
      ) : null}
      {quote.savingsPaise > 0 ? (
        <p className="mt-2 text-sm font-semibold text-green-800">
          You save {formatInr(quote.savingsPaise)} on MRP.
        </p>
      ) : null}
    </div>
  );
}
