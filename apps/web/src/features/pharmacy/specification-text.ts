// A product's specifications (products.specifications: { 'Pack size': 'Strip of 15 tablets', 'Country of
// origin': 'India' }) read in the page's language. The catalogue stores them as English label-value pairs
// (apps/api/src/db/seed/pharmacy-build.ts, pharmacy-household.ts, an admin's import), so the labels it writes
// and the values that are words rather than data (a form, a schedule, storage, a country) have their Hindi here;
// brand and maker names, salts and strengths are data and show as written, as does anything not known.
// specification-text.test.ts fails on a seeded label without Hindi.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { packSize } from '../../components/pharmacy/pack-size.ts';
import { displayI18n } from '../../lib/i18n/display-locale.ts';

const LABELS: Record<string, MessageDescriptor> = {
  Brand: msg({ message: 'Brand', context: 'specification' }),
  Manufacturer: msg({ message: 'Manufacturer', context: 'specification' }),
  'Salt composition': msg({ message: 'Salt composition', context: 'specification' }),
  Strength: msg({ message: 'Strength', context: 'specification' }),
  Form: msg({ message: 'Form', context: 'specification' }),
  Pack: msg({ message: 'Pack', context: 'specification' }),
  'Pack size': msg({ message: 'Pack size', context: 'specification' }),
  Schedule: msg({ message: 'Schedule', context: 'specification' }),
  Storage: msg({ message: 'Storage', context: 'specification' }),
  'Country of origin': msg({ message: 'Country of origin', context: 'specification' }),
  Warranty: msg({ message: 'Warranty', context: 'specification' }),
  Cuff: msg({ message: 'Cuff', context: 'specification' }),
  Memory: msg({ message: 'Memory', context: 'specification' }),
  Power: msg({ message: 'Power', context: 'specification' }),
};

/** Values that are words: a medicine's form, its schedule, storage and the like. */
const VALUES: Record<string, MessageDescriptor> = {
  Tablet: msg({ message: 'Tablet', context: 'form' }),
  Capsule: msg({ message: 'Capsule', context: 'form' }),
  Syrup: msg({ message: 'Syrup', context: 'form' }),
  Inhaler: msg({ message: 'Inhaler', context: 'form' }),
  Drops: msg({ message: 'Drops', context: 'form' }),
  Gel: msg({ message: 'Gel', context: 'form' }),
  Sachet: msg({ message: 'Sachet', context: 'form' }),
  Respules: msg({ message: 'Respules', context: 'form' }),
  Cream: msg({ message: 'Cream', context: 'form' }),
  Spray: msg({ message: 'Spray', context: 'form' }),
  'Over the counter': msg`Over the counter`,
  'Schedule H': msg`Schedule H`,
  'Schedule H1': msg`Schedule H1`,
  'Schedule X': msg`Schedule X`,
  'Below 30°C': msg`Below 30°C`,
  '30 readings': msg`30 readings`,
  '4 AA batteries or adapter': msg`4 AA batteries or adapter`,
};

/** Countries the catalogue names, by their ISO 3166 code, so Intl names them in the page's language. */
const COUNTRIES: Record<string, string> = {
  India: 'IN',
  China: 'CN',
  Germany: 'DE',
  Japan: 'JP',
  Switzerland: 'CH',
  'United States': 'US',
  USA: 'US',
  'United Kingdom': 'GB',
  UK: 'GB',
  France: 'FR',
  Italy: 'IT',
  Taiwan: 'TW',
  'South Korea': 'KR',
};

const WARRANTY = /^(\d+) years?$/;

/** Whether a label has its Hindi here. */
export function knownSpecificationLabel(label: string): boolean {
  return label in LABELS;
}

export function specificationLabel(label: string, i18n: I18n = displayI18n()): string {
  const known = LABELS[label];
  return known && i18n.locale !== 'en' ? i18n._(known) : label;
}

/** A value in the page's language: words and countries translated, packs read by pattern, data as written. */
/** One region-name formatter per language, built on first use (a product page asks for one value at a time). */
const regionFormatters = new Map<string, Intl.DisplayNames>();
function regionNames(locale: string): Intl.DisplayNames {
  let names = regionFormatters.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionFormatters.set(locale, names);
  }
  return names;
}

export function specificationValue(value: string, unit: string, i18n: I18n = displayI18n()): string {
  if (i18n.locale === 'en') return value;
  if (value === unit) return packSize(value, i18n);
  const known = VALUES[value];
  if (known) return i18n._(known);
  const country = COUNTRIES[value];
  if (country) return regionNames(i18n.locale).of(country) ?? value;
  const years = WARRANTY.exec(value);
  if (years) {
    const n = Number(years[1]);
    return i18n._(msg`${plural(n, { one: '# year', other: '# years' })}`);
  }
  return value;
}
