// The server's totals for the cart: MRP total, savings, shipping, cash-on-delivery fee and what to pay.

import { formatInr } from '@arogya/contracts/constants';
import type { Quote } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { countText } from '../../../lib/policy-text.ts';

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
  const { t } = useLingui();
  const items = quote.lines.filter((l) => l.available).reduce((sum, l) => sum + l.quantity, 0);
  return (
    <div>
      <dl>
        <Row label={t`MRP total (${countText(items, 'item')})`} value={formatInr(quote.mrpTotalPaise)} />
        {quote.savingsPaise > 0 ? (
          <Row label={t`Discount on MRP`} value={`−${formatInr(quote.savingsPaise)}`} tone="saving" />
        ) : null}
        <Row label={t`Item total`} value={formatInr(quote.subtotalPaise)} />
        {quote.cardDiscountPaise > 0 ? (
          <Row
            label={t`Health card discount on medicines`}
            value={`−${formatInr(quote.cardDiscountPaise)}`}
            tone="saving"
          />
        ) : null}
        <Row
          label={t`Shipping`}
          value={
            quote.delivery?.serviceable
              ? quote.shippingFeePaise === 0
                ? t`Free`
                : formatInr(quote.shippingFeePaise)
              : t`Needs your pin code`
          }
        />
        {quote.cardShippingWaivedPaise > 0 ? (
          <Row
            label={t`Health card: free delivery`}
            value={`−${formatInr(quote.cardShippingWaivedPaise)}`}
            tone="saving"
          />
        ) : null}
        {withPayment && quote.codFeePaise > 0 ? (
          <Row label={t`Cash on delivery fee`} value={formatInr(quote.codFeePaise)} />
        ) : null}
        <Row
          label={quote.delivery?.serviceable ? t`To pay` : t`To pay (before shipping)`}
          value={formatInr(quote.totalPaise)}
          tone="total"
        />
      </dl>
      {quote.amountToFreeShippingPaise > 0 ? (
        <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <Trans>
            Add {formatInr(quote.amountToFreeShippingPaise)} more for free shipping (orders of{' '}
            {formatInr(quote.freeShippingThresholdPaise)} and above).
          </Trans>
        </p>
      ) : null}
      {quote.savingsPaise > 0 ? (
        <p className="mt-2 text-sm font-semibold text-green-800">
          <Trans>You save {formatInr(quote.savingsPaise)} on MRP.</Trans>
        </p>
      ) : null}
    </div>
  );
}
