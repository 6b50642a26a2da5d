// Every validation message the shared contracts write has its Hindi (validation-messages.ts): the messages are
// read from the contracts' source, so a contract that gains a message fails here until the map has it. Then
// the map itself: English pages keep the contract's words exactly, Hindi pages get Hindi, values included.
// What the contracts' error map says for a check without a message (plain-messages.ts) is read by breaking
// every schema the contracts export (schema-probes.ts), so each of those has its Hindi too.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OnboardDoctorRequest } from '@arogya/contracts/admin';
import { VitalsRequest } from '@arogya/contracts/appointments';
import { CALL_MESSAGES } from '@arogya/contracts/calls';
import { AddressInput } from '@arogya/contracts/orders';
import { plainMessage } from '@arogya/contracts/plain-messages';
import { probeSchemas, SAMPLE_ISSUES } from '@arogya/contracts/schema-probes';
import { RegisterRequest } from '@arogya/contracts/users';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, inHindi } from './i18n/hindi-in-tests.ts';
import { localizeValidationMessage, validationDescriptor } from './validation-messages.ts';

const CONTRACTS = fileURLToPath(new URL('../../../../packages/contracts/src/', import.meta.url));

/**
 * Strings in the contracts' source where a message goes: after `message:` or `error:`, as an argument (after
 * `(` or `,`, so `.min(2, '…')`, `.refine(fn, '…')`, `z.email('…')`), or as a `…_MESSAGE` constant; single
 * quotes or a template. Comments are left out.
 */
const MESSAGE_PLACE = /(?:message: |error: |,\s*|\(\s*|_MESSAGE = )(['`])([A-Z][^'`\n]{3,})\1/g;

/**
 * What that finds that is not a message: words of data (lab parameters and their names, weekdays, address
 * labels, badges, a time zone), the export's section titles (users.ts) and the consent's statements (calls.ts),
 * which their own pages show. A new string here is either a message (give it its Hindi in
 * validation-messages.ts) or belongs on this list.
 */
const NOT_MESSAGES = new Set([
  'Albumin',
  'Asia/Kolkata',
  'BILI_D',
  'CREAT',
  'Creatinine',
  'Direct bilirubin',
  'GLOB',
  'Globulin',
  'INSULIN_F',
  'TIBC',
  'Total bilirubin',
  'Total cholesterol',
  'Total protein',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Home',
  'Work',
  'Other',
  'Special Offer',
  'Appointments, newest first',
  'Browsers allowed to show notifications (their push addresses)',
  'Channels chosen per kind of message, with the consent to offers and its wording',
  'Consents given before a teleconsultation',
  'Consult-now requests: the specialty, the problem told the doctor, the photos attached, what became of it',
  'Doctors saved as favourites',
  'E-prescriptions written for the person, each with its medicines (items)',
  'Family members on the account, archived ones too',
  'Health cards bought, each with the benefits used (benefitsUsed)',
  'Lab bookings, each with its tests (items), status history (events) and results',
  'Links sent to verify an e-mail address: when, the address, whether used (never the link)',
  'Medicine orders, each with its items',
  'Messages sent or due to the person, on every channel (the in-app inbox among them)',
  'One-time codes sent to your numbers: when, what for, by which channel, tries, whether used (never the code)',
  'Online payments, each with its refunds (refunds)',
  'Password reset links asked for: when, from which address, whether used (never the link)',
  'Products saved to the wishlist',
  'Reviews written about doctors',
  'Reviews written about products',
  'The address book',
  'Uploaded prescriptions (the files themselves are not in the export)',
  'Video and audio consultations',
  'Vital signs recorded at a clinic',
  'Who read or changed the person’s records (the audit log about them)',
  'I will share my health information truthfully; the doctor may rely on it to advise me and to write a prescription.',
  'The consultation is not recorded. A record of the call (who, when, how long) and any prescription are kept in my Arogya account.',
  'This is not for emergencies. In an emergency I will call 112 or 108.',
]);

/** Contract files that are tables of names, not schemas: Indian places and councils (their Hindi is the file). */
const NAME_TABLES = new Set(['place-names.ts']);

/** A value for a template's `${…}`, by what the expression names (a unit, a date bound, else a number). */
function sample(expression: string): string {
  if (/temperatureUnit/.test(expression)) return 'C';
  if (/unit/i.test(expression)) return 'mmHg';
  if (/DATE_/.test(expression)) return '2026-01-01';
  return '12';
}

function contractMessages(): { english: string; file: string }[] {
  const found = new Map<string, string>();
  for (const file of readdirSync(CONTRACTS)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || NAME_TABLES.has(file)) continue;
    const source = readFileSync(CONTRACTS + file, 'utf8').replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
    for (const [, quote, text = ''] of source.matchAll(MESSAGE_PLACE)) {
      if (NOT_MESSAGES.has(text)) continue;
      const english = quote === '`' ? text.replace(/\$\{([^}]*)\}/g, (_, e: string) => sample(e)) : text;
      found.set(english, file);
    }
  }
  return [...found].map(([english, file]) => ({ english, file }));
}

afterEach(() => {
  backToEnglish();
  vi.restoreAllMocks();
});

