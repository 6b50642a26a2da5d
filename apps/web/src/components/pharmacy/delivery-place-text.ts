// A delivery estimate's arrival with its place ('... to Bengaluru, Karnataka'), the place in the page's language
// (lib/i18n/place-name.ts). Apart from delivery-text.ts, which the home page loads, so the home page does not
// load the place names' code.
import type { DeliveryEstimate } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { displayI18n } from '../../lib/i18n/display-locale.ts';
import { placeList } from '../../lib/i18n/place-name.ts';
import { arrivalText } from './delivery-text.ts';

/** arrivalText with the place: 'Delivery by Tue, 25 Nov – Thu, 27 Nov (2-4 days) to Bengaluru, Karnataka'. */
export function arrivalPlaceText(estimate: DeliveryEstimate): string | null {
  const arrival = arrivalText(estimate);
  if (!arrival || !estimate.city) return arrival;
  const place = placeList([estimate.city, estimate.state]);
  return displayI18n()._(msg`${arrival} to ${place}`);
}
