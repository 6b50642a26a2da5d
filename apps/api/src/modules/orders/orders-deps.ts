// What the order operations use, built once in src/compose.ts from the app context. Paid orders refund
// through the payments module, which reaches orders through the medicine-order payable.
import type { OnlinePayment } from '@arogya/contracts/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { type AddressesRepository, createAddressesRepository } from '../addresses/addresses.repository.ts';
import type { Notify } from '../notifications/notify.ts';
import { onlinePaymentOf } from '../payments/online-payment.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../payments/payments-deps.ts';
import type { CardTerms } from '../pricing/order-pricing.ts';
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
  card: OrderCard;
  /** Writes notifications in the caller's transaction (modules/notifications/notify.ts). */
  notify: Notify;
};

/**
 * Who an order is for and the medicine terms of their health card, handed in by src/compose.ts
 * (health-card/order-card.ts) so this module imports neither family members nor the card. A browser
 * never says what it is owed: a non-member gets null terms.
 */
export type OrderCard = {
  termsFor(
    holder: { id: string; name: string },
    forWhom: string | undefined,
    now: Date,
  ): Promise<{
    familyMemberId: string | null;
    person: { name: string; age: number } | null;
    terms: CardTerms | null;
  }>;
};

export const NO_ORDER_CARD: OrderCard = {
  async termsFor(_holder, forWhom) {
    if (forWhom && forWhom !== 'self') throw AppError.rule('Orders here are for the account holder only.');
    return { familyMemberId: null, person: null, terms: null };
  },
};

export function createOrdersDeps(ctx: AppContext, card: OrderCard = NO_ORDER_CARD): OrdersDeps {
  const db = ctx.database.db;
  const orders = createOrdersRepository(db);
  const paymentsDeps = createPaymentsDeps(ctx, {
    medicine_order: createMedicineOrderPayable(orders, ctx.notifications.notify),
  });
  return {
    db,
    orders,
    addresses: createAddressesRepository(db),
    audit: createAuditLog(db),
    online: onlinePaymentOf(ctx.env),
    payments: paymentsDeps.payments,
    paymentsDeps,
    card,
    notify: ctx.notifications.notify,
  };
}
