// Pharmacy checkout: schedules, pin codes and delivery, the address book, the server's cart quote and
// medicine orders (docs/product-rules.md#delivery-shipping-and-cash-on-delivery). Every amount here is
// integer paise (`...Paise`), computed by the server from the database; `total` alone is also given in rupees
// (as the original My Orders read it).
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN, SHIPPING_ZONES } from './constants.ts';
import { OnlinePayment, PaymentSummary } from './payments.ts';
import { IndianMobile, PersonName } from './users.ts';

export const SCHEDULES = ['OTC', 'H', 'H1', 'X'] as const;
export const Schedule = z.enum(SCHEDULES);
export type Schedule = z.infer<typeof Schedule>;
/** What the product page shows for a schedule; OTC shows nothing. */
export const SCHEDULE_LABELS: Record<Schedule, string | null> = {
  OTC: null,
  H: 'Prescription required',
  H1: 'Prescription required',
  X: 'Not available online',
};

export const ShippingZone = z.enum(SHIPPING_ZONES);
export type ShippingZone = z.infer<typeof ShippingZone>;

/** Indian pin code: 6 digits, the first 1-9 (docs/product-rules.md#phone-numbers-and-pin-codes). */
export const PinCode = z.string().trim().regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGE);

export const PinCodeQuery = z.object({ pinCode: PinCode });

/** GET /api/v1/delivery/estimate?pinCode=: unknown pin codes answer `serviceable: false` (200). */
export const DeliveryEstimate = z.object({
  pinCode: z.string(),
  serviceable: z.boolean(),
  zone: ShippingZone.nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Cash on delivery offered for this pin code (the order total limit applies at checkout). */
  cod: z.boolean(),
  days: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Expected delivery dates (IST, 'YYYY-MM-DD') if ordered now. */
  dates: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Shipping fee below the free-shipping threshold, for this zone. */
  feePaise: z.number().int().nullable(),
  freeShippingThresholdPaise: z.number().int(),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;

/** /medifarma/location/{slug}: GET /api/v1/delivery/cities and /api/v1/delivery/cities/:slug. */
export const ServiceableCity = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.string(),
  zone: ShippingZone,
  cod: z.boolean(),
  pinCodes: z.array(z.string()),
});
export type ServiceableCity = z.infer<typeof ServiceableCity>;

export const ServiceablePinCode = z.object({
  pinCode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  zone: ShippingZone,
  cod: z.boolean(),
});
export type ServiceablePinCode = z.infer<typeof ServiceablePinCode>;

/**
 * Methods offered depend on the payment providers configured; with none, cash on delivery only. The online
 * ones open Razorpay Checkout on that method (the patient may still switch there).
 */
export const PAYMENT_METHODS = ['cod', 'upi', 'card', 'netbanking', 'wallet', 'emi'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** One value per zone, each zone a named property (as z.record over an enum is, but documented property by property). */
const byZone = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, value])) as Record<ShippingZone, T>);

/** GET /api/v1/cart/config: the checkout's figures, read from one place. */
export const CheckoutConfig = z.object({
  paymentMethods: z.array(PaymentMethod),
  /** Razorpay Checkout's key and script; null when online payment is not offered. */
  onlinePayment: OnlinePayment,
  freeShippingThresholdPaise: z.number().int(),
  shippingFeePaise: byZone(z.number().int()),
  deliveryDays: byZone(z.object({ min: z.number().int(), max: z.number().int() })),
  codLimitPaise: z.number().int(),
  codFeePaise: z.number().int(),
  prescriptionValidityDays: z.number().int(),
  returnWindowDays: z.number().int(),
});
export type CheckoutConfig = z.infer<typeof CheckoutConfig>;

// Address book.
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
const Line = (max: number) => z.string().trim().max(max);

