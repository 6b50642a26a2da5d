// Business figures, written once. Policy pages, checkout and the API all read them from here
// (docs/product-rules.md).

/** Money is integer paise everywhere (docs/product-rules.md#money). */
export const PAISE_PER_RUPEE = 100;
export const rupees = (amount: number): number => Math.round(amount * PAISE_PER_RUPEE);

/** Indian pin code: 6 digits, the first 1-9 (docs/product-rules.md#phone-numbers-and-pin-codes). */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
export const PIN_CODE_MESSAGE = 'Enter a valid 6-digit pin code';
/** The check of orders.ts's PinCode schema, without zod, for the public pages. */
export function isPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value.trim());
}

export const SHIPPING_ZONES = ['metro', 'tier2', 'rural'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];
export const SHIPPING_ZONE_LABELS: Record<ShippingZone, string> = {
  metro: 'Metro cities',
  tier2: 'Tier-2 cities',
  rural: 'Rural areas',
};

export const FREE_SHIPPING_THRESHOLD_PAISE = rupees(999);
export const SHIPPING_FEE_PAISE: Record<ShippingZone, number> = {
  metro: rupees(50),
  tier2: rupees(100),
  rural: rupees(150),
};
export const DELIVERY_DAYS: Record<ShippingZone, { min: number; max: number }> = {
  metro: { min: 2, max: 4 },
  tier2: { min: 3, max: 5 },
  rural: { min: 5, max: 7 },
};
export const ORDER_PROCESSING_HOURS = 24;

export const COD_LIMIT_PAISE = rupees(50_000);
export const COD_FEE_PAISE = rupees(50);

export const RETURN_WINDOW_DAYS = 7;
export const RETURN_REFUND_PROCESSING_DAYS = { min: 5, max: 7 };
export const REPLACEMENT_WINDOW_HOURS = 24;
export const REPLACEMENT_PROCESSING_DAYS = { min: 2, max: 3 };
export const REFUND_PROCESSING_DAYS = { min: 7, max: 10 };
export const DEVICE_WARRANTY_YEARS = 2;
export const EMI_TENURES_MONTHS = [3, 6, 9, 12] as const;

export const PRESCRIPTION_VALIDITY_DAYS = 30;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export const APPOINTMENT_CHANGE_CUTOFF_HOURS = 1;
export const MAX_RESCHEDULES = 3;
export const DEFAULT_SLOT_MINUTES = 60;
export const DEFAULT_WORKING_HOURS = { start: '09:00', end: '17:00' };
export const DEFAULT_BOOKING_BEFORE_HOURS = 1;

/** A patient with a booked video or audio appointment may start it this many minutes early. */
export const CALL_EARLY_START_MINUTES = 10;
export const CALL_RETRY_ATTEMPTS = 3;
export const CALL_RETRY_DELAY_MS = 2000;

export const PAGINATION = {
  page: 1,
  categories: 20,
  brands: 10,
  banners: 10,
  medicines: 10,
  offers: 10,
} as const;
export const SCROLL_THRESHOLD_PX = 10;
export const TOAST_DURATION_MS = 3000;
export const SKELETON_CARD_COUNT = 6;
export const DESCRIPTION_TRUNCATE_CHARS = 200;
export const PRICE_BUCKETS = [
  { id: '0-25', min: 0, max: 25 },
  { id: '25-50', min: 25, max: 50 },
  { id: '50-100', min: 50, max: 100 },
  { id: '100+', min: 100, max: Number.POSITIVE_INFINITY },
] as const;

export const TIME_ZONE = 'Asia/Kolkata';

export const SUPPORT = {
  phone: '1800-309-0101',
  phoneHref: 'tel:+9118003090101',
  email: 'support@arogya.in',
  grievanceEmail: 'grievance@arogya.in',
  hours: 'Monday to Saturday, 8:00 AM to 8:00 PM IST',
  address: {
    line1: 'Arogya Health Technologies Pvt. Ltd.',
    line2: '4th Floor, Prestige Tech Park, Outer Ring Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560103',
  },
} as const;

/**
 * How soon a complaint to the Grievance Officer is answered, as the Information Technology (Intermediary
 * Guidelines and Digital Media Ethics Code) Rules, 2021 (rule 3(2)) ask: acknowledged within 24 hours,
 * resolved within 15 days. The officer's name and contacts are data an admin sets (GET
 * /api/v1/grievance-officer, docs/product-rules.md#the-grievance-officer).
 */
