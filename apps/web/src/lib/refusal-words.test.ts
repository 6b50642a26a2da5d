// The API's refusals of signing in, codes, password reset, verifying contacts, booking, rescheduling,
// cancelling and paying (refusal-words.ts): read from the API's source, so a refusal added there fails here
// until it has its Hindi. Each reads in Hindi on a Hindi page and exactly as the API wrote it on an English one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { apiErrorText } from './api-error-messages.ts';
import { refusalText } from './form-errors.ts';
import { backToEnglish, inHindi } from './i18n/hindi-in-tests.ts';
import { setRefusalMessages } from './refusal-messages.ts';
import { refusalWords } from './refusal-words.ts';
import { localizeValidationMessage } from './validation-messages.ts';

const API = fileURLToPath(new URL('../../../api/src/', import.meta.url));

/** The API's files whose refusals these pages show. */
const FILES = [
  'modules/users/login-user.ts',
  'modules/users/use-code.ts',
  'modules/users/send-code.ts',
  'modules/users/register-user.ts',
  'modules/users/register-by-phone.ts',
  'modules/users/reset-password.ts',
  'modules/users/verify-email.ts',
  'modules/users/send-email-link.ts',
  'modules/users/send-phone-code.ts',
  'modules/users/verify-phone.ts',
  'modules/users/send-confirm-code.ts',
  'modules/users/resend-staff-code.ts',
  'modules/users/verify-sign-in-code.ts',
  'modules/users/verify-staff-code.ts',
  'modules/users/change-password.ts',
  'modules/appointments/check-slot.ts',
  'modules/appointments/booking-conflict.ts',
  'modules/appointments/book-appointment.ts',
  'modules/appointments/cancel-appointment.ts',
  'modules/appointments/reschedule-appointment.ts',
  'modules/payments/start-payment.ts',
  'modules/payments/verify-payment.ts',
  'lib/idempotency.ts',
];

/**
 * What those files write that no patient or staff page shows as a refusal: a staff desk's or a bad client's
 * refusals, and the answers on success (the pages write their own: verify-email.tsx, code-sent-text.ts).
 */
const NOT_SHOWN = new Set([
  'Your e-mail address is verified.',
  'Your e-mail address is changed and verified. You sign in with it from now on.',
  'We sent a link to 2. Open it within 2 minutes to verify the address.',
  'Appointment cancelled.',
  'User not found',
  'Patient not found',
  'Order not found',
  'You can book only with the doctors of your clinic',
  'This Idempotency-Key was already used for a different request.',
  'Idempotency-Key must be 8 to 255 visible characters',
  'Use 8 to 255 visible ASCII characters, e.g. a UUID',
]);

/** A value for a template's `${…}`, by what the expression names. */
function sample(expression: string): string {
  if (/name/i.test(expression)) return 'Asha Rao';
  if (/date/.test(expression)) return '2026-12-01';
  if (/consultationType/.test(expression)) return 'in-person';
  if (/reference/.test(expression)) return 'APT-2026-0042';
  if (/err\.message/.test(expression)) return 'Authentication failed';
  if (/triesLeft/.test(expression)) return '3';
  if (/=== 1/.test(expression)) return 's';
  return '2';
}

/** The refusals written in FILES: string and template arguments of AppError and message constants. */
function apiRefusals(): string[] {
  const found = new Set<string>();
  const place =
    /(?:AppError\.\w+\(\s*|new AppError\(\s*'[A-Z_]+',\s*|export const [A-Z_]+ =\s*|return |\? |: )(['`])([A-Z][^'`\n]{5,})\1/g;
  for (const file of FILES) {
    const source = readFileSync(API + file, 'utf8').replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
    for (const [, quote, text = ''] of source.matchAll(place)) {
      const english = quote === '`' ? text.replace(/\$\{([^}]*)\}/g, (_, e: string) => sample(e)) : text;
      if (english.includes(' ') && !NOT_SHOWN.has(english)) found.add(english);
    }
  }
  // use-code.ts `wrongCodeMessage`, whose template holds quotes.
  found.add('That code is not right. 1 try left.');
  found.add('That code is not right. 3 tries left.');
  // lib/rate-limits.ts `tooManyAttempts`: 'Too many <what>. Please try again in <wait>.'
  const sources = [...FILES, 'modules/users/request-password-reset.ts']
    .map((file) => readFileSync(API + file, 'utf8'))
    .join('\n');
  for (const [, what = ''] of sources.matchAll(
    /(?:consumeOrThrow|assertNotBlocked)\([^;]*?'([a-z][^']+)'/gs,
  )) {
    found.add(`Too many ${what}. Please try again in 25 seconds.`);
    found.add(`Too many ${what}. Please try again in 1 minute.`);
  }
  for (const [, what = ''] of sources.matchAll(/\? '((?:password reset|codes|links)[^']+)'/g)) {
    found.add(`Too many ${what}. Please try again in 12 minutes.`);
  }
  return [...found];
}

