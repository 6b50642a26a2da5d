// Delivery for a pin code (docs/product-rules.md#delivery-shipping-and-cash-on-delivery): serviceable or not,
// zone, cash on delivery, days by zone and the dates they give from today (IST), and the zone's shipping fee
// below the free-shipping threshold.
import {
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  SHIPPING_FEE_PAISE,
  type ShippingZone,
} from '@arogya/contracts/constants';
import type { DeliveryEstimate } from '@arogya/contracts/pharmacy';
import { addDays, todayIn } from '../../lib/zoned-time.ts';
import type { PinCodeRow } from './addresses.repository.ts';

export function deliveryDates(zone: ShippingZone, from: Date) {
  const today = todayIn(from);
  return { from: addDays(today, DELIVERY_DAYS[zone].min), to: addDays(today, DELIVERY_DAYS[zone].max) };
}

export function deliveryEstimate(pinCode: string, row: PinCodeRow | undefined, now: Date): DeliveryEstimate {
  if (!row) {
    return {
      pinCode,
      serviceable: false,
      zone: null,
      city: null,
      state: null,
      cod: false,
      days: null,
      dates: null,
      feePaise: null,
      freeShippingThresholdPaise: FREE_SHIPPING_THRESHOLD_PAISE,
    };
  }
  const zone = row.zone as ShippingZone;
  return {
    pinCode,
    serviceable: true,
    zone,
    city: row.city,
    state: row.state,
    cod: row.codAvailable,
    days: DELIVERY_DAYS[zone],
    dates: deliveryDates(zone, now),
    feePaise: SHIPPING_FEE_PAISE[zone],
    freeShippingThresholdPaise: FREE_SHIPPING_THRESHOLD_PAISE,
  };
}
