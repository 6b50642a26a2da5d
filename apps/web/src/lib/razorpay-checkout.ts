// Razorpay Checkout in the browser (docs/product-rules.md#payments): its script is loaded only when the
// patient pays on checkout, from the URL the API names (Razorpay's own, or the local stand-in in tests), and
// opened on the Razorpay order the server created, prefilled with the patient's name, e-mail and phone and
// the method they chose. Card data goes to Razorpay only. The outcome: Checkout's three fields to verify on
// the server, a failure with Razorpay's words, or the patient closing it. A failed attempt does not end
// Checkout: it stays open for the patient to try again (Razorpay's `retry`, on by default on the web), so a
// failure is only the outcome once they close it without paying; a payment after it still counts. A failure
// reads in the page's language (payment-failure-text.ts, whose catalog loads with the script); Razorpay's
// own words go to the console.

import type { PaymentSession, VerifyPaymentRequest } from '@arogya/contracts/payments';
import type { PaymentMethod } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { loadCatalogs } from './i18n/catalogs.ts';
import { displayI18n } from './i18n/display-locale.ts';
import { type CheckoutError, paymentFailureText } from './payment-failure-text.ts';

type CheckoutFailure = { error?: CheckoutError };
type CheckoutInstance = { open(): void; on(event: 'payment.failed', fn: (r: CheckoutFailure) => void): void };
type CheckoutConstructor = new (options: Record<string, unknown>) => CheckoutInstance;

export type CheckoutOutcome =
  | { kind: 'paid'; response: VerifyPaymentRequest }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

const loading = new Map<string, Promise<CheckoutConstructor>>();

function razorpayOnWindow(): CheckoutConstructor | undefined {
  return (window as unknown as { Razorpay?: CheckoutConstructor }).Razorpay;
}

/** Adds the Checkout script once per URL and waits for it. */
export function loadCheckoutScript(url: string): Promise<CheckoutConstructor> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const ready = razorpayOnWindow();
    if (ready) {
      resolve(ready);
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const loaded = razorpayOnWindow();
      if (loaded) resolve(loaded);
      else reject(new Error(displayI18n()._(msg`The payment window could not be opened.`)));
    };
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(
        new Error(
          displayI18n()._(msg`The payment window could not be loaded. Check your connection and try again.`),
        ),
      );
    };
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}

const CHECKOUT_METHOD: Partial<Record<PaymentMethod, string>> = {
  upi: 'upi',
  card: 'card',
  netbanking: 'netbanking',
  wallet: 'wallet',
  emi: 'emi',
};

export async function openCheckout(session: PaymentSession, method: PaymentMethod): Promise<CheckoutOutcome> {
  const [Razorpay] = await Promise.all([loadCheckoutScript(session.checkoutUrl), loadCatalogs(['payments'])]);
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    /** Why the last attempt failed, while Checkout stays open for another. */
    let failure: string | null = null;
    const finish = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: session.keyId,
      order_id: session.razorpayOrderId,
      amount: session.amountPaise,
      currency: session.currency,
      name: session.name,
      description: session.description,
      prefill: { ...session.prefill, method: CHECKOUT_METHOD[method] },
      notes: { reference: session.reference },
      theme: { color: '#0f766e' },
      handler: (response: VerifyPaymentRequest) =>
        finish({
          kind: 'paid',
          response: {
            razorpay_order_id: response.razorpay_order_id,
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: {
        ondismiss: () =>
          finish(failure === null ? { kind: 'dismissed' } : { kind: 'failed', message: failure }),
      },
    });
    checkout.on('payment.failed', (r) => {
      const { code, reason, source, step, description, metadata } = r.error ?? {};
      console.warn('Razorpay: the payment failed', { code, reason, source, step, description, metadata });
      failure = paymentFailureText(r.error, displayI18n());
    });
    checkout.open();
  });
}
