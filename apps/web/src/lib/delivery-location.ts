// The delivery location the visitor chose on the pharmacy pages (a serviceable city, and a pin code once
// given), remembered in browser storage so product pages, the cart and checkout can price delivery.
import { STORAGE_PREFIX } from '@arogya/contracts/storage-keys';
import { useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from './storage.ts';

export const DELIVERY_LOCATION_KEY = `${STORAGE_PREFIX}delivery_location`;
const CHANGE_EVENT = 'arogya:delivery-location-change';
const PIN_CODE = /^[1-9][0-9]{5}$/;

export type DeliveryLocation = { citySlug: string | null; cityName: string | null; pinCode: string | null };

/** Reads the stored text; anything malformed counts as no choice. */
export function parseDeliveryLocation(text: string | null): DeliveryLocation | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { citySlug, cityName, pinCode } = value as Record<string, unknown>;
    const location: DeliveryLocation = {
      citySlug: typeof citySlug === 'string' && citySlug ? citySlug : null,
      cityName: typeof cityName === 'string' && cityName ? cityName : null,
      pinCode: typeof pinCode === 'string' && PIN_CODE.test(pinCode) ? pinCode : null,
    };
    return location.citySlug || location.pinCode ? location : null;
  } catch {
    return null;
  }
}

let cached: { text: string | null; value: DeliveryLocation | null } = { text: null, value: null };

export function readDeliveryLocation(): DeliveryLocation | null {
  const text = readItem(DELIVERY_LOCATION_KEY);
  if (text !== cached.text) cached = { text, value: parseDeliveryLocation(text) };
  return cached.value;
}

/** Stores the choice; fields not given keep their stored value. Null forgets it. */
export function saveDeliveryLocation(change: Partial<DeliveryLocation> | null): void {
  if (change === null) removeItem(DELIVERY_LOCATION_KEY);
  else {
    const current = readDeliveryLocation() ?? { citySlug: null, cityName: null, pinCode: null };
    writeItem(DELIVERY_LOCATION_KEY, JSON.stringify({ ...current, ...change }));
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useDeliveryLocation(): DeliveryLocation | null {
  return useSyncExternalStore(subscribe, readDeliveryLocation, () => null);
}