export const GRIEVANCE_RESPONSE = { acknowledgeHours: 24, resolveDays: 15 } as const;

/** Accounts are for adults (age of majority in India); a guardian books care for a child. */
export const MIN_ACCOUNT_AGE_YEARS = 18;

/** Careers mailbox; the careers page lists no openings of its own. */
export const CAREERS_EMAIL = 'careers@arogya.in';

/** India's emergency numbers: Arogya is not for emergencies and says so wherever care is offered. */
export const EMERGENCY_NUMBERS = {
  general: '112',
  generalHref: 'tel:112',
  ambulance: '108',
  ambulanceHref: 'tel:108',
} as const;

/**
 * ₹1,23,456.50 — paise in, Indian grouping out (the last three digits, then pairs); whole rupees drop the
 * ".00". The same text as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` (checked
 * against it in constants.test.ts), written out because a browser building that formatter loads its
 * ICU data first: ~50 ms of a page's start-up on this machine, four times that on a mid-range phone
 * (docs/bench.md#lighthouse, round 9).
 */
export function formatInr(paise: number): string {
  const whole = Math.round(paise);
  const abs = Math.abs(whole);
  const rest = abs % PAISE_PER_RUPEE;
  const rupees = formatIndianNumber(Math.floor(abs / PAISE_PER_RUPEE));
  return `${whole < 0 ? '-' : ''}₹${rupees}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** A whole number with Indian grouping, as `toLocaleString('en-IN')` writes it: 12,34,567 (written out for
 * the reason formatInr is). */
export function formatIndianNumber(n: number): string {
  const whole = Math.round(n);
  const digits = String(Math.abs(whole));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * A count with its noun, singular for one ('1 doctor', '2 doctors', '1,20,000 medicines' in Indian digit
 * grouping): every count a screen, a message or a document shows goes through it (docs/screens.md#one-writing-style).
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatIndianNumber(n)} ${n === 1 ? one : many}`;
}

/** Shipping fee for a pharmacy subtotal: free at and above the threshold, else by zone. */
export function shippingFeePaise(subtotalPaise: number, zone: ShippingZone): number {
  return subtotalPaise >= FREE_SHIPPING_THRESHOLD_PAISE ? 0 : SHIPPING_FEE_PAISE[zone];
}

/** Whether cash on delivery may be offered for this order total and pin code. */
export function codAllowed(orderTotalPaise: number, pinCodeAllowsCod: boolean): boolean {
  return pinCodeAllowsCod && orderTotalPaise <= COD_LIMIT_PAISE;
}

// Lab tests with home sample collection (PRODUCT.md section 7; docs/product-rules.md).
/** Collection slots start on the hour from 06:00; the last one ends at 20:00 (Asia/Kolkata). */
export const LAB_SLOT_HOURS = { start: '06:00', end: '20:00' } as const;
export const LAB_SLOT_MINUTES = 60;
/** Tests that need fasting are collected in the morning only: slots starting before this time. */
export const LAB_FASTING_SLOT_CUTOFF = '10:00';
/** A slot can be booked until this long before it starts (the lab needs time to send a phlebotomist). */
export const LAB_BOOKING_LEAD_MINUTES = 120;
/** Days ahead a collection can be booked: today and the next 7 days. */
export const LAB_BOOKING_ADVANCE_DAYS = 7;
/** Free cancel or reschedule until this long before the slot; never once the sample is collected. */
export const LAB_CHANGE_CUTOFF_HOURS = 2;
export const LAB_MAX_RESCHEDULES = 3;
/** Tests and packages one booking may hold. */
export const LAB_BOOKING_MAX_ITEMS = 20;
/** Report PDFs: the same limit as every upload. */
export const LAB_REPORT_MAX_BYTES = UPLOAD_MAX_BYTES;

// Online payments (docs/product-rules.md#payments).
/** An unpaid online order holds its stock (or slot) this long, then is cancelled and released. */
export const PAYMENT_HOLD_MINUTES = 15;
/** A payment left created or authorized this long is settled by asking Razorpay. */
export const PAYMENT_RECONCILE_AFTER_MINUTES = 5;
/** Cancelling a paid order before dispatch refunds this share of what was paid. */
export const ORDER_CANCEL_REFUND_PERCENT = 100;
/** Cancelling a lab booking paid online, inside the free window (LAB_CHANGE_CUTOFF_HOURS), refunds this share. */
export const LAB_CANCEL_REFUND_PERCENT = 100;
/**
 * A "consult now" consultation (no slot) is booked from the moment it is asked for, this long: long enough to
 * pay within PAYMENT_HOLD_MINUTES and still talk.
 */
