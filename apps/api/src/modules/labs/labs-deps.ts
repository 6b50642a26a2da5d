// What the lab operations use, built once in src/compose.ts from the app context. Bookings paid online
// refund through the payments module, which reaches lab bookings through the lab-booking payable.
import type { OnlinePayment } from '@arogya/contracts/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import type { SearchSynonyms } from '../../lib/search-synonyms.ts';
import { type AddressesRepository, createAddressesRepository } from '../addresses/addresses.repository.ts';
import type { Notify } from '../notifications/notify.ts';
import { onlinePaymentOf } from '../payments/online-payment.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import { createPaymentsDeps, type PaymentsDeps } from '../payments/payments-deps.ts';
import { createLabBookingPayable } from './lab-booking-payable.ts';
import { createLabBookingsRepository, type LabBookingsRepository } from './lab-bookings.repository.ts';
import { createLabsRepository, type LabsRepository } from './labs.repository.ts';

export type LabsDeps = {
  db: Db;
  labs: LabsRepository;
  bookings: LabBookingsRepository;
  addresses: AddressesRepository;
  audit: AuditLog;
  storage: FileStorage;
  synonyms: SearchSynonyms;
  card: LabCard;
  /** Razorpay Checkout's settings; null when online payment is not offered. */
  online: OnlinePayment;
  payments: PaymentsRepository;
  paymentsDeps: PaymentsDeps;
  /** Writes notifications in the caller's transaction (modules/notifications/notify.ts). */
  notify: Notify;
};

/** A lab booking's person and the health card terms for them. */
export type LabCardTerms = {
  familyMemberId: string | null;
  person: { name: string; age: number; sex: string } | null;
  /** null: no live card covers the person. */
  labDiscountPercent: number | null;
  /** Whether the person's yearly free full-body checkup is still unspent (a quote's preview; booking spends it). */
  checkupLeft: () => Promise<boolean>;
  /** Spends the person's free full-body checkup for this booking; false when none is left. */
  spendCheckup: (bookingId: string) => Promise<boolean>;
  release: (bookingId: string) => Promise<void>;
};

/**
 * Family members and the health card as lab bookings use them (docs/product-rules.md#family-members-and-the-health-card),
 * handed in by src/compose.ts (health-card/lab-card.ts) so this module imports neither.
 */
export type LabCard = {
  termsFor(
    holder: { id: string; name: string },
    forWhom: string | undefined,
    now: Date,
  ): Promise<LabCardTerms>;
};

export const NO_LAB_CARD: LabCard = {
  async termsFor(_holder, forWhom) {
    if (forWhom && forWhom !== 'self') throw AppError.rule('Bookings here are for the account holder only.');
    return {
      familyMemberId: null,
      person: null,
      labDiscountPercent: null,
      checkupLeft: async () => false,
      spendCheckup: async () => false,
      release: async () => {},
    };
  },
};

export function createLabsDeps(ctx: AppContext, card: LabCard = NO_LAB_CARD): LabsDeps {
  const db = ctx.database.db;
  const bookings = createLabBookingsRepository(db);
  const paymentsDeps = createPaymentsDeps(ctx, {
    lab_booking: createLabBookingPayable(bookings, ctx.notifications.notify),
  });
  return {
    db,
    labs: createLabsRepository(db),
    bookings,
    addresses: createAddressesRepository(db),
    audit: createAuditLog(db),
    storage: ctx.storage,
    synonyms: ctx.searchSynonyms,
    card,
    online: onlinePaymentOf(ctx.env),
    payments: paymentsDeps.payments,
    paymentsDeps,
    notify: ctx.notifications.notify,
  };
}

export const pageOf = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });
export const paginationOf = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});