describe('the contracts’ validation messages', () => {
  const messages = contractMessages();

  it('are found in the contracts (the extraction still works)', () => {
    expect(messages.length).toBeGreaterThan(100);
    const texts = messages.map((m) => m.english);
    expect(texts).toContain('Enter a valid 10-digit Indian mobile number');
    expect(texts).toContain('Enter a valid 6-digit pin code');
    expect(texts).toContain('At most 12 characters');
    expect(texts).toContain('Must be between 12 and 12 °C');
  });

  it('each have a message in validation-messages.ts', () => {
    const missing = messages
      .filter((m) => !validationDescriptor(m.english))
      .map((m) => `${m.file}: ${m.english}`);
    expect(missing).toEqual([]);
  });

  it('each read in Hindi on a Hindi page', async () => {
    await inHindi('validation');
    const notHindi = messages
      .map((m) => [m.english, localizeValidationMessage(m.english)] as const)
      .filter(([, shown]) => !/[\u0900-\u097F]/.test(shown) || shown === 'इसे जाँच लें');
    expect(notHindi).toEqual([]);
  });

  it('stay exactly as written on an English page', () => {
    for (const { english } of messages) expect(localizeValidationMessage(english)).toBe(english);
  });
});

/** Each contract module that builds schemas, by file name. */
async function contractModules(): Promise<Record<string, Record<string, unknown>>> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(CONTRACTS)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || NAME_TABLES.has(file)) continue;
    modules[file] = await import(pathToFileURL(CONTRACTS + file).href);
  }
  return modules;
}

describe('what the contracts’ schemas say for a check without its own message', async () => {
  // Each message once, by its words; where it was first met, for the failure's report.
  const said = new Map<string, string>();
  // The call screen says the call contract's messages in its own words (features/calls/call-text.ts).
  const callWords = new Set<string>(Object.values(CALL_MESSAGES));
  for (const m of probeSchemas(await contractModules()))
    if (!callWords.has(m.message)) said.set(m.message, m.where);
  for (const issue of SAMPLE_ISSUES) said.set(plainMessage(issue), `plain-messages.ts: ${issue.code}`);

  it('is found (the probe still reaches the fields)', () => {
    expect(said.size).toBeGreaterThan(100);
    expect(said.has('Enter at least 3 characters')).toBe(true);
    expect(said.has('At most 20,00,000 characters')).toBe(true);
  });

  it('each has a message in validation-messages.ts', () => {
    const missing = [...said]
      .filter(([english]) => !validationDescriptor(english))
      .map(([e, w]) => `${w}: ${e}`);
    expect(missing).toEqual([]);
  });

  it('each reads in Hindi on a Hindi page, and as written on an English one', async () => {
    for (const english of said.keys()) expect(localizeValidationMessage(english)).toBe(english);
    await inHindi('validation');
    const notHindi = [...said.keys()]
      .map((english) => [english, localizeValidationMessage(english)] as const)
      .filter(
        ([english, shown]) =>
          !/[\u0900-\u097F]/.test(shown) || (shown === 'इसे जाँच लें' && english !== 'Please check this'),
      );
    expect(notHindi).toEqual([]);
  });
});

describe('localizeValidationMessage', () => {
  it('gives a built message its value back, in Hindi', async () => {
    await inHindi('validation');
    expect(localizeValidationMessage('At most 60 characters')).toBe('ज़्यादा से ज़्यादा 60 अक्षर');
    expect(localizeValidationMessage('At most 1,000 characters')).toBe('ज़्यादा से ज़्यादा 1,000 अक्षर');
    expect(localizeValidationMessage('At most 14 days at a time')).toBe('एक बार में ज़्यादा से ज़्यादा 14 दिन');
    expect(localizeValidationMessage('Must be at least 25 beats/min')).toBe(
      'कम से कम 25 धड़कन/मिनट होना चाहिए',
    );
    expect(localizeValidationMessage('Must be between 86 and 113 °F')).toBe('86 से 113 °F के बीच होना चाहिए');
    expect(localizeValidationMessage('Use a date from 1900-01-01 to 2100-12-31')).toBe(
      '1900-01-01 से 2100-12-31 के बीच की तारीख़ चुनें',
    );
    // The error map's words for a bound the contract gave no message (plain-messages.ts).
    expect(localizeValidationMessage('Enter at least 3 characters')).toBe('कम से कम 3 अक्षर लिखें');
    expect(localizeValidationMessage('At least 1950')).toBe('कम से कम 1950');
    expect(localizeValidationMessage('Unknown field: zz')).toBe('अनजान फ़ील्ड: zz');
  });

  it('turns what the contracts really say into Hindi', async () => {
    await inHindi('validation');
    const issues = [
      ...(RegisterRequest.safeParse({ name: 'A', email: 'x', phone: '12', password: 'short' }).error
        ?.issues ?? []),
      ...(AddressInput.safeParse({
        name: 'Asha',
        phone: '98',
        line1: 'a',
        city: 'b',
        state: 'c',
        pinCode: '1',
      }).error?.issues ?? []),
      ...(VitalsRequest.safeParse({ patientId: 'p1', pulse: 10, temperature: 50 }).error?.issues ?? []),
      ...(OnboardDoctorRequest.safeParse({ name: 'A', consultationTypes: [], registrationYear: 1900 }).error
        ?.issues ?? []),
    ];
    expect(issues.length).toBeGreaterThan(8);
    for (const issue of issues) {
      const shown = localizeValidationMessage(issue.message);
      expect(shown, issue.message).toMatch(/[\u0900-\u097F]/);
      expect(shown, issue.message).not.toBe('इसे जाँच लें');
    }
  });

  it('shows a message it does not know as it is in English, and in Hindi as a general one', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(localizeValidationMessage('Something new')).toBe('Something new');
    await inHindi('validation');
    expect(localizeValidationMessage('Something new')).toBe('इसे जाँच लें');
    expect(debug).toHaveBeenCalledWith(expect.any(String), 'Something new');
    // A form's own message, already in Hindi, stays.
    expect(localizeValidationMessage('उम्र लिखें')).toBe('उम्र लिखें');
    expect(i18n.locale).toBe('hi');
  });
});
