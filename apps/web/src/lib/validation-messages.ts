// The shared contracts (packages/contracts/src) write their validation messages in English, and the API sends
// the same English in a refusal's details[].message. A form shows them through here: on a Hindi page each one
// becomes its Hindi from the 'validation' catalog (lingui.config.ts), on an English page it stays exactly as
// the contract wrote it. A detail in the API's own words (a wrong code's tries left) takes its Hindi from
// refusal-words.ts. Messages the contracts build with a value ('At most 60 characters') are matched by
// pattern and given their value back. A check the contract left without a message speaks through the
// contracts' error map (packages/contracts/src/plain-messages.ts: 'Enter at least 3 characters'), never in
// zod's own words. validation-messages.test.ts fails when a contract message, or one of that map's, is
// missing here, so a new one gets its Hindi.
//
// Forms live in lazy routes, so this module and its catalog stay out of the home page's code
// (e2e/bundle-budget.spec.ts): import it from form code only, never from what every page loads.
import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadCatalogs } from './i18n/catalogs.ts';
import { displayI18n } from './i18n/display-locale.ts';
import { refusalWords } from './refusal-words.ts';

/** Each English message of the contracts, by its exact text. */
const EXACT: Record<string, MessageDescriptor> = {
  'A colour as #RRGGBB': msg`A colour as #RRGGBB`,
  'A date of birth cannot be in the future': msg`A date of birth cannot be in the future`,
  'A path on Arogya, starting with /': msg`A path on Arogya, starting with /`,
  'Add at least one tag': msg`Add at least one tag`,
  'Age must be a whole number': msg`Age must be a whole number`,
  'Ask for at most 60 doctors at once': msg`Ask for at most 60 doctors at once`,
  'At least 1 day': msg`At least 1 day`,
  'At least ₹1': msg`At least ₹1`,
  'At most 365 days': msg`At most 365 days`,
  'At most 6 tags': msg`At most 6 tags`,
  'At most 12 names, separated by ;': msg`At most 12 names, separated by ;`,
  'Change the price or whether it is offered': msg`Change the price or whether it is offered`,
  'Choose a category or a brand (one of them)': msg`Choose a category or a brand (one of them)`,
  'Choose a saved address or enter one': msg`Choose a saved address or enter one`,
  'Choose a video or an audio consultation': msg`Choose a video or an audio consultation`,
  'Choose at least one test': msg`Choose at least one test`,
  'Choose the author': msg`Choose the author`,
  'Choose the reviewer': msg`Choose the reviewer`,
  'Current password is required': msg`Current password is required`,
  'Describe the problem': msg`Describe the problem`,
  'Describe the problem in a few words (at least 10 characters)': msg`Describe the problem in a few words (at least 10 characters)`,
  'Designation must be at least 3 characters': msg`Designation must be at least 3 characters`,
  'Designation must be at most 120 characters': msg`Designation must be at most 120 characters`,
  'E-mail is too long': msg`E-mail is too long`,
  'Each medicine may appear once': msg`Each medicine may appear once`,
  'Each parameter may appear once': msg`Each parameter may appear once`,
  'Each tag once': msg`Each tag once`,
  'Each test may appear once': msg`Each test may appear once`,
  'End date must not be before start date': msg`End date must not be before start date`,
  'End must be after start': msg`End must be after start`,
  'Enter a valid 10-digit Indian mobile number': msg`Enter a valid 10-digit Indian mobile number`,
  'Enter a valid 6-digit pin code': msg`Enter a valid 6-digit pin code`,
  'Enter a valid e-mail address': msg`Enter a valid e-mail address`,
  'Enter a value': msg`Enter a value`,
  'Enter a whole percentage from 1 to 90': msg`Enter a whole percentage from 1 to 90`,
  'Enter at least one value': msg`Enter at least one value`,
  'Enter both systolic and diastolic pressure': msg`Enter both systolic and diastolic pressure`,
  'Enter the 6-digit code': msg`Enter the 6-digit code`,
  'Enter the age': msg`Enter the age`,
  'Enter the barcode on the sample tube (6 to 32 letters, digits or -)': msg`Enter the barcode on the sample tube (6 to 32 letters, digits or -)`,
  'Enter the city': msg`Enter the city`,
  'Enter the fee in rupees': msg`Enter the fee in rupees`,
  'Enter the full name': msg`Enter the full name`,
  'Enter the house number and street': msg`Enter the house number and street`,
  'Enter the staff account’s e-mail or id': msg`Enter the staff account’s e-mail or id`,
  'Enter the state': msg`Enter the state`,
  'Enter whole paise': msg`Enter whole paise`,
  'Enter your e-mail address or your mobile number': msg`Enter your e-mail address or your mobile number`,
  'Give your review a short title': msg`Give your review a short title`,
  'Hours are shorter than one slot': msg`Hours are shorter than one slot`,
  'Invalid client id': msg`Invalid client id`,
  'Letters, digits, / . and - only': msg`Letters, digits, / . and - only`,
  'Name in Hindi only the tags the article has': msg`Name in Hindi only the tags the article has`,
  'Name may contain letters, spaces, dots, hyphens and apostrophes': msg`Name may contain letters, spaces, dots, hyphens and apostrophes`,
  'Name must be at least 2 characters': msg`Name must be at least 2 characters`,
  'Name must be at most 80 characters': msg`Name must be at most 80 characters`,
  'Not a Razorpay order id': msg`Not a Razorpay order id`,
  'Not a Razorpay payment id': msg`Not a Razorpay payment id`,
  'Not a Razorpay signature': msg`Not a Razorpay signature`,
  'Not a real date': msg`Not a real date`,
  'Open the link from the e-mail, or enter your number and the code sent to it': msg`Open the link from the e-mail, or enter your number and the code sent to it`,
  'Overlaps other hours that day': msg`Overlaps other hours that day`,
  'Password is required': msg`Password is required`,
  'Password must be at least 8 characters': msg`Password must be at least 8 characters`,
  'Password must be at most 128 characters': msg`Password must be at most 128 characters`,
  'Please accept the privacy notice to continue': msg`Please accept the privacy notice to continue`,
  'Please read and accept the teleconsultation consent': msg`Please read and accept the teleconsultation consent`,
  'Prescribe at least one medicine, advise a test or write your advice': msg`Prescribe at least one medicine, advise a test or write your advice`,
  'Price is in paise, a whole number': msg`Price is in paise, a whole number`,
  'Quantity must be a whole number': msg`Quantity must be a whole number`,
  'Quantity must be at least 1': msg`Quantity must be at least 1`,
  'Rating must be a whole number of stars': msg`Rating must be a whole number of stars`,
  'Record at least one measurement': msg`Record at least one measurement`,
  'Say why (at least 3 characters)': msg`Say why (at least 3 characters)`,
  'Systolic must be higher than diastolic': msg`Systolic must be higher than diastolic`,
  'Tell the patient why': msg`Tell the patient why`,
  'Tell us why you are returning the order': msg`Tell us why you are returning the order`,
  'The cart is empty': msg`The cart is empty`,
  'The consent text has changed. Please read it again.': msg`The consent text has changed. Please read it again.`,
  'The first day comes before the last': msg`The first day comes before the last`,
  'The lab test cart is empty': msg`The lab test cart is empty`,
  'The last day comes on or after the first': msg`The last day comes on or after the first`,
  'The patient must agree to the privacy notice': msg`The patient must agree to the privacy notice`,
  'The price may not be above the MRP': msg`The price may not be above the MRP`,
  'The price must be at least ₹50': msg`The price must be at least ₹50`,
  'The reviewer must be another doctor than the author': msg`The reviewer must be another doctor than the author`,
  'This slot was just booked. Please pick another time.': msg`This slot was just booked. Please pick another time.`,
  'Type at least 2 letters': msg`Type at least 2 letters`,
  'Type something to search for': msg`Type something to search for`,
  'Unknown notification': msg`Unknown notification`,
  'Use an ISO date-time, e.g. 2026-11-25T10:00:00+05:30': msg`Use an ISO date-time, e.g. 2026-11-25T10:00:00+05:30`,
  'Use letters, spaces, dots, hyphens and apostrophes only': msg`Use letters, spaces, dots, hyphens and apostrophes only`,
  'Use lower-case letters, digits and hyphens': msg`Use lower-case letters, digits and hyphens`,
  'Use the format HH:MM': msg`Use the format HH:MM`,
  'Use the format YYYY-MM-DD': msg`Use the format YYYY-MM-DD`,
  'Whole rupees': msg`Whole rupees`,
  'Write at least 10 characters': msg`Write at least 10 characters`,
  'Write how often, e.g. 1-0-1 after food': msg`Write how often, e.g. 1-0-1 after food`,
  'Write each Hindi name in Devanagari (abbreviations such as CBC may stay as printed)': msg`Write each Hindi name in Devanagari (abbreviations such as CBC may stay as printed)`,
  'Write the Hindi name in Devanagari': msg`Write the Hindi name in Devanagari`,
  'Write the Hindi description in Devanagari': msg`Write the Hindi description in Devanagari`,
  'Write the consultation notes': msg`Write the consultation notes`,
  'Write the dose, e.g. 1 tablet': msg`Write the dose, e.g. 1 tablet`,
  // What the admin console's services put in a refusal's details beside the contracts' messages
  // (apps/api/src/modules/admin: manage-offers.ts, manage-articles.ts, onboard-doctor.ts).
  'An account with this e-mail already exists': msg`An account with this e-mail already exists`,
  'Cannot be in the future': msg`Cannot be in the future`,
  'Choose a doctor listed on Arogya (registration checked)': msg`Choose a doctor listed on Arogya (registration checked)`,
  'Give the article a slug': msg`Give the article a slug`,
  'Not found': msg`Not found`,
  'Unknown brand': msg`Unknown brand`,
  'Unknown category': msg`Unknown category`,
  // The contracts' error map (packages/contracts/src/plain-messages.ts), for a check without a message.
  'Fill this in': msg`Fill this in`,
  'Fill in the details': msg`Fill in the details`,
  'Enter text': msg`Enter text`,
  'Enter a number': msg`Enter a number`,
  'Enter a whole number': msg`Enter a whole number`,
  'Enter a date': msg`Enter a date`,
  'Choose yes or no': msg`Choose yes or no`,
  'Give a list': msg`Give a list`,
  'Not expected here': msg`Not expected here`,
  'Please check this': msg`Please check this`,
  'Please confirm this': msg`Please confirm this`,
  'Choose one of the options given': msg`Choose one of the options given`,
  'Choose at least one': msg`Choose at least one`,
  'Choose a later date': msg`Choose a later date`,
  'Choose an earlier date': msg`Choose an earlier date`,
  'The file is empty': msg`The file is empty`,
  'The file is too big': msg`The file is too big`,
  'The number is too small': msg`The number is too small`,
  'The number is too big': msg`The number is too big`,
  'Enter a valid web address': msg`Enter a valid web address`,
  'This id is not valid': msg`This id is not valid`,
  'Not in the right format': msg`Not in the right format`,
};

