// Family members and the Smart Health Card (docs/product-rules.md#family-members-and-the-health-card).
// Plans, prices and benefits come from the database; amounts are integer paise; dates are Asia/Kolkata days.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { MAX_FAMILY_MEMBERS } from './constants.ts';
import { BirthDate } from './dates.ts';
import { OrderPaymentStatus, PaymentSummary } from './payments.ts';

export const RELATIONS = [
  'spouse',
  'father',
  'mother',
  'son',
  'daughter',
  'brother',
  'sister',
  'grandparent',
  'other',
] as const;
export const Relation = z.enum(RELATIONS);
export type Relation = z.infer<typeof Relation>;
export const RELATION_LABELS: Record<Relation, string> = {
  spouse: 'Spouse',
  father: 'Father',
  mother: 'Mother',
  son: 'Son',
  daughter: 'Daughter',
  brother: 'Brother',
  sister: 'Sister',
  grandparent: 'Grandparent',
  other: 'Other',
};
export const SEXES = ['male', 'female', 'other'] as const;
export const Sex = z.enum(SEXES);

/** POST /api/v1/family-members, PUT /api/v1/family-members/:id */
export const FamilyMemberInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(2, 'Enter the full name')
    .max(80)
    // A letter's marks too: Hindi writes vowels after a consonant as marks ('प्रिया शर्मा'), as PersonName allows.
    .regex(/^[\p{L}\p{M} .'-]+$/u, 'Use letters, spaces, dots, hyphens and apostrophes only'),
  relation: Relation,
  dateOfBirth: BirthDate,
  sex: Sex,
});
export type FamilyMemberInput = z.infer<typeof FamilyMemberInput>;

export const FamilyMember = z.object({
  id: z.string(),
  name: z.string(),
  relation: Relation,
  relationLabel: z.string(),
  dateOfBirth: z.string(),
  /** Whole years in Asia/Kolkata today. */
  age: z.number().int(),
  sex: Sex,
  createdAt: z.string(),
});
export type FamilyMember = z.infer<typeof FamilyMember>;

export const FamilyMemberList = z.object({
  members: z.array(FamilyMember),
  max: z.literal(MAX_FAMILY_MEMBERS),
});
export type FamilyMemberList = z.infer<typeof FamilyMemberList>;

/** A booking or order's "For": the account holder ('self') or one of their family members by id. */
export const ForWhom = z.string().trim().min(1).max(64).default('self');

export const PlanBenefits = z.object({
  freeConsultationsPerPerson: z.number().int(),
  labDiscountPercent: z.number().int(),
  medicineDiscountPercent: z.number().int(),
  freeDelivery: z.boolean(),
  freeCheckupsPerPerson: z.number().int(),
});
export type PlanBenefits = z.infer<typeof PlanBenefits>;

/** GET /api/v1/membership-plans (public). A stable shape: the home page reads it too. */
export const MembershipPlan = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  pricePaise: z.number().int(),
  /** People covered, the account holder included. */
  maxPeople: z.number().int(),
  validityMonths: z.number().int(),
  benefits: PlanBenefits,
  /** What the plan saves a typical family in a year (constants TYPICAL_FAMILY_YEAR), line by line. */
  typicalValue: z.object({
    people: z.number().int(),
    lines: z.array(z.object({ label: z.string(), paise: z.number().int() })),
    totalPaise: z.number().int(),
  }),
});
export type MembershipPlan = z.infer<typeof MembershipPlan>;

/** POST /api/v1/membership-card (Idempotency-Key accepted): a card awaiting its online payment. */
export const BuyCardRequest = z.strictObject({ planSlug: z.string().trim().min(1).max(64) });
export type BuyCardRequest = z.infer<typeof BuyCardRequest>;

export const CARD_STATUSES = ['awaiting_payment', 'active', 'expired', 'cancelled'] as const;
export const CardStatus = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof CardStatus>;

export const CardPerson = z.object({
  /** 'self' or the family member's id. */
  personKey: z.string(),
  name: z.string(),
  relation: z.string(),
  age: z.number().int().nullable(),
  freeConsultationsLeft: z.number().int(),
  freeCheckupsLeft: z.number().int(),
});
export type CardPerson = z.infer<typeof CardPerson>;

/** GET /api/v1/membership-card/get: the signed-in user's latest card, or null. */
export const HealthCard = z.object({
  id: z.string(),
  cardNumber: z.string(),
  plan: z.object({ slug: z.string(), name: z.string(), maxPeople: z.number().int(), benefits: PlanBenefits }),
  status: CardStatus,
  paymentStatus: OrderPaymentStatus,
  pricePaise: z.number().int(),
  holderName: z.string(),
  people: z.array(CardPerson),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** The last day is within the reminder window and no renewal is bought yet: the page offers renewal. */
  renewalDue: z.boolean(),
  /** A renewal already paid, starting the day after this card ends. */
  renewal: z.object({ validFrom: z.string(), validTo: z.string() }).nullable(),
  daysLeft: z.number().int().nullable(),
  /** Cancellable for a full refund (within the refund window, no benefit used). */
  refundable: z.boolean(),
  /** Path of the public verification page the QR code opens. */
  verifyPath: z.string(),
  holdExpiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Its online payment: how it was paid and Razorpay's reference, a refund's status. */
  payment: PaymentSummary,
});
export type HealthCard = z.infer<typeof HealthCard>;

export const VerifyParams = z.strictObject({ token: z.string().trim().min(16).max(64) });

/** GET /api/v1/membership-card/verify/:token (public): who is covered and until when; no health data. */
export const CardVerification = z.object({
  valid: z.boolean(),
  status: CardStatus,
  cardNumber: z.string(),
  planName: z.string(),
  holderName: z.string(),
  memberNames: z.array(z.string()),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type CardVerification = z.infer<typeof CardVerification>;

/** A health card line on a quote, an order, a lab booking or a consultation, computed by the server. */
export const CardBenefitLine = z.object({
  label: z.string(),
  /** Taken off what the patient pays. */
  paise: z.number().int(),
});
export type CardBenefitLine = z.infer<typeof CardBenefitLine>;
