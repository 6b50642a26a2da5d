// A product's pack as the catalogue prints it ('Strip of 15 tablets', 'Bottle of 100 ml', 'Kit with 10
// strips'), read in the page's language: in Hindi by the patterns of packages/contracts/src/dosing-hindi.ts
// (whose test checks that every pack the seed writes is known), as stored on an English page or where no
// pattern knows it.
import type { I18n } from '@lingui/core';
import { displayI18n } from '../../lib/i18n/display-locale.ts';
import { hindiReadings } from '../../lib/i18n/hindi-readings.ts';

/** A pack as shown to a person: as stored on an English page, in Hindi on a Hindi page when known. */
export function packSize(pack: string, i18n: I18n = displayI18n()): string {
  return hindiReadings(i18n.locale)?.packSizeHindi(pack) ?? pack;
}