/** The units the vital signs' ranges name (packages/contracts/src/appointments.ts `between`). */
function unitOf(unit: string): MessageDescriptor | string {
  if (unit === 'beats/min') return msg`beats/min`;
  if (unit === 'breaths/min') return msg`breaths/min`;
  return unit; // mmHg, %, kg, cm read the same in Hindi.
}

/**
 * The messages the contracts build with a value, by pattern: each gives back the message with the value
 * (an Indian-grouped number such as 1,000 or 20,00,000 stays as written). The error map's bounds
 * (plain-messages.ts) among them: 'Enter at least 3 characters', 'At least 1,950', 'Choose at most 6'.
 */
const PATTERNS: readonly [RegExp, (i18n: I18n, ...values: string[]) => MessageDescriptor][] = [
  [/^At least ([\d,]+) characters$/, (_, n) => msg`At least ${n} characters`],
  [/^At most ([\d,]+) characters$/, (_, n) => msg`At most ${n} characters`],
  [/^Enter at least ([\d,]+) characters$/, (_, n) => msg`Enter at least ${n} characters`],
  [/^Enter exactly ([\d,]+) characters$/, (_, n) => msg`Enter exactly ${n} characters`],
  [/^At least (-?[\d,.]+)$/, (_, n) => msg`At least ${n}`],
  [/^At most (-?[\d,.]+)$/, (_, n) => msg`At most ${n}`],
  [/^More than (-?[\d,.]+)$/, (_, n) => msg`More than ${n}`],
  [/^Less than (-?[\d,.]+)$/, (_, n) => msg`Less than ${n}`],
  [/^Choose at least ([\d,]+)$/, (_, n) => msg`Choose at least ${n}`],
  [/^Choose at most ([\d,]+)$/, (_, n) => msg`Choose at most ${n}`],
  [/^Choose exactly ([\d,]+)$/, (_, n) => msg`Choose exactly ${n}`],
  [/^Must be a multiple of ([\d,.]+)$/, (_, n) => msg`Must be a multiple of ${n}`],
  // The names of the fields are the API's (a client's mistake), the same in Hindi.
  [/^Unknown fields?: (.+)$/, (_, names) => msg`Unknown field: ${names}`],
  [/^At most (\d+) photos$/, (_, n) => msg`At most ${n} photos`],
  [
    /^At most (\d+) days at a time$/,
    (_, n) => {
      const days = Number(n);
      return msg`At most ${plural(days, { one: '# day', other: '# days' })} at a time`;
    },
  ],
  [/^Search for at most (\d+) characters$/, (_, n) => msg`Search for at most ${n} characters`],
  [/^Use a date from (\S+) to (\S+)$/, (_, from, to) => msg`Use a date from ${from} to ${to}`],
  [
    /^Must be at least ([\d.]+) (.+)$/,
    (i18n, n, u = '') => {
      const unit = word(i18n, unitOf(u));
      return msg`Must be at least ${n} ${unit}`;
    },
  ],
  [
    /^Must be at most ([\d.]+) (.+)$/,
    (i18n, n, u = '') => {
      const unit = word(i18n, unitOf(u));
      return msg`Must be at most ${n} ${unit}`;
    },
  ],
  [
    /^Must be between ([\d.]+) and ([\d.]+) °([CF])$/,
    (_, min, max, unit) => msg`Must be between ${min} and ${max} °${unit}`,
  ],
];

