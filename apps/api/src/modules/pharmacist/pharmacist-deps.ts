// What the pharmacist's desk uses: the order and prescription repositories and the audit log.
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Notify } from '../notifications/notify.ts';
import { createMedicineOrderPayable } from '../orders/medicine-order-payable.ts';
import { createOrdersRepository, type OrdersRepository } from '../orders/orders.repository.ts';
import { createPaymentsRepository, type PaymentsRepository } from '../payments/payments.repository.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../payments/payments-deps.ts';
import {
  createPrescriptionsRepository,
  type PrescriptionsRepository,
} from '../prescriptions/prescriptions.repository.ts';

export type PharmacistDeps = {
  orders: OrdersRepository;
  payments: PaymentsRepository;
  /** Refunds of returns accepted at the desk. */
  paymentsDeps: PaymentsDeps;
  prescriptions: PrescriptionsRepository;
  audit: AuditLog;
  /** Writes notifications in the caller's transaction (modules/notifications/notify.ts). */
  notify: Notify;
};

export function createPharmacistDeps(ctx: AppContext): PharmacistDeps {
  const db = ctx.database.db;
  const orders = createOrdersRepository(db);
  const paymentsDeps = createPaymentsDeps(ctx, {
    medicine_order: createMedicineOrderPayable(orders, ctx.notifications.notify),
  });
  return {
    orders,
    payments: createPaymentsRepository(db),
    paymentsDeps,
    prescriptions: createPrescriptionsRepository(db),
    audit: createAuditLog(db),
    notify: ctx.notifications.notify,
  };
}
