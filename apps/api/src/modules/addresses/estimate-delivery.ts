// GET /api/v1/delivery/estimate: the delivery estimate for a pin code, from the serviceable pin codes.
import type { DeliveryEstimate } from '@arogya/contracts/pharmacy';
import type { AddressesRepository } from './addresses.repository.ts';
import { deliveryEstimate } from './delivery-estimate.ts';

export async function estimateDelivery(
  repo: AddressesRepository,
  pinCode: string,
  now: Date,
): Promise<DeliveryEstimate> {
  return deliveryEstimate(pinCode, await repo.pinCode(pinCode), now);
}
