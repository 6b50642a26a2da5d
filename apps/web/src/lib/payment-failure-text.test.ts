// @vitest-environment jsdom
// A failed Razorpay payment says why in the page's language (payment-failure-text.ts): by Razorpay's reason,
// else its code, else in general. Razorpay's English description shows on an English page only, and only for
// a reason without a message of ours.
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from './i18n/catalogs.ts';
import { english } from './i18n/english.ts';
import { activate, startI18n } from './i18n/start-i18n.ts';
import { type CheckoutError, paymentFailureText } from './payment-failure-text.ts';

const failure = (over: CheckoutError): CheckoutError => ({
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment has been cancelled. Try again or complete the payment later.',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_cancelled',
  metadata: { payment_id: 'pay_Test00000000003', order_id: 'order_Test0000000001' },
  ...over,
});

/** Reasons of Razorpay's "Error Reasons" page that have a message here. */
const REASONS = [
  'payment_cancelled',
  'payment_timed_out',
  'payment_collect_request_expired',
  'insufficient_funds',
  'payment_failed',
  'payment_declined',
  'card_declined',
  'payment_risk_check_failed',
  'authentication_failed',
  'incorrect_otp',
  'invalid_otp',
  'incorrect_cvv',
  'card_expired',
  'card_not_enrolled',
  'card_disabled_for_online_payments',
  'debit_instrument_inactive',
  'debit_instrument_blocked',
  'transaction_limit_exceeded',
  'international_transaction_not_allowed',
  'invalid_vpa',
  'vpa_resolution_failed',
  'authorisation_declined_by_psp',
  'bank_technical_error',
  'gateway_technical_error',
];
const CODES = ['BAD_REQUEST_ERROR', 'GATEWAY_ERROR', 'SERVER_ERROR'];

describe('on an English page', () => {
  it('says the reason plainly', () => {
    expect(paymentFailureText(failure({}), english)).toBe(
      'It was cancelled at your bank or in your payment app. You can try again.',
    );
    expect(paymentFailureText(failure({ reason: 'international_transaction_not_allowed' }), english)).toBe(
      'Cards issued outside India cannot be used here. Please pay with an Indian card, UPI or net banking.',
    );
    for (const reason of REASONS)
      expect(paymentFailureText(failure({ reason }), english), reason).not.toBe(failure({}).description);
  });

  it("keeps Razorpay's words for a reason it has no message for, else says it by the code", () => {
    const other = failure({ reason: 'bank_account_invalid', description: 'The bank account is not valid.' });
    expect(paymentFailureText(other, english)).toBe('The bank account is not valid.');
    expect(paymentFailureText({ ...other, description: undefined, code: 'GATEWAY_ERROR' }, english)).toBe(
      'Your bank or the payment network did not respond. Please try again in a few minutes.',
    );
    expect(paymentFailureText({ code: 'SOMETHING_NEW' }, english)).toBe(
      'Please try again, or use another payment method.',
    );
    expect(paymentFailureText(undefined, english)).toBe('Please try again, or use another payment method.');
  });
});

describe('on a Hindi page', () => {
  afterAll(() => activate('en'));

  it('says every reason and code in Hindi, never in Razorpay’s English', async () => {
    await startI18n('hi');
    // Loaded when Checkout opens (razorpay-checkout.ts).
    await loadCatalogs(['payments']);
    expect(paymentFailureText(failure({}), i18n)).toBe(
      'इसे बैंक में या आपके पेमेंट ऐप में रद्द कर दिया गया। आप फिर से कोशिश कर सकते हैं।',
    );
    const latin = /[A-Za-z]{4,}/; // 'UPI', 'OTP', 'CVV' and 'ID' stay as written; 'Razorpay' is a name
    const texts = [
      ...REASONS.map((reason) => paymentFailureText(failure({ reason }), i18n)),
      ...CODES.map((code) => paymentFailureText(failure({ reason: 'unknown_reason', code }), i18n)),
      paymentFailureText(failure({ reason: 'bank_account_invalid', code: 'SOMETHING_NEW' }), i18n),
      paymentFailureText(undefined, i18n),
    ];
    for (const text of texts) {
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text.replace('Razorpay', '')).not.toMatch(latin);
    }
    expect(paymentFailureText(failure({ reason: 'bank_account_invalid', code: 'SERVER_ERROR' }), i18n)).toBe(
      'भुगतान सेवा Razorpay में दिक्कत आई। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
    );
  });
});
