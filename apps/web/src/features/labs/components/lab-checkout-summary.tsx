// The lab checkout's summary beside the steps: the tests at the chosen lab's prices, the savings, the health
// card's lines and the total from the server's quote, the payment (online now where it is offered, the slot
// held PAYMENT_HOLD_MINUTES meanwhile; or at collection), the change window, and the confirmation.

import { formatInr, LAB_CHANGE_CUTOFF_HOURS, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { LabPaymentMethod } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { localName } from '../../../lib/i18n/local-name.ts';
import { LabCardLines } from './lab-card-lines.tsx';
import { h2Class, sectionClass, useLabCheckoutForm } from './lab-checkout-form.ts';
import type { LabCheckoutChoices } from './use-lab-checkout-choices.ts';

type Props = Pick<LabCheckoutChoices, 'offer' | 'quote'> & {
  items: readonly { id: string; name?: string | null; nameHi?: string | null; price: number }[];
  /** Whether online payment is offered at all (else only payment at collection). */
  online: boolean;
  method: LabPaymentMethod;
  busy: 'booking' | 'paying' | null;
  formError: string | null;
};

export function LabCheckoutSummary({ items, offer, quote, online, method, busy, formError }: Props) {
  const { t } = useLingui();
  const { register } = useLabCheckoutForm();
  const total = offer ? (quote ? quote.totalPaise : offer.totalPaise) : null;
  const methods = online ? (['online', 'pay_at_collection'] as const) : (['pay_at_collection'] as const);
  // The page's words for LAB_PAYMENT_METHOD_LABELS (packages/contracts/src/labs.ts).
  const methodLabels: Record<LabPaymentMethod, string> = {
    online: t`Pay online now (UPI, cards, net banking, wallets)`,
    pay_at_collection: t`Pay at collection (cash or UPI)`,
  };

  return (
    <aside aria-labelledby="summary-heading" className="space-y-4 lg:sticky lg:top-20 lg:self-start">
      <div className={sectionClass}>
        <h2 id="summary-heading" className={h2Class}>
          <Trans>Booking summary</Trans>
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {items.map((item) => {
            const line = offer?.lines.find((l) => l.itemId === item.id);
            return (
              <li key={item.id} className="flex justify-between gap-3 py-2">
                <span className="text-slate-900">
                  {item.name ? localName({ name: item.name, nameHi: item.nameHi }) : t`Lab test`}
                </span>
                <span className="text-slate-900">{formatInr(line ? line.pricePaise : item.price)}</span>
              </li>
            );
          })}
        </ul>
        {offer && total !== null ? (
          <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-sm">
            {offer.savingsPaise > 0 ? (
              <div className="flex justify-between text-green-800">
                <dt>
                  <Trans>Savings on MRP</Trans>
                </dt>
                <dd>{formatInr(offer.savingsPaise)}</dd>
              </div>
            ) : null}
            <LabCardLines quote={quote} />
            <div className="flex justify-between text-base font-semibold text-slate-900">
              <dt>{method === 'online' ? t`To pay now` : t`To pay at collection`}</dt>
              <dd>{formatInr(total)}</dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 border-t border-slate-200 pt-2 text-sm text-slate-600">
            <Trans>The total is the chosen lab's price.</Trans>
          </p>
        )}
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-900">
            <Trans>Payment</Trans>
          </legend>
          {methods.map((m) => (
            <label key={m} className="mt-2 flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                value={m}
                className="size-4 accent-brand-700"
                {...register('paymentMethod')}
              />
              {methodLabels[m]}
            </label>
          ))}
          {method === 'online' ? (
            <p className="mt-2 text-xs text-slate-600">
              <Trans>
                Paid securely through Razorpay. The slot is held for {PAYMENT_HOLD_MINUTES} minutes while you
                pay.
              </Trans>
            </p>
          ) : null}
        </fieldset>
        <p className="mt-3 text-xs text-slate-600">
          <Trans>Free cancel or reschedule until {LAB_CHANGE_CUTOFF_HOURS} hours before the slot.</Trans>
        </p>
        {formError ? (
          <div className="mt-3">
            <FormAlert message={formError} />
          </div>
        ) : null}
        <Button
          type="submit"
          className="mt-4 w-full"
          pending={busy !== null}
          pendingLabel={busy === 'paying' ? t`Waiting for payment...` : 'Booking...'}
        >
          {method === 'online' && total !== null && total > 0
            ? t`Book and pay ${formatInr(total)}`
            : t`Confirm booking`}
        </Button>
      </div>
    </aside>
  );
}
