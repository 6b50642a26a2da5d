// The menu's price field: rupees typed by the lab, paise sent to the API (docs/product-rules.md#money). Not
// above MRP and at least ₹50, as the API checks too.
import { msg } from '@lingui/core/macro';
import { localized } from '../../lib/i18n/localized-labels.ts';

export function rupeesToPaise(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function priceError(text: string, mrpPaise: number): string | null {
  const paise = rupeesToPaise(text);
  if (paise === null) return localized(msg`Enter the price in rupees, e.g. 450 or 450.50`);
  if (paise < 5_000) return localized(msg`The price must be at least ₹50`);
  if (paise > mrpPaise) return localized(msg`The price may not be above MRP`);
  return null;
}

export const paiseToRupeesText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
