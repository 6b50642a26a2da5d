// The pharmacist's next step for each order status: confirmed → packed → shipped → delivered, and a
// requested return → returned.
import type { OrderStatus } from '@arogya/contracts/pharmacy';
import type { FulfilmentRequest } from '@arogya/contracts/prescriptions';

export type DeskStatus = 'confirmed' | 'packed' | 'shipped' | 'return_requested';

export const NEXT_STEP: Record<
  DeskStatus,
  { status: FulfilmentRequest['status']; action: string; list: string }
> = {
  confirmed: { status: 'packed', action: 'Mark packed', list: 'To pack' },
  packed: { status: 'shipped', action: 'Mark shipped', list: 'To ship' },
  shipped: { status: 'delivered', action: 'Mark delivered', list: 'Out for delivery' },
  return_requested: { status: 'returned', action: 'Mark returned', list: 'Returns' },
};

export const DESK_STATUSES = Object.keys(NEXT_STEP) as DeskStatus[];

export function isDeskStatus(status: OrderStatus | string): status is DeskStatus {
  return (DESK_STATUSES as string[]).includes(status);
}
