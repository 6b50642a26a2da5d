// Prescriptions (uploaded by the patient or issued by an Arogya doctor) and the pharmacist's desk
// (docs/product-rules.md#prescriptions-and-medicine-schedules: an H or H1 medicine needs a prescription
// issued within PRESCRIPTION_VALIDITY_DAYS, approved by a pharmacist before dispatch).
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { IsoDate } from './doctors.ts';
import { OrderDetail, OrderStatus } from './orders.ts';

export const PRESCRIPTION_SOURCES = ['uploaded', 'doctor'] as const;
export const PrescriptionSource = z.enum(PRESCRIPTION_SOURCES);

/** Files accepted by POST /api/v1/doctors/addReceipt, checked by their bytes. */
export const PRESCRIPTION_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/**
 * Multipart fields of POST /api/v1/doctors/addReceipt besides the file (field `image`, one per request):
 * `issuedOn` is the date written on the prescription (default: today, IST); `note` is optional.
 */
export const UploadPrescriptionFields = z.object({
  issuedOn: IsoDate.optional(),
  note: z.string().trim().max(300).optional(),
  /** For whom: 'self' (default) or one of the account's family members. */
  forWhom: z.string().trim().min(1).max(64).optional(),
});

/** GET /api/v1/bookings/getPrescriptions?member=: only those for one person ('self' or a family member's id). */
export const PrescriptionListQuery = z.object({ member: z.string().trim().min(1).max(64).optional() });

export const PrescriptionItem = z.object({
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  duration: z.string().nullable(),
  instructions: z.string().nullable(),
});
export type PrescriptionItem = z.infer<typeof PrescriptionItem>;

/** GET /api/v1/bookings/getPrescriptions items; the answer of an upload. */
export const Prescription = z.object({
  id: z.string(),
  source: PrescriptionSource,
  /** Authenticated file URL (send the bearer token); null for a doctor-issued one without a file. */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** When it was written (ISO); validity counts from here. */
  issuedAt: z.string(),
  createdAt: z.string(),
  /** Usable for an order until this instant. */
  validUntil: z.string(),
  valid: z.boolean(),
  note: z.string().nullable(),
  doctor: z
    .object({
      id: z.string().nullable(),
      name: z.string(),
      registrationNumber: z.string(),
      registrationCouncil: z.string().nullable(),
    })
    .nullable(),
  viaTeleconsultation: z.boolean(),
  items: z.array(PrescriptionItem),
  /** The family member it is for (their name when uploaded or written); null when for the account holder. */
  forPerson: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Prescription = z.infer<typeof Prescription>;

export const PrescriptionIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) });

// Pharmacist's desk.

/** GET /api/v1/pharmacist/queue: orders awaiting prescription verification, oldest first. */
export const PharmacistQueueItem = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  patient: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  /** The family member the medicines are for (name and age when ordered); null when for the account holder. */
  forPerson: z.object({ name: z.string(), age: z.number().int() }).nullable(),
  /** The H and H1 items the prescription must cover. */
  prescriptionItems: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), schedule: z.string() }),
  ),
  itemCount: z.number().int(),
  totalPaise: z.number().int(),
  prescription: Prescription,
});
export type PharmacistQueueItem = z.infer<typeof PharmacistQueueItem>;

export const PharmacistOrdersQuery = z.object({
  status: OrderStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** POST /api/v1/pharmacist/orders/:id/prescription: approve, or reject with a reason the patient sees. */
export const PrescriptionDecision = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({
    decision: z.literal('reject'),
    reason: z.string().trim().min(5, 'Tell the patient why').max(300),
  }),
]);
export type PrescriptionDecision = z.input<typeof PrescriptionDecision>;

/** POST /api/v1/pharmacist/orders/:id/status: the next fulfilment step. */
export const FULFILMENT_STEPS = ['packed', 'shipped', 'out_for_delivery', 'delivered', 'returned'] as const;
export const FulfilmentRequest = z.strictObject({
  status: z.enum(FULFILMENT_STEPS),
  note: z.string().trim().max(300).optional(),
});
export type FulfilmentRequest = z.input<typeof FulfilmentRequest>;

export const PharmacistOrder = OrderDetail;
