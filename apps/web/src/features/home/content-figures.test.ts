// Business figures are written once, in @arogya/contracts/constants. This test fails when a content page
// types one of them (or a support contact detail) by hand, so a policy change cannot leave a stale copy.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMERGENCY_NUMBERS, SUPPORT } from '@arogya/contracts/constants';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contracts/users';
import { describe, expect, it } from 'vitest';
import { POLICY_LAST_UPDATED } from './content/policy-dates.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A digit not glued to a class name or path ("top-24", "h-[24px]", "2026-11-24" are not figures).
const standalone = (figure: string) => new RegExp(`(?<![-\\w[./])${figure}(?![\\w%])`);

const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'rupee amount', pattern: /₹\s?\d/ },
  { name: 'Rs. amount', pattern: /\bRs\.?\s?\d/i },
  { name: 'policy figure 24/999/50,000', pattern: standalone('(?:24|999|50,000|50000|50_000)') },
  {
    name: 'day/hour/year/month count',
    pattern: /\b\d+\s*(?:[-–]|to)?\s*\d*\s*(?:business\s+)?(?:days?|hours?|years?|months?|times)\b/i,
  },
  { name: 'upload size', pattern: /\b\d+\s*MB\b/ },
  {
    name: 'emergency number',
    pattern: standalone(`(?:${EMERGENCY_NUMBERS.general}|${EMERGENCY_NUMBERS.ambulance})`),
  },
  { name: 'support phone', pattern: new RegExp(SUPPORT.phone.replace(/\D/g, '').slice(0, 4)) },
  { name: 'e-mail address', pattern: /[\w.-]+@arogya\.in/ },
  { name: 'pin code', pattern: standalone(SUPPORT.address.pinCode) },
];

function violations(text: string): string[] {
  return FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

describe('content pages type no business figure themselves', () => {
  const files = sourceFiles(here);

  it('scans every page', () => {
    const names = files.map((file) => relative(here, file));
    for (const page of [
      'home',
      'privacy-policy',
      'terms-of-service',
      'payment-shipping-policy',
      'replacement-policy',
      'about',
      'contact',
      'careers',
    ]) {
      expect(names).toContain(join('routes', `${page}.tsx`));
    }
  });

  it.each(files.map((file) => [relative(here, file), file]))('%s', (_name, file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const found = lines.flatMap((line, index) =>
      violations(line).map((what) => `line ${index + 1}: ${what}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  // The patterns themselves must be able to fail.
  it.each([
    'Free shipping above ₹999',
    'Free shipping above ₹ 499',
    'orders of Rs. 999',
    'within 24 hours of delivery',
    'returns within 7 days',
    'processed in 5-7 business days',
    'processed in 7–10 business days',
    'a 2 year warranty',
    'EMI over 3 months',
    'rescheduled at most 3 times',
    'up to 10 MB',
    'up to 50,000',
    'call 112 now',
    'or 108 for an ambulance',
    'call 1800-309-0101',
    'write to help@arogya.in',
    'Bengaluru 560103',
  ])('catches %j', (sample) => {
    expect(violations(sample)).not.toEqual([]);
  });

  it.each([
    'className="lg:top-24 size-5"',
    'lg:max-h-[calc(100vh-7rem)]',
    "'2026-11-24'",
    '{formatInr(FREE_SHIPPING_THRESHOLD_PAISE)}',
    "{plural(RETURN_WINDOW_DAYS, 'day')}",
    'Digital Personal Data Protection Act, 2023',
    'Schedule H1 medicines',
  ])('lets %j through', (sample) => {
    expect(violations(sample)).toEqual([]);
  });
});

describe('policy dates', () => {
  it('the privacy policy date is the version of the privacy notice users consent to', () => {
    expect(POLICY_LAST_UPDATED.privacy).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('every date is a real calendar date', () => {
    for (const date of Object.values(POLICY_LAST_UPDATED)) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });
});
