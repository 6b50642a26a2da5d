// The API's own refusal messages of signing in, one-time codes, registering, password reset, verifying an
// e-mail or a number, booking, rescheduling, cancelling and paying a consultation, in Hindi. The API writes
// them in English whoever asks (apps/api/src/modules/users/*.ts, modules/appointments/*.ts,
// modules/payments/*.ts, lib/rate-limits.ts, lib/idempotency.ts); an English page shows them exactly as
// written, a Hindi page the Hindi here, matched by the exact English, or by pattern where the message carries
// a value (a name, a count, a wait). A message not here shows, on a Hindi page, as its code's message
// (api-error-messages.ts). refusal-words.test.ts holds the messages as the API writes them.
//
// In the 'validation' catalog (lingui.config.ts) with the contracts' messages: form code loads both
// (validation-messages.ts), never the home page.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const EXACT: Record<string, MessageDescriptor> = {
  // Signing in with e-mail and password; a staff account's code step.
  'Invalid email or password': msg`Invalid email or password`,
  'This sign-in has expired. Please sign in again.': msg`This sign-in has expired. Please sign in again.`,
  'The mobile number of this account is verified on another account. Ask an administrator to correct it.': msg`The mobile number of this account is verified on another account. Ask an administrator to correct it.`,
  'This number belongs to a staff account: sign in with your e-mail and password, then the code.': msg`This number belongs to a staff account: sign in with your e-mail and password, then the code.`,
  // One-time codes.
  'This code has expired or was already used. Ask for a new code.': msg`This code has expired or was already used. Ask for a new code.`,
  'That code is not right, and no tries are left. Ask for a new code.': msg`That code is not right, and no tries are left. Ask for a new code.`,
  'Codes by SMS are not available right now. Please sign in with your e-mail.': msg`Codes by SMS are not available right now. Please sign in with your e-mail.`,
  'We could not send a code to this number. Check that it is a mobile number and try again.': msg`We could not send a code to this number. Check that it is a mobile number and try again.`,
  'This step has expired. Enter your number again to get a new code.': msg`This step has expired. Enter your number again to get a new code.`,
  'An account already uses this number. Sign in with it instead.': msg`An account already uses this number. Sign in with it instead.`,
  // Registering; the profile's e-mail, number and password.
  'An account with this e-mail already exists. Please log in instead.': msg`An account with this e-mail already exists. Please log in instead.`,
  'An account with this e-mail already exists.': msg`An account with this e-mail already exists.`,
  'An account with this e-mail already exists': msg`An account with this e-mail already exists`,
  'This is already your verified e-mail address.': msg`This is already your verified e-mail address.`,
  'E-mail cannot be sent right now. Please try again later.': msg`E-mail cannot be sent right now. Please try again later.`,
  'This is already your verified number.': msg`This is already your verified number.`,
  'This number is verified on another Arogya account.': msg`This number is verified on another Arogya account.`,
  'Verify your mobile number first: the code goes to it.': msg`Verify your mobile number first: the code goes to it.`,
  'Current password is incorrect': msg`Current password is incorrect`,
  'The new password must differ from the current one': msg`The new password must differ from the current one`,
  'Choose a password different from the current one': msg`Choose a password different from the current one`,
  'Password is incorrect': msg`Password is incorrect`,
  // The links of password reset and e-mail verification.
  'This link has expired or was already used. Ask for a new one.': msg`This link has expired or was already used. Ask for a new one.`,
  'This link has expired or was already used. Ask for a new one from your profile.': msg`This link has expired or was already used. Ask for a new one from your profile.`,
  // Booking, rescheduling, cancelling.
  'You already have another appointment at this time.': msg`You already have another appointment at this time.`,
  'This patient already has another appointment at this time.': msg`This patient already has another appointment at this time.`,
  'That time has already passed. Please pick a later slot.': msg`That time has already passed. Please pick a later slot.`,
  'You cannot consult yourself.': msg`You cannot consult yourself.`,
  'A follow-up must follow one of the patient’s completed appointments.': msg`A follow-up must follow one of the patient’s completed appointments.`,
  'Doctor not found': msg`Doctor not found`,
  'Appointment not found': msg`Appointment not found`,
  'This appointment was changed at the same time. Please reload and try again.': msg`This appointment was changed at the same time. Please reload and try again.`,
  'Only a booked appointment can be cancelled.': msg`Only a booked appointment can be cancelled.`,
  'Only a booked appointment can be rescheduled.': msg`Only a booked appointment can be rescheduled.`,
  'The appointment is already at this time.': msg`The appointment is already at this time.`,
  'An instant consultation is cancelled by its patient.': msg`An instant consultation is cancelled by its patient.`,
  'Your doctor answered this consultation’s call, so it can no longer be cancelled.': msg`Your doctor answered this consultation’s call, so it can no longer be cancelled.`,
  // Paying online.
  'Online payment is not available. Please choose cash on delivery.': msg`Online payment is not available. Please choose cash on delivery.`,
  // A consultation, a lab booking, a health card (start-payment.ts NOT_OFFERED), and the lab checkout's choice.
  'Online payment is not available right now. Please try again later.': msg`Online payment is not available right now. Please try again later.`,
  'Online payment is not available. Please choose to pay at collection.': msg`Online payment is not available. Please choose to pay at collection.`,
  'The payment could not be started. Please try again.': msg`The payment could not be started. Please try again.`,
  'The payment could not be verified. Nothing was charged to your order.': msg`The payment could not be verified. Nothing was charged to your order.`,
  'The payment did not go through. You can try again or choose another way to pay.': msg`The payment did not go through. You can try again or choose another way to pay.`,
  // A repeated request (lib/idempotency.ts).
  'This request could not be repeated. Please try again.': msg`This request could not be repeated. Please try again.`,
  'A request with this Idempotency-Key is still being processed. Please retry shortly.': msg`Your request is still being processed. Please try again in a moment.`,
};