/** POST /api/v1/addresses, PUT /api/v1/addresses/:id. The pin code must be serviceable (else 422). */
export const AddressInput = z.strictObject({
  label: z.enum(ADDRESS_LABELS).default('Home'),
  name: PersonName,
  phone: IndianMobile,
  line1: Line(120).min(3, 'Enter the house number and street'),
  line2: Line(120).optional(),
  landmark: Line(80).optional(),
  city: Line(60).min(2, 'Enter the city'),
  state: Line(60).min(2, 'Enter the state'),
  pinCode: PinCode,
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInput>;

export const Address = z.object({
  id: z.string(),
  label: z.enum(ADDRESS_LABELS),
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  isDefault: z.boolean(),
  /** From the pin code table at read time. */
  serviceable: z.boolean(),
  zone: ShippingZone.nullable(),
  cod: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof Address>;

// Cart quote and order creation. Extra fields on a line (a `price`, a `name`) are dropped, never trusted.
export const CartLineInput = z.object({
  productId: z.string().trim().min(1).max(64),
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1000),
  color: z.string().trim().max(40).optional(),
  size: z.string().trim().max(40).optional(),
});
export type CartLineInput = z.input<typeof CartLineInput>;
const Lines = z.array(CartLineInput).min(1, 'The cart is empty').max(50);

/** POST /api/v1/cart/quote (no sign-in needed). Without a pin code there is no shipping line. */
export const QuoteRequest = z.object({
  lines: Lines,
  pinCode: PinCode.optional(),
  paymentMethod: PaymentMethod.optional(),
  /** For whom: 'self' or a family member's id; their health card's benefits are applied when signed in. */
  forWhom: z.string().trim().min(1).max(64).optional(),
});
export type QuoteRequest = z.input<typeof QuoteRequest>;

export const LINE_PROBLEMS = [
  'not_found',
  'not_sold_online',
  'out_of_stock',
  'insufficient_stock',
  'option_unavailable',
] as const;
export const QuoteLine = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  unit: z.string().nullable(),
  manufacturer: z.string().nullable(),
  schedule: Schedule.nullable(),
  prescriptionRequired: z.boolean(),
  quantity: z.number().int(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  unitPricePaise: z.number().int(),
  unitMrpPaise: z.number().int(),
  lineTotalPaise: z.number().int(),
  lineMrpPaise: z.number().int(),
  stock: z.number().int(),
  available: z.boolean(),
  problem: z.enum(LINE_PROBLEMS).nullable(),
  /** Human-readable problem, e.g. 'Only 2 left in stock'. */
  message: z.string().nullable(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const Totals = z.object({
  /** Sum of selling prices. */
  subtotalPaise: z.number().int(),
  mrpTotalPaise: z.number().int(),
  savingsPaise: z.number().int(),
  shippingFeePaise: z.number().int(),
  codFeePaise: z.number().int(),
  /** Health card lines (docs/product-rules.md#family-members-and-the-health-card): % off medicines, and the
   * shipping fee waived by free delivery; both already taken off totalPaise. */
  cardDiscountPaise: z.number().int(),
  cardShippingWaivedPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type Totals = z.infer<typeof Totals>;

export const Quote = Totals.extend({
  lines: z.array(QuoteLine),
  /** Lines that can be ordered (the totals count only these). */
  orderable: z.boolean(),
  prescriptionRequired: z.boolean(),
  delivery: DeliveryEstimate.nullable(),
  paymentMethods: z.array(PaymentMethod),
  /** Whether cash on delivery is allowed for this total and pin code, and why not. */
  cod: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  freeShippingThresholdPaise: z.number().int(),
  /** How much more to add for free shipping; 0 once reached. */
  amountToFreeShippingPaise: z.number().int(),
});
export type Quote = z.infer<typeof Quote>;

/**
 * POST /api/v1/orders (Idempotency-Key accepted). An H or H1 item needs `prescriptionId`: one of the
 * caller's prescriptions issued within PRESCRIPTION_VALIDITY_DAYS (else 422).
 */
export const CreateOrderRequest = z.object({
  addressId: z.string().trim().min(1).max(64),
  lines: Lines,
  paymentMethod: PaymentMethod,
  prescriptionId: z.string().trim().min(1).max(64).optional(),
  /** For whom: 'self' (default) or one of the account's family members. */
  forWhom: z.string().trim().min(1).max(64).optional(),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

export const ORDER_STATUSES = [
  'awaiting_payment',
  'awaiting_prescription',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  awaiting_prescription: 'Awaiting prescription verification',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
};
/** The colour groups of docs/screens.md#my-orders: delivered and completed green, processing blue, cancelled red. */
export const ORDER_DISPLAY_STATUSES = ['processing', 'delivered', 'completed', 'cancelled'] as const;
export const ORDER_FILTERS = ['all', 'completed', 'processing', 'delivered', 'cancelled'] as const;
export const OrderFilter = z.enum(ORDER_FILTERS);
export const OrderListQuery = z.object({
  filter: OrderFilter.default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** Only orders for this person: 'self' or a family member's id. */
  member: z.string().trim().min(1).max(64).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) });
export const CancelOrderRequest = z.strictObject({ reason: z.string().trim().max(300).optional() });
export const ReturnOrderRequest = z.strictObject({
  reason: z.string().trim().min(5, 'Tell us why you are returning the order').max(500),
});

export const OrderItem = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  type: z.literal('medicine'),
  image: z.string(),
  unit: z.string(),
  schedule: Schedule,
  quantity: z.number().int(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  unitPricePaise: z.number().int(),
  unitMrpPaise: z.number().int(),
  lineTotalPaise: z.number().int(),
  /** Rupees, as the original My Orders read it. */
  price: z.number(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const PRESCRIPTION_REVIEW_STATUSES = ['not_required', 'pending', 'approved', 'rejected'] as const;
export const OrderPrescription = z.object({
  id: z.string(),
  status: z.enum(PRESCRIPTION_REVIEW_STATUSES),
  /** The pharmacist's reason when rejected, shown to the patient. */
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  source: z.enum(['uploaded', 'doctor']),
  issuedAt: z.string(),
});

export const DeliveryAddressSnapshot = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});

export const OrderListItem = Totals.extend({
  id: z.string(),
  /** The family member it is for; null when for the account holder. */
  familyMemberId: z.string().nullable(),
  /** That member's name and age when ordering (the patient the pharmacist sees); null for the holder. */
  forPerson: z.object({ name: z.string(), age: z.number().int() }).nullable(),
  orderNumber: z.string(),
  status: OrderStatus,
  statusLabel: z.string(),
  displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  /** ISO timestamp of placing; `date` is its IST calendar date. */
  createdAt: z.string(),
  date: z.string(),
  total: z.number(),
  paymentMethod: PaymentMethod,
  itemCount: z.number().int(),
  items: z.array(OrderItem),
  /** One line: 'Name, line1, city - pin'. */
  deliveryAddress: z.string(),
  /** e.g. 'Arrives 25-27 Nov' or 'Delivered on 26 Nov', in English; a page in another language words it from
   * the status, `estimatedDelivery` and `deliveredAt`. */
  estimatedTime: z.string(),
  /** The IST dates it should arrive between ('YYYY-MM-DD'). */
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }),
  deliveredAt: z.string().nullable(),
  prescriptionRequired: z.boolean(),
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  /** How the order stands with its money: pay on delivery, paid online, refunded... */
  payment: PaymentSummary,
});
export type OrderListItem = z.infer<typeof OrderListItem>;

export const OrderEvent = z.object({
  status: OrderStatus,
  label: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});

export const OrderDetail = OrderListItem.extend({
  address: DeliveryAddressSnapshot,
  zone: ShippingZone,
  prescription: OrderPrescription.nullable(),
  cancelReason: z.string().nullable(),
  returnReason: z.string().nullable(),
  /** Last moment a return may be requested (RETURN_WINDOW_DAYS after delivery). */
  returnWindowEndsAt: z.string().nullable(),
  timeline: z.array(OrderEvent),
  /** For the pharmacist's desk: who placed it (null for the patient's own view). */
  patient: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** ORD-<year>-<number>: the year of placing (IST) and the sequence number, six digits at least. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `ORD-${year}-${String(sequence).padStart(6, '0')}`;
}
