// The colour and size names of a product's variants (products.colours, products.sizes: 'Black', 'XL'), read in
// the page's language on the product page, the cart and orders. They are catalogue data stored as English words,
// so the names the seed uses (apps/api/src/db/seed/pharmacy-consumer.ts) have their Hindi here and any other
// name shows as written. variant-names.test.ts fails on a seeded name without Hindi.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayI18n } from '../../lib/i18n/display-locale.ts';

const COLOURS: Record<string, MessageDescriptor> = {
  Beige: msg({ message: 'Beige', context: 'colour' }),
  Black: msg({ message: 'Black', context: 'colour' }),
  Blue: msg({ message: 'Blue', context: 'colour' }),
  Green: msg({ message: 'Green', context: 'colour' }),
  Grey: msg({ message: 'Grey', context: 'colour' }),
  Pink: msg({ message: 'Pink', context: 'colour' }),
  White: msg({ message: 'White', context: 'colour' }),
  Red: msg({ message: 'Red', context: 'colour' }),
  Silver: msg({ message: 'Silver', context: 'colour' }),
};

// Letter sizes (S, M, L, XL, XXL) are printed as letters on Indian labels and size charts in Hindi too, so
// they show as written; sizes in words have their Hindi.
const LETTER_SIZE = /^X{0,3}[SML]$|^X{1,3}L$/;
const SIZES: Record<string, MessageDescriptor> = {
  Small: msg({ message: 'Small', context: 'size' }),
  Medium: msg({ message: 'Medium', context: 'size' }),
  Large: msg({ message: 'Large', context: 'size' }),
  'Extra large': msg({ message: 'Extra large', context: 'size' }),
  'Free size': msg({ message: 'Free size', context: 'size' }),
  Universal: msg({ message: 'Universal', context: 'size' }),
};

/** Whether a name is known: it has Hindi, or (a letter size) reads the same in Hindi. */
export function knownVariantName(kind: 'colour' | 'size', name: string): boolean {
  return kind === 'colour' ? name in COLOURS : name in SIZES || LETTER_SIZE.test(name);
}

/** A colour's name in the page's language; as written when it is not one the catalogue knows. */
export function colourName(name: string, i18n: I18n = displayI18n()): string {
  const known = COLOURS[name];
  return known && i18n.locale !== 'en' ? i18n._(known) : name;
}

/** A size in the page's language; letter sizes and sizes the catalogue does not know as written. */
export function sizeName(name: string, i18n: I18n = displayI18n()): string {
  const known = SIZES[name];
  return known && i18n.locale !== 'en' ? i18n._(known) : name;
}
