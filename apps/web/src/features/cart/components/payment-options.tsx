// Payment methods the API offers for this order, UPI first. Online methods appear only when Razorpay is
// configured (docs/product-rules.md#payments) and open Razorpay Checkout on that method; cash on delivery
// shows when the API allows it, else why not.

import { COD_FEE_PAISE, formatInr } from '@arogya/contracts/constants';
import type { PaymentMethod, Quote } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';

/** What each online method means, shown under its name. */
// Read when shown (localizedLabels), so a Hindi page reads them in Hindi.
const HINTS: Partial<Record<PaymentMethod, string>> = localizedLabels<
  'upi' | 'card' | 'netbanking' | 'wallet'
>({
  upi: msg`Pay from any UPI app: Google Pay, PhonePe, Paytm or your bank’s.`,
  card: msg`Visa, Mastercard, RuPay and more; EMI where your card allows it for this amount.`,
  netbanking: msg`Pay from your bank account.`,
  wallet: msg`Pay from a mobile wallet.`,
});

const LABELS: Readonly<Record<PaymentMethod, string>> = localizedLabels({
  cod: msg`Cash on delivery`,
  upi: msg`UPI`,
  card: msg`Credit or debit card`,
  netbanking: msg`Net banking`,
  wallet: msg`Wallet`,
  emi: msg`EMI`,
});

/** The methods that can be chosen now: the API's list, less cash on delivery when it is not allowed. */
export function usableMethods(quote: Pick<Quote, 'paymentMethods' | 'cod'>): PaymentMethod[] {
  return quote.paymentMethods.filter((m) => m !== 'cod' || quote.cod.allowed);
}

export function PaymentOptions({
  quote,
  value,
  onChange,
}: {
  quote: Quote;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  const methods = usableMethods(quote);
  const codOffered = quote.paymentMethods.includes('cod');
  return (
    <div className="space-y-3">
      {methods.length > 0 ? (
        <fieldset>
          <legend className="sr-only">
            <Trans>Payment method</Trans>
          </legend>
          <ul className="space-y-2">
            {methods.map((method) => (
              <li key={method}>
                <label
                  className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm ${value === method ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
                >
                  <input
                    type="radio"
                    name="payment"
                    value={method}
                    checked={value === method}
                    onChange={() => onChange(method)}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{LABELS[method]}</span>
                    {HINTS[method] ? <span className="block text-slate-600">{HINTS[method]}</span> : null}
                    {method === 'cod' ? (
                      <span className="block text-slate-600">
                        <Trans>
                          Pay in cash when the order arrives. A {formatInr(COD_FEE_PAISE)} fee applies.
                        </Trans>
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {methods.some((m) => m !== 'cod') ? (
        <p className="text-sm text-slate-600">
          <Trans>
            Online payments are processed securely by Razorpay; Arogya never sees your card details.
          </Trans>
        </p>
      ) : null}
      {codOffered && !quote.cod.allowed ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <Trans>
            Cash on delivery is not available for this order{quote.cod.reason ? `: ${quote.cod.reason}` : '.'}
          </Trans>
        </p>
      ) : null}
      {methods.length === 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          <Trans>
            No payment method is available for this order yet: cash on delivery needs a pin code where it is
            offered and an order total within its limit.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
