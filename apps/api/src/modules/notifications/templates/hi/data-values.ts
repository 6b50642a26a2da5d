// The English words a message's data carries (written when the event happened, in English: appointment modes,
// payment purposes, code actions, contact kinds, times) read in Hindi when the message is rendered in Hindi.
// The places of an address (a clinic's city, a collection address's area) read in Hindi by their key
// (PLACE_KEYS, contracts/place-names.ts). Names, references, amounts and anything not listed here print as
// written. A value the event wrote in Hindi
// too (a lab booking's `preparationHi`, lab-booking-notifications.ts) is read as written instead
// (render-message.ts).

import { addressHi } from '@arogya/contracts/place-names';

/** Whole values the modules write (appointment-notifications.ts MODES, payment-notifications.ts PURPOSE,
 * users/send-code.ts ACTIONS, verify-phone.ts / verify-email.ts, order-notifications.ts). */
const PHRASES: Record<string, string> = {
  'video consultation': 'वीडियो परामर्श',
  'audio consultation': 'ऑडियो परामर्श',
  'clinic visit': 'क्लिनिक विज़िट',
  'Online, on Arogya': 'ऑनलाइन, Arogya पर',
  'sign in': 'साइन इन करने',
  'finish signing in': 'साइन इन पूरा करने',
  'verify this number': 'यह नंबर पक्का करने',
  'set a new password': 'नया पासवर्ड बनाने',
  'confirm it is you': 'यह पक्का करने कि आप ही हैं',
  'mobile number': 'मोबाइल नंबर',
  'e-mail address': 'ई-मेल पता',
  'cash on delivery': 'डिलीवरी पर नकद',
  'paid online': 'ऑनलाइन भुगतान हो चुका',
};

/** A value's leading words (payment purposes are 'your consultation (APT-123)'). */
const PREFIXES: [string, string][] = [
  ['your consultation', 'आपके परामर्श'],
  ['your medicine order', 'आपके दवाइयों के ऑर्डर'],
  ['your lab booking', 'आपकी लैब बुकिंग'],
  ['your health card', 'आपके हेल्थ कार्ड'],
  ['your consult-now request', 'आपके तुरंत परामर्श अनुरोध'],
  ['your order', 'आपके ऑर्डर'],
];

const DAYS: Record<string, string> = {
  Sun: 'रवि',
  Mon: 'सोम',
  Tue: 'मंगल',
  Wed: 'बुध',
  Thu: 'गुरु',
  Fri: 'शुक्र',
  Sat: 'शनि',
};
const MONTHS: Record<string, string> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
};

/** The part of the day Hindi names before a clock time ('सुबह 10:00 बजे'). */
function dayPart(hour24: number): string {
  if (hour24 >= 4 && hour24 < 12) return 'सुबह';
  if (hour24 >= 12 && hour24 < 16) return 'दोपहर';
  if (hour24 >= 16 && hour24 < 20) return 'शाम';
  return 'रात';
}

// message-format.ts whenText ('Tue 1 Dec, 10:00 AM') and dateText ('1 Dec 2026').
const WHEN = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{1,2}) ([A-Z][a-z]{2}), (\d{1,2}):(\d{2}) (AM|PM)$/;
const DATE = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

/** One data value as a Hindi reader reads it. */
export function hindiValue(value: string): string {
  const phrase = PHRASES[value];
  if (phrase !== undefined) return phrase;
  const when = WHEN.exec(value);
  if (when) {
    const [, day, date, month, h, m, ampm] = when as unknown as string[];
    const hour24 = (Number(h) % 12) + (ampm === 'PM' ? 12 : 0);
    return `${DAYS[day as string]}वार, ${date} ${MONTHS[month as string] ?? month}, ${dayPart(hour24)} ${h}:${m} बजे`;
  }
  const date = DATE.exec(value);
  if (date && MONTHS[date[2] as string]) return `${date[1]} ${MONTHS[date[2] as string]} ${date[3]}`;
  for (const [en, hi] of PREFIXES) {
    if (value === en || value.startsWith(`${en} (`)) return `${hi}${value.slice(en.length)}`;
  }
  return value;
}

/** Keys whose value is an address or a place ('Clinic, 402, Hill Road, Mumbai'; lab-booking-notifications.ts
 * `area`, appointment-notifications.ts `place`): their known places read in Hindi (contracts/place-names.ts). */
const PLACE_KEYS = new Set(['place', 'area', 'address', 'city', 'state']);

/**
 * A data value in a Hindi message, by its key: the doctor as the modules write one ('Dr. Arjun Mehta' under
 * `doctor`, appointment-notifications.ts, call-notifications.ts) takes the title as the web app's Hindi pages
 * print it, the name as written; any other 'Dr. ...' is a name of its own (a medicine 'Dr. Morepen ...', a lab)
 * and stays as written.
 */
export function hindiDataValue(key: string, value: string): string {
  if (key === 'doctor' && value.startsWith('Dr. ')) return `डॉ. ${value.slice(4)}`;
  const hindi = hindiValue(value);
  return hindi === value && PLACE_KEYS.has(key) ? addressHi(value) : hindi;
}
