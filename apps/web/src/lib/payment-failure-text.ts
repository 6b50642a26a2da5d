// Why a payment failed, in the page's language, from the error Razorpay Checkout hands 'payment.failed'
// (`{ code, description, source, step, reason, metadata }`, Razorpay's "Error Codes" and "Error Reasons"
// pages). Razorpay writes `description` in English, so the patient reads a plain message chosen by `reason`
// (what went wrong), else by `code` (BAD_REQUEST_ERROR, GATEWAY_ERROR, SERVER_ERROR), else a general one. On an
// English page a reason without a message here keeps Razorpay's description, which says more; a page in
// another language never shows it. Each message is the cause, shown after 'The payment did not go through:'.
// Its own catalog ('payments', lingui.config.ts), loaded when Checkout opens (razorpay-checkout.ts).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The error of Checkout's 'payment.failed' event, as far as the page reads it. */
export type CheckoutError = {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { payment_id?: string; order_id?: string };
};

const CANCELLED = msg`It was cancelled at your bank or in your payment app. You can try again.`;
const TIMED_OUT = msg`It took too long and timed out. Please try again.`;
const DECLINED = msg`Your bank declined it. Please try another card or payment method, or ask your bank.`;
const NOT_VERIFIED = msg`The OTP or your bank's check did not succeed. Please try again.`;
const NOT_ENABLED = msg`This card is not enabled for online payments. Turn them on in your bank's app, or use another card or payment method.`;
const UPI_ID = msg`This UPI ID could not be used. Please check it, or use another UPI app or payment method.`;
const BANK_PROBLEM = msg`Your bank had a technical problem. Please try again in a few minutes, or use another payment method.`;

/** By Razorpay's `reason` (card, UPI, net banking and wallet payments alike). */
const BY_REASON: Record<string, MessageDescriptor> = {
  payment_cancelled: CANCELLED,
  payment_timed_out: TIMED_OUT,
  payment_collect_request_expired: TIMED_OUT,
  insufficient_funds: msg`Your account does not have enough balance. Please use another account, card or payment method.`,
  payment_failed: DECLINED,
  payment_declined: DECLINED,
  card_declined: DECLINED,
  payment_risk_check_failed: DECLINED,
  authentication_failed: NOT_VERIFIED,
  incorrect_otp: NOT_VERIFIED,
  invalid_otp: NOT_VERIFIED,
  incorrect_cvv: msg`The CVV entered is not correct. Please check it and try again.`,
  card_expired: msg`This card has expired. Please use another card or payment method.`,
  card_not_enrolled: NOT_ENABLED,
  card_disabled_for_online_payments: NOT_ENABLED,
  debit_instrument_inactive: NOT_ENABLED,
  debit_instrument_blocked: msg`This card is blocked. Please ask your bank, or use another card or payment method.`,
  transaction_limit_exceeded: msg`It is over your card's or account's limit for today. Please use another card or payment method.`,
  international_transaction_not_allowed: msg`Cards issued outside India cannot be used here. Please pay with an Indian card, UPI or net banking.`,
  invalid_vpa: UPI_ID,
  vpa_resolution_failed: UPI_ID,
  authorisation_declined_by_psp: msg`Your UPI app declined it. Please try again, or use another UPI app.`,
  bank_technical_error: BANK_PROBLEM,
  gateway_technical_error: BANK_PROBLEM,
};

/** By Razorpay's `code`, when its reason is not one of the above. */
const BY_CODE: Record<string, MessageDescriptor> = {
  BAD_REQUEST_ERROR: msg`The payment details were not accepted. Please check them, or use another payment method.`,
  GATEWAY_ERROR: msg`Your bank or the payment network did not respond. Please try again in a few minutes.`,
  SERVER_ERROR: msg`Razorpay, the payment service, had a problem. Please try again in a few minutes.`,
};

const GENERAL = msg`Please try again, or use another payment method.`;

/** The message for a failed payment, in the language of `i18n` (the page's). */
export function paymentFailureText(error: CheckoutError | undefined, i18n: I18n): string {
  const byReason = error?.reason ? BY_REASON[error.reason] : undefined;
  if (byReason) return i18n._(byReason);
  if (i18n.locale !== 'hi' && error?.description) return error.description;
  const byCode = error?.code ? BY_CODE[error.code] : undefined;
  return i18n._(byCode ?? GENERAL);
}
