// Address book, prescriptions (uploaded or doctor-issued) and medicine orders with their items and status
// history. Stock is decremented inside the order transaction; products.stock's CHECK (>= 0) is the last
// line of defence against overselling. Order numbers come from a sequence (ORD-<year>-<number>).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments, doctors } from './doctors.ts';
import { familyMembers } from './health-card.ts';
import { products } from './pharmacy.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001, increment: 1 });

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default('Home'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
    check('addresses_pin_code', sql`${t.pinCode} ~ '^[1-9][0-9]{5}$'`),
    check('addresses_phone', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check('addresses_label', sql`${t.label} IN ('Home', 'Work', 'Other')`),
  ],
);

/**
 * A patient's prescription: an uploaded file, or one issued by an Arogya doctor after a consultation
 * (doctor, registration, items; the file is optional then). Validity counts from `issuedAt`.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes'),
    issuedAt: at('issued_at').notNull(),
    note: text('note'),
    doctorId: text('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    doctorName: text('doctor_name'),
    doctorRegistration: text('doctor_registration'),
    doctorCouncil: text('doctor_council'),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    viaTeleconsultation: boolean('via_teleconsultation').notNull().default(false),
    items: jsonb('items').notNull().default(sql`'[]'::jsonb`),
    /** Whom it is for: a family member (their name as when uploaded or written), or null for the holder. */
    familyMemberId: text('family_member_id').references(() => familyMembers.id),
    patientName: text('patient_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('prescriptions_user_idx').on(t.userId, t.issuedAt),
    index('prescriptions_family_member_idx').on(t.familyMemberId).where(sql`${t.familyMemberId} IS NOT NULL`),
    check('prescriptions_source', sql`${t.source} IN ('uploaded', 'doctor')`),
    check('prescriptions_uploaded_file', sql`${t.source} <> 'uploaded' OR ${t.fileKey} IS NOT NULL`),
    check(
      'prescriptions_doctor_identity',
      sql`${t.source} <> 'doctor' OR (${t.doctorName} IS NOT NULL AND ${t.doctorRegistration} IS NOT NULL)`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** docs/product-rules.md#payments: pay_on_delivery, awaiting_payment, paid, not_paid, refund_*. */
    paymentStatus: text('payment_status').notNull().default('pay_on_delivery'),
    /** An unpaid online order holds its stock until then, and is cancelled after. */
    holdExpiresAt: at('hold_expires_at'),
    paidAt: at('paid_at'),
    /** The payment (payments.id) that paid it; a second payment for a paid order is refunded. */
    paymentId: text('payment_id'),
    /** The delivery address as it was when ordering (the address book may change later). */
    address: jsonb('address').$type<Record<string, string | null>>().notNull(),
    pinCode: text('pin_code').notNull(),
    zone: text('zone').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    shippingFeePaise: integer('shipping_fee_paise').notNull(),
    codFeePaise: integer('cod_fee_paise').notNull(),
    /** Health card lines (docs/product-rules.md#family-members-and-the-health-card): % off, delivery waived. */
    cardDiscountPaise: integer('card_discount_paise').notNull().default(0),
    cardShippingWaivedPaise: integer('card_shipping_waived_paise').notNull().default(0),
    /** The family member it is for; null when for the account holder. */
    familyMemberId: text('family_member_id').references(() => familyMembers.id),
    /** The member's name and age when ordering, as the pharmacist sees the patient. */
    forName: text('for_name'),
    forAge: smallint('for_age'),
    totalPaise: integer('total_paise').notNull(),
    prescriptionId: text('prescription_id').references(() => prescriptions.id),
    prescriptionStatus: text('prescription_status').notNull(),
    prescriptionReviewedBy: text('prescription_reviewed_by'),
    prescriptionReviewedAt: at('prescription_reviewed_at'),
    prescriptionRejectionReason: text('prescription_rejection_reason'),
    cancelReason: text('cancel_reason'),
    returnReason: text('return_reason'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The admin dashboard's orders and revenue per day, read from the index alone.
    index('orders_created_total_idx').on(t.createdAt, t.status, t.totalPaise),
    index('orders_prescription_idx').on(t.prescriptionId),
    // Removing a family member checks no order names them (else they are archived).
    index('orders_family_member_idx').on(t.familyMemberId).where(sql`${t.familyMemberId} IS NOT NULL`),
    check(
      'orders_status',
      sql`${t.status} IN ('awaiting_payment', 'awaiting_prescription', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'return_requested', 'returned')`,
    ),
    check(
      'orders_prescription_status',
      sql`${t.prescriptionStatus} IN ('not_required', 'pending', 'approved', 'rejected')`,
    ),
    check(
      'orders_prescription_attached',
      sql`${t.prescriptionStatus} = 'not_required' OR ${t.prescriptionId} IS NOT NULL`,
    ),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} IN ('pay_on_delivery', 'awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed')`,
    ),
    check(
      'orders_awaiting_payment_holds',
      sql`${t.status} <> 'awaiting_payment' OR (${t.paymentStatus} = 'awaiting_payment' AND ${t.holdExpiresAt} IS NOT NULL)`,
    ),
    index('orders_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'awaiting_payment'`),
    check('orders_zone', sql`${t.zone} IN ('metro', 'tier2', 'rural')`),
    check(
      'orders_payment_method',
      sql`${t.paymentMethod} IN ('cod', 'upi', 'card', 'netbanking', 'wallet', 'emi')`,
    ),
    check(
      'orders_totals',
      sql`${t.subtotalPaise} >= 0 AND ${t.shippingFeePaise} >= 0 AND ${t.codFeePaise} >= 0 AND ${t.mrpTotalPaise} >= ${t.subtotalPaise} AND ${t.cardDiscountPaise} BETWEEN 0 AND ${t.subtotalPaise} AND ${t.cardShippingWaivedPaise} BETWEEN 0 AND ${t.shippingFeePaise} AND ${t.totalPaise} = ${t.subtotalPaise} - ${t.cardDiscountPaise} + ${t.shippingFeePaise} - ${t.cardShippingWaivedPaise} + ${t.codFeePaise}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    schedule: text('schedule').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    unitMrpPaise: integer('unit_mrp_paise').notNull(),
    colour: text('colour'),
    size: text('size'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
    check('order_items_prices', sql`${t.unitPricePaise} > 0 AND ${t.unitPricePaise} <= ${t.unitMrpPaise}`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);
