// What the order operations use, built once per route plugin from the app context. Paid orders refund
// through the payments module, which reaches orders through the medicine-order payable.
import type { OnlinePayment } from '@arogya/contracts/payments';
import type { Db } from '../../db/client.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { type AddressesRepository, createAddressesRepository } from '../addresses/addresses.repository.ts';
import { onlinePaymentOf } from '../payments/online-payment.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../payments/payments-deps.ts';
import { createMedicineOrderPayable } from './medicine-order-payable.ts';
import { createOrdersRepository, type OrdersRepository } from './orders.repository.ts';

export type OrdersDeps = {
  db: Db;
  orders: OrdersRepository;
  addresses: AddressesRepository;
  audit: AuditLog;
  /** Razorpay Checkout's settings; null when online payment is not offered. */
  online: OnlinePayment;
  payments: PaymentsRepository;
  paymentsDeps: PaymentsDeps;
};

export function createOrdersDeps(ctx: AppContext): OrdersDeps {
  const db = ctx.database.db;
  const orders = createOrdersRepository(db);
  const paymentsDeps = createPaymentsDeps(ctx, { medicine_order: createMedicineOrderPayable(orders) });
  return {
    db,
    orders,
    addresses: createAddressesRepository(db),
    audit: createAuditLog(db),
    online: onlinePaymentOf(ctx.env),
    payments: paymentsDeps.payments,
    paymentsDeps,
  };
}
