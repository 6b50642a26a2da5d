// What the payment operations use, built once in src/compose.ts: the Razorpay client (null without keys),
// the payments repository and the payables that can be paid (handed in, so this module imports none).
import type { Db } from '../../db/client.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Notify } from '../notifications/notify.ts';
import type { Payables } from './payables.ts';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository.ts';
import { createRazorpayClient, type RazorpayClient } from './razorpay-client.ts';

export type PaymentsDeps = {
  db: Db;
  payments: PaymentsRepository;
  razorpay: RazorpayClient | null;
  payables: Payables;
  audit: AuditLog;
  log: (message: string) => void;
  /** Printed on receipts when configured (SELLER_GSTIN); never invented. */
  sellerGstin: string | null;
  /** Writes notifications in the caller's transaction (modules/notifications/notify.ts). */
  notify: Notify;
};

export function createPaymentsDeps(ctx: AppContext, payables: Payables): PaymentsDeps {
  const db = ctx.database.db;
  return {
    db,
    payments: createPaymentsRepository(db),
    razorpay: createRazorpayClient(ctx.env),
    payables,
    audit: createAuditLog(db),
    sellerGstin: ctx.env.SELLER_GSTIN ?? null,
    notify: ctx.notifications.notify,
    log: (message) => {
      if (ctx.env.NODE_ENV !== 'test') console.warn(`[payments] ${message}`);
    },
  };
}

export function adapterOf(deps: PaymentsDeps, kind: string) {
  const adapter = deps.payables[kind as keyof Payables];
  if (!adapter) throw new Error(`No payable adapter for ${kind}`);
  return adapter;
}