/** What a 429 says was too many (the `what` of lib/rate-limits.ts `tooManyAttempts`), as a sentence. */
const TOO_MANY: Record<string, MessageDescriptor> = {
  'login attempts from this network': msg`Too many login attempts from this network.`,
  'failed login attempts for this account from this network': msg`Too many failed login attempts for this account from this network.`,
  'sign-up attempts from this network': msg`Too many sign-up attempts from this network.`,
  'codes asked from this network': msg`Too many codes asked from this network.`,
  'codes asked just now': msg`Too many codes asked just now.`,
  'codes for this number': msg`A code was sent to this number just now.`,
  'codes for this number this hour': msg`Too many codes for this number this hour.`,
  'codes for this number today': msg`Too many codes for this number today.`,
  'password reset requests from this network': msg`Too many password reset requests from this network.`,
  'password reset requests for this number': msg`Too many password reset requests for this number.`,
  'password reset requests for this e-mail address': msg`Too many password reset requests for this e-mail address.`,
  'links asked for this e-mail address': msg`Too many links asked for this e-mail address.`,
};
const TOO_MANY_TRIES = msg`Too many tries.`;

function tooMany(i18n: I18n, what: string, count: string, unit: string): string {
  const n = Number(count);
  const wait =
    unit === 'second'
      ? msg`Please try again in ${plural(n, { one: '# second', other: '# seconds' })}.`
      : msg`Please try again in ${plural(n, { one: '# minute', other: '# minutes' })}.`;
  return `${i18n._(TOO_MANY[what] ?? TOO_MANY_TRIES)} ${i18n._(wait)}`;
}

// The consultation types' names (as lib/consultation-types.ts has them), and the date of a leave, written here:
// importing those modules would add them to what every form's route preloads (e2e/bundle-budget.spec.ts).
const TYPE_NAMES: Record<string, MessageDescriptor> = {
  'in-person': msg`In-clinic visit`,
  video: msg`Video consultation`,
  audio: msg`Audio consultation`,
};

function typeName(i18n: I18n, type: string): string {
  const name = TYPE_NAMES[type];
  return name ? i18n._(name) : type;
}

