// The shape an address leaves the API in, with its pin code's serviceability read at the same time.
import type { Address, ShippingZone } from '@arogya/contracts/pharmacy';
import type { AddressRow, PinCodeRow } from './addresses.repository.ts';

export function mapAddress(row: AddressRow, pin: PinCodeRow | undefined): Address {
  return {
    id: row.id,
    label: row.label as Address['label'],
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    isDefault: row.isDefault,
    serviceable: Boolean(pin),
    zone: (pin?.zone as ShippingZone | undefined) ?? null,
    cod: pin?.codAvailable ?? false,
    createdAt: row.createdAt.toISOString(),
  };
}