function word(i18n: I18n, text: MessageDescriptor | string): string {
  return typeof text === 'string' ? text : i18n._(text);
}

/** The descriptor of a contract's English message, or null for a message the contracts do not write. */
export function validationDescriptor(english: string, i18n: I18n = displayI18n()): MessageDescriptor | null {
  const exact = EXACT[english];
  if (exact) return exact;
  for (const [pattern, build] of PATTERNS) {
    const found = pattern.exec(english);
    if (found) return build(i18n, ...found.slice(1));
  }
  return null;
}

const CHECK_THIS = msg`Please check this`;
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A validation message in the page's language: the contract's English on an English page, exactly; its Hindi
 * on a Hindi page. A message this module does not know shows as it is on an English page, and on a Hindi
 * page as a general 'check this' (its English goes to the console for whoever debugs it) unless it is
 * already Hindi (a form's own message, written through Lingui).
 */
export function localizeValidationMessage(message: string, i18n: I18n = displayI18n()): string {
  if (i18n.locale === 'en') return message;
  const descriptor = validationDescriptor(message, i18n);
  if (descriptor) return i18n._(descriptor);
  // A refusal's detail in the API's own words ('That code is not right. 4 tries left.').
  const refusal = refusalWords(message, i18n);
  if (refusal) return refusal;
  if (DEVANAGARI.test(message)) return message;
  console.debug('Validation message without a translation:', message);
  return i18n._(CHECK_THIS);
}

// Begins loading the catalog as soon as a form's code is here, so it is in before anything is submitted;
// the resolver below waits for it all the same.
const catalogLoaded = (): Promise<void> => loadCatalogs(['validation']);
void catalogLoaded();

/** Resolves once the Hindi of the messages is in (at once on an English page): for forms that show them
 * outside the resolver (server-problems.ts), to render again when it arrives. */
export function validationMessagesReady(): Promise<void> {
  return catalogLoaded();
}

type ErrorTree = { message?: unknown; [key: string]: unknown };

function localizeTree(node: unknown, i18n: I18n, seen = new Set<unknown>()): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const entry = node as ErrorTree;
  if (typeof entry.message === 'string') entry.message = localizeValidationMessage(entry.message, i18n);
  for (const [key, value] of Object.entries(entry)) {
    // A field's `ref` is its DOM element; `types` holds the same messages again (criteriaMode 'all').
    if (key === 'ref' || key === 'message') continue;
    if (key === 'types' && value && typeof value === 'object') {
      for (const [type, text] of Object.entries(value)) {
        if (typeof text === 'string')
          (value as Record<string, unknown>)[type] = localizeValidationMessage(text, i18n);
      }
      continue;
    }
    localizeTree(value, i18n, seen);
  }
}

/**
 * zodResolver(schema) whose error messages are in the page's language (localizeValidationMessage): what
 * every react-hook-form form of the app validates with.
 */
export function localizedZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>, Context = unknown>(
  schema: Schema,
): Resolver<z.input<Schema>, Context, z.output<Schema>> {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<Schema>, Context, z.output<Schema>>;
  return async (values, context, options) => {
    const [result] = await Promise.all([resolve(values, context, options), catalogLoaded()]);
    if (Object.keys(result.errors).length > 0) localizeTree(result.errors, displayI18n());
    return result;
  };
}

/** localizeValidationMessage of a message that may be missing (a safeParse's first issue, a refusal's detail). */
export function localizeIf(message: string | undefined): string | undefined {
  return message === undefined ? undefined : localizeValidationMessage(message);
}