/** 'मंगलवार, 1 दिसंबर 2026' for '2026-12-01'. */
function longDate(i18n: I18n, date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(i18n.locale === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** The messages with a value, by pattern; each gives back the Hindi with its value. */
const PATTERNS: readonly [RegExp, (i18n: I18n, ...values: string[]) => string][] = [
  [
    /^That code is not right\. (\d+) tr(?:y|ies) left\.$/,
    (i18n, n) => {
      const left = Number(n);
      return i18n._(
        msg`That code is not right. ${plural(left, { one: '# try left', other: '# tries left' })}.`,
      );
    },
  ],
  [/^Too many (.+)\. Please try again in (\d+) (second|minute)s?\.$/, tooMany],
  [
    /^(.+) already has another appointment at this time\.$/,
    (i18n, name) => i18n._(msg`${name} already has another appointment at this time.`),
  ],
  [
    /^Dr\. (.+) is on leave on (\d{4}-\d{2}-\d{2})\. Please pick another day\.$/,
    (i18n, name, date = '') => {
      const day = longDate(i18n, date);
      return i18n._(msg`Dr. ${name} is on leave on ${day}. Please pick another day.`);
    },
  ],
  [
    /^Dr\. (.+) has no slot starting at that time\. Please pick one of the available slots\.$/,
    (i18n, name) =>
      i18n._(msg`Dr. ${name} has no slot starting at that time. Please pick one of the available slots.`),
  ],
  [
    /^Dr\. (.+) takes bookings at least (\d+) hours? in advance\. Please pick a later slot\.$/,
    (i18n, name, h) => {
      const hours = Number(h);
      return i18n._(
        msg`Dr. ${name} takes bookings at least ${plural(hours, { one: '# hour', other: '# hours' })} in advance. Please pick a later slot.`,
      );
    },
  ],
  [
    /^Dr\. (.+) does not offer (\S+) consultations\.$/,
    (i18n, name, type = '') => {
      const way = typeName(i18n, type);
      return i18n._(msg`Dr. ${name} does not offer this way of consulting: ${way}.`);
    },
  ],
  [
    /^Dr\. (.+) does not take calls on Arogya yet\. Please book an appointment instead\.$/,
    (i18n, name) =>
      i18n._(msg`Dr. ${name} does not take calls on Arogya yet. Please book an appointment instead.`),
  ],
  [
    /^Dr\. (.+) is not available for consultations now\. Please book an appointment\.$/,
    (i18n, name) =>
      i18n._(msg`Dr. ${name} is not available for consultations now. Please book an appointment.`),
  ],
  [
    /^Appointments can be cancelled up to (\d+) hours? before the start\.$/,
    (i18n, h) => {
      const hours = Number(h);
      return i18n._(
        msg`Appointments can be cancelled up to ${plural(hours, { one: '# hour', other: '# hours' })} before the start.`,
      );
    },
  ],
  [
    /^Appointments can be rescheduled up to (\d+) hours? before the start\.$/,
    (i18n, h) => {
      const hours = Number(h);
      return i18n._(
        msg`Appointments can be rescheduled up to ${plural(hours, { one: '# hour', other: '# hours' })} before the start.`,
      );
    },
  ],
  [
    /^An appointment can be rescheduled at most (\d+) times\.$/,
    (i18n, n) => i18n._(msg`An appointment can be rescheduled at most ${n} times.`),
  ],
  [/^(.+) is already paid\.$/, (i18n, reference) => i18n._(msg`${reference} is already paid.`)],
  [
    /^(.+) was cancelled and can no longer be paid\. Please order again\.$/,
    (i18n, reference) =>
      i18n._(msg`${reference} was cancelled and can no longer be paid. Please order again.`),
  ],
  // Razorpay's reason after the colon is English: the Hindi leaves it out.
  [
    /^The payment could not be started: /,
    (i18n) => i18n._(msg`The payment could not be started. Please try again.`),
  ],
];

/** The API's English refusal in the language of `i18n`, or null for a message this module does not know. */
export function refusalWords(english: string, i18n: I18n): string | null {
  const exact = EXACT[english];
  if (exact) return i18n._(exact);
  for (const [pattern, build] of PATTERNS) {
    const found = pattern.exec(english);
    if (found) return build(i18n, ...found.slice(1));
  }
  return null;
}
