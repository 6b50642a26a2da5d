// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DELIVERY_LOCATION_KEY,
  parseDeliveryLocation,
  readDeliveryLocation,
  saveDeliveryLocation,
} from './delivery-location.ts';

beforeEach(() => localStorage.clear());

describe('delivery location', () => {
  it('is remembered in storage, a field at a time', () => {
    saveDeliveryLocation({ citySlug: 'pune', cityName: 'Pune' });
    saveDeliveryLocation({ pinCode: '411001' });
    expect(readDeliveryLocation()).toEqual({ citySlug: 'pune', cityName: 'Pune', pinCode: '411001' });
    saveDeliveryLocation(null);
    expect(localStorage.getItem(DELIVERY_LOCATION_KEY)).toBeNull();
    expect(readDeliveryLocation()).toBeNull();
  });

  it('ignores malformed data and invalid pin codes', () => {
    for (const text of ['{', 'null', '"pune"', '{}', '{"pinCode":"011001"}']) {
      expect(parseDeliveryLocation(text), text).toBeNull();
    }
    expect(parseDeliveryLocation('{"citySlug":"delhi","pinCode":"12345"}')).toEqual({
      citySlug: 'delhi',
      cityName: null,
      pinCode: null,
    });
  });
});
