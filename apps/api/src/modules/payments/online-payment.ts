// Whether this deployment offers online payment, and what checkout needs to open Razorpay Checkout
// (docs/product-rules.md#payments): only with all three Razorpay keys configured.
import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { OnlinePayment } from '@arogya/contracts/payments';
import type { Env } from '../../config/env.ts';

export function onlinePaymentOf(env: Env): OnlinePayment {
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET) return null;
  return {
    provider: 'razorpay',
    keyId: env.RAZORPAY_KEY_ID,
    checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
    holdMinutes: PAYMENT_HOLD_MINUTES,
  };
}
