import type { OrderListItem } from '@arogya/contracts/pharmacy';
import { Badge } from '../../../components/ui/badge.tsx';
import { ORDER_STATUS_NAMES } from '../../../lib/status-labels.ts';
import { STATUS_TONES } from '../order-display.ts';

/** The order's own status words, coloured by their group (docs/screens.md#my-orders) (delivered/completed, processing, cancelled). */
export function OrderStatusBadge({ order }: { order: Pick<OrderListItem, 'displayStatus' | 'status'> }) {
  return <Badge tone={STATUS_TONES[order.displayStatus]}>{ORDER_STATUS_NAMES[order.status]}</Badge>;
}
