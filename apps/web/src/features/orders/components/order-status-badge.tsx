import type { OrderListItem } from '@arogya/contracts/pharmacy';
import { Badge } from '../../../components/ui/badge.tsx';
import { ORDER_STATUS_TEXT, statusText } from '../../../lib/status-labels.ts';
import { STATUS_TONES } from '../order-display.ts';

/** The order's own status words, coloured by their group (docs/screens.md#my-orders) (delivered/completed, processing, cancelled). */
export function OrderStatusBadge({
  order,
}: {
  order: Pick<OrderListItem, 'status' | 'displayStatus' | 'statusLabel'>;
}) {
  return (
    <Badge tone={STATUS_TONES[order.displayStatus]}>
      {statusText(ORDER_STATUS_TEXT, order.status, order.statusLabel)}
    </Badge>
  );
}
