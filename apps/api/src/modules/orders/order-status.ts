// The order status flow (docs/product-rules.md#orders-returns-and-refunds): (awaiting_payment, online only
// ->) awaiting_prescription ->
// confirmed -> packed -> shipped -> out_for_delivery -> delivered; cancelled before dispatch;
// return_requested -> returned within the return window after delivery.
import { RETURN_WINDOW_DAYS } from '@arogya/contracts/constants';
import type { OrderStatus } from '@arogya/contracts/pharmacy';
import type { FULFILMENT_STEPS } from '@arogya/contracts/prescriptions';

type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

const DAY_MS = 86_400_000;

/** Statuses a patient may still cancel from: nothing has left the pharmacy yet. */
export const CANCELLABLE: readonly OrderStatus[] = [
  'awaiting_payment',
  'awaiting_prescription',
  'confirmed',
  'packed',
];

/** The pharmacist's fulfilment steps: target status -> the status it must come from. */
export const FULFILMENT_FROM: Record<FulfilmentStep, OrderStatus> = {
  packed: 'confirmed',
  shipped: 'packed',
  out_for_delivery: 'shipped',
  delivered: 'out_for_delivery',
  returned: 'return_requested',
};

export const canCancel = (status: OrderStatus) => CANCELLABLE.includes(status);

export function returnWindowEndsAt(deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

export function canReturn(status: OrderStatus, deliveredAt: Date | null, now: Date): boolean {
  const ends = returnWindowEndsAt(deliveredAt);
  return status === 'delivered' && ends !== null && now.getTime() <= ends.getTime();
}

/** The colour groups of My Orders (docs/screens.md#my-orders). */
export function displayStatus(status: OrderStatus): 'processing' | 'delivered' | 'completed' | 'cancelled' {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'delivered') return 'delivered';
  if (status === 'returned') return 'completed';
  return 'processing';
}

/** My Orders filters: completed = finished (delivered or returned); processing = still moving. */
export const FILTER_STATUSES: Record<'completed' | 'processing' | 'delivered' | 'cancelled', OrderStatus[]> =
  {
    completed: ['delivered', 'returned'],
    processing: [
      'awaiting_payment',
      'awaiting_prescription',
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'return_requested',
    ],
    delivered: ['delivered'],
    cancelled: ['cancelled'],
  };