afterEach(() => backToEnglish());

describe('the API’s refusals of signing in, codes, booking and paying', () => {
  const refusals = apiRefusals();

  it('are found in the API’s source (the extraction still works)', () => {
    expect(refusals.length).toBeGreaterThan(50);
    expect(refusals).toContain('This code has expired or was already used. Ask for a new code.');
    expect(refusals).toContain('That code is not right. 3 tries left.');
    expect(refusals).toContain('This link has expired or was already used. Ask for a new one.');
    expect(refusals).toContain('Online payment is not available right now. Please try again later.');
    expect(refusals).toContain('Dr. Asha Rao is on leave on 2026-12-01. Please pick another day.');
    expect(refusals).toContain('Too many codes for this number. Please try again in 25 seconds.');
    expect(refusals).toContain(
      'Too many failed login attempts for this account from this network. Please try again in 1 minute.',
    );
  });

  it('each read in Hindi on a Hindi page, with no English word of the refusal left', async () => {
    await inHindi('validation');
    const notHindi = refusals
      .map((english) => [english, refusalWords(english, i18n)] as const)
      .filter(
        ([, shown]) => !shown || !/[\u0900-\u097F]/.test(shown) || /\b(the|try|please|code)\b/i.test(shown),
      );
    expect(notHindi).toEqual([]);
  });

  it('stay exactly as the API wrote them on an English page', () => {
    for (const english of refusals) {
      const error = new ApiError(422, 'BUSINESS_RULE', english, [], english);
      expect(refusalText(error)).toBe(english);
      expect(localizeValidationMessage(english)).toBe(english);
    }
  });
});

describe('refusalWords', () => {
  it('gives each message its values back, in Hindi', async () => {
    await inHindi('validation');
    const hi = i18n;
    expect(refusalWords('That code is not right. 1 try left.', hi)).toBe('यह कोड सही नहीं है। 1 कोशिश बाकी है।');
    expect(refusalWords('That code is not right. 4 tries left.', hi)).toBe(
      'यह कोड सही नहीं है। 4 कोशिशें बाकी हैं।',
    );
    expect(refusalWords('Too many codes for this number. Please try again in 25 seconds.', hi)).toBe(
      'इस नंबर पर अभी-अभी कोड भेजा गया है। कृपया 25 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(
      refusalWords(
        'Too many failed login attempts for this account from this network. Please try again in 4 minutes.',
        hi,
      ),
    ).toBe('इस नेटवर्क से इस अकाउंट में लॉग इन की बहुत सारी कोशिशें नाकाम रही हैं। कृपया 4 मिनट बाद फिर से कोशिश करें।');
    expect(refusalWords('Dr. Asha Rao is on leave on 2026-12-01. Please pick another day.', hi)).toBe(
      'डॉ. Asha Rao मंगलवार, 1 दिसंबर 2026 को छुट्टी पर हैं। कृपया कोई और दिन चुनें।',
    );
    expect(refusalWords('Dr. Asha Rao does not offer video consultations.', hi)).toBe(
      'डॉ. Asha Rao परामर्श का यह तरीका नहीं देते: वीडियो परामर्श।',
    );
    expect(refusalWords('Meera Iyer already has another appointment at this time.', hi)).toBe(
      'इस समय Meera Iyer का एक और अपॉइंटमेंट पहले से है।',
    );
    // Online payment off: a medicine order's way out, and what a consultation or a lab booking says instead.
    expect(refusalWords('Online payment is not available. Please choose cash on delivery.', hi)).toBe(
      'ऑनलाइन भुगतान उपलब्ध नहीं है। कृपया कैश ऑन डिलीवरी चुनें।',
    );
    expect(refusalWords('Online payment is not available right now. Please try again later.', hi)).toBe(
      'ऑनलाइन भुगतान अभी उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
    );
    expect(refusalWords('Online payment is not available. Please choose to pay at collection.', hi)).toBe(
      'ऑनलाइन भुगतान उपलब्ध नहीं है। कृपया कलेक्शन पर भुगतान चुनें।',
    );
    expect(refusalWords('Appointments can be cancelled up to 1 hour before the start.', hi)).toBe(
      'अपॉइंटमेंट उसके शुरू होने से 1 घंटा पहले तक ही रद्द किया जा सकता है।',
    );
  });

  it('knows nothing else: a refusal it does not know reads as its code’s Hindi', async () => {
    await inHindi('validation', 'errors');
    // As a Hindi page's start-up does (lib/i18n/start-i18n.ts).
    setRefusalMessages(apiErrorText);
    const hi = i18n;
    expect(refusalWords('Something new', hi)).toBeNull();
    const error = new ApiError(422, 'BUSINESS_RULE', 'Something new', [], 'Something new');
    expect(refusalText(error)).toBe(apiErrorText(hi, 'BUSINESS_RULE'));
    expect(refusalText(error)).toMatch(/[\u0900-\u097F]/);
  });
});
