// The pharmacist's next step for each order status: confirmed → packed → shipped → out for delivery →
// delivered, and a requested return → returned.
import type { OrderStatus } from '@arogya/contracts/pharmacy';
import type { FulfilmentRequest } from '@arogya/contracts/prescriptions';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localized, localizedLabels } from '../../lib/i18n/localized-labels.ts';

export type DeskStatus = 'confirmed' | 'packed' | 'shipped' | 'out_for_delivery' | 'return_requested';

type NextStep = { status: FulfilmentRequest['status']; readonly action: string; readonly list: string };

/** A step whose button and tab read in the page's language each time they are shown. */
function step(
  status: FulfilmentRequest['status'],
  action: MessageDescriptor,
  list: MessageDescriptor,
): NextStep {
  return {
    status,
    get action() {
      return localized(action);
    },
    get list() {
      return localized(list);
    },
  };
}

export const NEXT_STEP: Record<DeskStatus, NextStep> = {
  confirmed: step('packed', msg`Mark packed`, msg`To pack`),
  packed: step('shipped', msg`Mark shipped`, msg`To ship`),
  shipped: step('out_for_delivery', msg`Mark out for delivery`, msg`Shipped`),
  out_for_delivery: step('delivered', msg`Mark delivered`, msg`Out for delivery`),
  return_requested: step('returned', msg`Mark returned`, msg`Returns`),
};

/** What the toast says an order became once its step is done. */
export const STEP_DONE = localizedLabels<DeskStatus>({
  confirmed: msg`packed`,
  packed: msg`shipped`,
  shipped: msg`out for delivery`,
  out_for_delivery: msg`delivered`,
  return_requested: msg`returned`,
});

export const DESK_STATUSES = Object.keys(NEXT_STEP) as DeskStatus[];

export function isDeskStatus(status: OrderStatus | string): status is DeskStatus {
  return (DESK_STATUSES as string[]).includes(status);
}
