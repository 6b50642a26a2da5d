// A place (a state, city or neighbourhood) and a medical council as the page's language names them. The API
// gives them in English, which stays what a filter or form sends; a Hindi page shows the Hindi name from
// @arogya/contracts/place-names, loaded beside the Hindi catalogs (catalog-loaders.ts) so an English page
// never loads it. A name the table does not know, like a street or an unlisted town, shows as written.
import { displayLocale } from './display-locale.ts';
import type { Locale } from './locales.ts';

type PlaceNames = Pick<
  typeof import('@arogya/contracts/place-names'),
  'placeNameHi' | 'councilNameHi' | 'addressHi'
>;

let hindi: PlaceNames | null = null;

/** Loads the Hindi table once; a Hindi page's catalogs wait for it (catalog-loaders.ts). */
export async function loadPlaceNames(): Promise<void> {
  hindi ??= await import('@arogya/contracts/place-names');
}

/** A state's, city's or area's name in the page's language ('Mumbai' on a Hindi page reads 'मुंबई'). */
export function placeName(name: string, locale: Locale = displayLocale()): string {
  return locale === 'hi' ? (hindi?.placeNameHi(name) ?? name) : name;
}

/** The places of an address line, each in the page's language, joined with commas: 'Bengaluru, Karnataka'. */
export function placeList(
  names: readonly (string | null | undefined)[],
  locale: Locale = displayLocale(),
): string {
  return names
    .filter((name): name is string => Boolean(name))
    .map((name) => placeName(name, locale))
    .join(', ');
}

/** A medical council's name in the page's language ('Delhi Medical Council' reads 'दिल्ली मेडिकल काउंसिल'). */
export function councilName(name: string, locale: Locale = displayLocale()): string {
  return locale === 'hi' ? (hindi?.councilNameHi(name) ?? name) : name;
}

/** An address's last line in the page's language: 'Bengaluru, Karnataka 560034' ('बेंगलुरु, कर्नाटक 560034'). */
export function cityStatePin(
  a: { city: string; state?: string | null | undefined; pinCode: string },
  locale: Locale = displayLocale(),
): string {
  return `${placeList([a.city, a.state], locale)} ${a.pinCode}`;
}

/**
 * A free-text address ('21, 100 Feet Road, Indiranagar, Bengaluru') with each comma-separated part that is a
 * known place in the page's language; streets and numbers stay as written.
 */
export function addressText(address: string, locale: Locale = displayLocale()): string {
  return locale === 'hi' && hindi ? hindi.addressHi(address) : address;
}
