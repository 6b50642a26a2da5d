// What the page says once a card is bought (docs/screens.md#confirmations): its number, the plan, whom it
// covers and the payment (what was paid, how, Razorpay's reference); for a renewal, the year it adds.

import { formatInr } from '@arogya/contracts/constants';
import type { HealthCard } from '@arogya/contracts/health-card';
import { Trans, useLingui } from '@lingui/react/macro';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { formatMediumDate } from '../../../lib/india-time.ts';
import { paymentStateText } from '../../../lib/payment-state.ts';

export type Bought = { cardId: string; paymentId: string; pricePaise: number; planName: string };

/** 'Priya Sharma, Kamala Pillai and Aarav Pillai'. */
function names(people: readonly { name: string }[]): string {
  const all = people.map((p) => p.name);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

export function PurchaseConfirmation({ bought, card }: { bought: Bought; card: HealthCard }) {
  const { t } = useLingui();
  const renewal = card.id !== bought.cardId ? card.renewal : null;
  const payment = renewal
    ? t`Paid ${formatInr(bought.pricePaise)} · ${bought.paymentId}`
    : paymentStateText({ amountPaise: card.pricePaise, payment: card.payment });
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-slate-900 sm:p-5"
    >
      <CircleCheckIcon aria-hidden="true" className="size-7 shrink-0 text-green-700" />
      <div className="space-y-1">
        <p className="text-lg font-bold">
          {renewal ? t`Your Smart Health Card is renewed` : t`Your Smart Health Card is active`}
        </p>
        <p>
          <Trans>
            Card number <strong data-testid="card-number">{card.cardNumber}</strong> · {bought.planName}
          </Trans>
        </p>
        <p>
          {renewal
            ? t`Another year, from ${formatMediumDate(renewal.validFrom)} to ${formatMediumDate(renewal.validTo)}`
            : card.validTo
              ? t`Valid until ${formatMediumDate(card.validTo)}`
              : null}
          <Trans>, for {names(card.people)}.</Trans>
        </p>
        <p className="font-semibold" data-testid="payment-state">
          {payment}
        </p>
      </div>
    </div>
  );
}
