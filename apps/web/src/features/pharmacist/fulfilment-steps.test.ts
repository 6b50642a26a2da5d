import { FULFILMENT_STEPS } from '@arogya/contracts/prescriptions';
import { describe, expect, it } from 'vitest';
import { DESK_STATUSES, isDeskStatus, NEXT_STEP } from './fulfilment-steps.ts';

describe("the pharmacist's fulfilment steps", () => {
  it('take an order from confirmed to delivered through out for delivery, one button a step', () => {
    const path: string[] = ['confirmed'];
    let at: string = 'confirmed';
    while (isDeskStatus(at)) {
      at = NEXT_STEP[at].status;
      path.push(at);
      if (at === 'returned') break;
    }
    expect(path).toEqual(['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered']);
    expect(NEXT_STEP.shipped).toEqual({
      status: 'out_for_delivery',
      action: 'Mark out for delivery',
      list: 'Shipped',
    });
    expect(NEXT_STEP.out_for_delivery).toEqual({
      status: 'delivered',
      action: 'Mark delivered',
      list: 'Out for delivery',
    });
  });

  it('offer every step the API takes, and a tab for each status with a next step', () => {
    expect(DESK_STATUSES.map((s) => NEXT_STEP[s].status).sort()).toEqual([...FULFILMENT_STEPS].sort());
    expect(new Set(DESK_STATUSES.map((s) => NEXT_STEP[s].list)).size).toBe(DESK_STATUSES.length);
  });
});
