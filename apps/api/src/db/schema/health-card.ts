// Family members and the Smart Health Card (docs/product-rules.md#family-members-and-the-health-card).
// Plans are data: their price and benefits live in membership_plans, never in code. A counted benefit (a free
// consultation, a free checkup) is spent by inserting a ledger row whose use number is unique among the
// card's live uses for that person and benefit, so two bookings at once cannot both spend the last one;
// cancelling releases the row and frees its number.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const familyMembers = pgTable(
  'family_members',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    sex: text('sex').notNull(),
    /** Removed by the account holder but kept because records are for them. */
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('family_members_user_idx').on(t.userId, t.createdAt),
    check(
      'family_members_relation',
      sql`${t.relation} IN ('spouse', 'father', 'mother', 'son', 'daughter', 'brother', 'sister', 'grandparent', 'other')`,
    ),
    check('family_members_sex', sql`${t.sex} IN ('male', 'female', 'other')`),
  ],
);

export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** People covered, the account holder included. */
    maxPeople: integer('max_people').notNull(),
    validityMonths: integer('validity_months').notNull(),
    freeConsultationsPerPerson: integer('free_consultations_per_person').notNull(),
    labDiscountPercent: integer('lab_discount_percent').notNull(),
    medicineDiscountPercent: integer('medicine_discount_percent').notNull(),
    freeDelivery: boolean('free_delivery').notNull(),
    freeCheckupsPerPerson: integer('free_checkups_per_person').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('membership_plans_slug_unique').on(t.slug),
    check('membership_plans_price', sql`${t.pricePaise} >= 100`),
    check('membership_plans_people', sql`${t.maxPeople} BETWEEN 1 AND 7`),
    check(
      'membership_plans_percents',
      sql`${t.labDiscountPercent} BETWEEN 0 AND 100 AND ${t.medicineDiscountPercent} BETWEEN 0 AND 100`,
    ),
  ],
);

export const healthCards = pgTable(
  'health_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    cardNumber: text('card_number').notNull(),
    /** awaiting_payment -> active (paid) | cancelled (unpaid hold ended, or cancelled and refunded). */
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentId: text('payment_id'),
    pricePaise: integer('price_paise').notNull(),
    /** Calendar days in Asia/Kolkata; benefits end at 23:59:59 of valid_to. Set when paid. */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** The QR code's secret; replaced when the holder revokes it. */
    verifyToken: text('verify_token').notNull(),
    holdExpiresAt: at('hold_expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('health_cards_number_unique').on(t.cardNumber),
    uniqueIndex('health_cards_verify_token_unique').on(t.verifyToken),
    // One purchase under way per account: asking again answers the same card.
    uniqueIndex('health_cards_one_awaiting').on(t.userId).where(sql`${t.status} = 'awaiting_payment'`),
    index('health_cards_user_idx').on(t.userId, t.createdAt),
    index('health_cards_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'awaiting_payment'`),
    check('health_cards_status', sql`${t.status} IN ('awaiting_payment', 'active', 'cancelled')`),
    check('health_cards_active_has_dates', sql`${t.status} <> 'active' OR ${t.validTo} IS NOT NULL`),
  ],
);

/** One spent counted benefit. person_key is a family member's id, or 'self' for the account holder. */
export const healthCardBenefitUses = pgTable(
  'health_card_benefit_uses',
  {
    id: text('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => healthCards.id, { onDelete: 'cascade' }),
    benefit: text('benefit').notNull(),
    personKey: text('person_key').notNull(),
    useNo: integer('use_no').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
  },
  (t) => [
    uniqueIndex('health_card_benefit_uses_live')
      .on(t.cardId, t.benefit, t.personKey, t.useNo)
      .where(sql`${t.releasedAt} IS NULL`),
    // Any use ever (a card with one is not refundable) and the cascade from a card.
    index('health_card_benefit_uses_card_idx').on(t.cardId),
    uniqueIndex('health_card_benefit_uses_resource')
      .on(t.resourceType, t.resourceId, t.benefit)
      .where(sql`${t.releasedAt} IS NULL`),
    check('health_card_benefit_uses_benefit', sql`${t.benefit} IN ('consultation', 'checkup')`),
    check('health_card_benefit_uses_use_no', sql`${t.useNo} >= 1`),
  ],
);
