// A product's pack as the catalogue prints it ('Strip of 15 tablets', 'Bottle of 100 ml', 'Kit with 10
// strips'), read in the page's language: in Hindi by the patterns of packages/contracts/src/dosing-hindi.ts
// (whose test checks that every pack the seed writes is known), as stored on an English page or where no
// pattern knows it.
//
// The Hindi readings (of packs, and of dosing lines for dosing-text.ts) are held here, in a module the pages
// that show them load anyway: the code that loads the Hindi catalogs sets them (lib/i18n/catalog-loaders.ts,
// which a Hindi page in the browser and the server load), as does a Hindi test (hindi-in-tests.ts). An English
// page never downloads them ('/''s JavaScript budget, e2e/bundle-budget.spec.ts).
import type { dosingHindi, packSizeHindi } from '@arogya/contracts/dosing-hindi';
import type { I18n } from '@lingui/core';
import { displayI18n } from '../../lib/i18n/display-locale.ts';

export type HindiReadings = { dosingHindi: typeof dosingHindi; packSizeHindi: typeof packSizeHindi };

let readings: HindiReadings | null = null;

export function setHindiReadings(loaded: HindiReadings): void {
  readings = loaded;
}

/** The readings when the page is in Hindi and they are loaded, else null. */
export function hindiReadings(locale: string): HindiReadings | null {
  return locale === 'hi' ? readings : null;
}

/** A pack as shown to a person: as stored on an English page, in Hindi on a Hindi page when known. */
export function packSize(pack: string, i18n: I18n = displayI18n()): string {
  return hindiReadings(i18n.locale)?.packSizeHindi(pack) ?? pack;
}