export const INSTANT_CONSULTATION_MINUTES = 30;
/** Cancelling a consultation paid online, up to APPOINTMENT_CHANGE_CUTOFF_HOURS before it, refunds this share. */
export const APPOINTMENT_CANCEL_REFUND_PERCENT = 100;

/**
 * The seller named on payment receipts (docs/product-rules.md#payments): Arogya's registered office in
 * Karnataka. Its GSTIN is configuration (`SELLER_GSTIN`), not a constant: a made-up one is never printed.
 */
export const SELLER = {
  legalName: SUPPORT.address.line1,
  address: `${SUPPORT.address.line2}, ${SUPPORT.address.city}, ${SUPPORT.address.state} ${SUPPORT.address.pinCode}`,
  state: SUPPORT.address.state,
} as const;

/**
 * GST on a receipt, by product kind: the HSN code and rate the price includes, at the rates in force from
 * 22 September 2025 (the 56th GST Council's: medicines and medical devices moved from 12% to 5%).
 * Medicines (HSN 3004) and medical devices (9018) at 5%, personal care (3304) and supplements (2106) at
 * 18%. Consultations and diagnostics are healthcare services, exempt (SAC 9993, 0%).
 */
export const GST_BY_PRODUCT_KIND = {
  medicine: { hsn: '3004', ratePercent: 5 },
  device: { hsn: '9018', ratePercent: 5 },
  'personal-care': { hsn: '3304', ratePercent: 18 },
  supplement: { hsn: '2106', ratePercent: 18 },
} as const;
export const GST_HEALTHCARE_SERVICES = { hsn: '9993', ratePercent: 0 } as const;
/**
 * The Smart Health Card is a membership of discounts and free services, not a healthcare service itself:
 * other services n.e.c. (SAC 999799) at 18%, the price including it. Without a buyer's address the place
 * of supply is the seller's state (docs/product-rules.md#payments).
 */
export const GST_HEALTH_CARD = { hsn: '999799', ratePercent: 18 } as const;

// Health card (docs/product-rules.md#family-members-and-the-health-card). Plans' prices and benefits are
// data in the database; these are the rules around them.
export const MAX_FAMILY_MEMBERS = 6;
/** Cancelling within this many days of purchase, with no benefit used, refunds in full. */
export const HEALTH_CARD_REFUND_DAYS = 14;
/** The app reminds the holder to renew from this many days before the last day. */
export const HEALTH_CARD_RENEWAL_REMINDER_DAYS = 15;
/** What a typical family spends in a year, to show what a plan is worth (stated on /healthcard). */
export const TYPICAL_FAMILY_YEAR = {
  people: 4,
  consultationFeePaise: rupees(500),
  labSpendPaise: rupees(6_000),
  medicineSpendPaise: rupees(24_000),
  pharmacyOrders: 8,
  deliveryFeePaise: rupees(50),
  checkupPricePaise: rupees(1_999),
} as const;

// Consult now (docs/product-rules.md#consult-now): the first available doctor of a specialty, paid at the
// specialty's instant fee. The API's CONSULT_NOW_* settings may change the three times (apps/api/src/config/env.ts).
/** A doctor offered a request has this long to accept it before it goes to the next doctor. */
export const CONSULT_OFFER_SECONDS = 30;
/** After this long without a doctor the waiting screen asks: keep waiting, or cancel for a full refund. */
export const CONSULT_PROMPT_MINUTES = 10;
/** Nobody accepted within this long: the request is cancelled and refunded in full, automatically. */
export const CONSULT_REFUND_MINUTES = 20;
/** A doctor whose desk has not been heard from for this long is offline (the desk's socket pings every 15 s). */
export const CONSULT_PRESENCE_TIMEOUT_SECONDS = 120;
/** Photos a patient may attach to the problem they describe. */
export const CONSULT_MAX_PHOTOS = 4;

/**
 * The most a person's unread count says (GET /api/v1/notifications/unread-count, the inbox page, the live inbox
 * event): counting stops there, so the count costs the same for a person with thousands unread (a doctor who
 * never opens the inbox); 100 means 100 or more, shown as '99+'.
 */
export const UNREAD_COUNT_CAP = 100;
