// What the payments module needs from anything that can be paid online (docs/product-rules.md#payments).
// A medicine order is one (orders/medicine-order-payable.ts); a lab booking, a consultation and the health
// card plug in by implementing this and being handed to the payments routes in src/compose.ts. The payments module
// imports no payable's module, so they may import it.
import type { OrderPaymentStatus, PayableKind } from '@arogya/contracts/payments';
import type { Db } from '../../db/client.ts';

/** The signed-in patient paying: Checkout is prefilled with their name, e-mail and phone. */
export type Payer = { id: string; name: string; email: string | null; phone: string };

export type Payable = {
  kind: PayableKind;
  id: string;
  userId: string;
  /** Our number for it (the Razorpay order's receipt), e.g. ORD-2026-001001. */
  reference: string;
  amountPaise: number;
  description: string;
  /** awaiting: may be paid now; paid; closed: cancelled or released, can no longer be paid. */
  state: 'awaiting' | 'paid' | 'closed';
  paymentStatus: OrderPaymentStatus;
  holdExpiresAt: Date | null;
};

/** paid: this call paid it; already_paid: by this same payment; duplicate: by another; closed: released. */
export type MarkPaidResult = 'paid' | 'already_paid' | 'duplicate' | 'closed';

export type PayableAdapter = {
  kind: PayableKind;
  load(id: string): Promise<Payable | undefined>;
  /**
   * Marks it paid if still awaiting, in one conditional update: 'paid' only for the call that did it. Runs on
   * `db`, the transaction that marks the attempt captured (settle-payment.ts), and on nothing else.
   */
  markPaid(
    id: string,
    payment: { id: string; method: string | null },
    now: Date,
    db: Db,
  ): Promise<MarkPaidResult>;
  /** Awaiting payables whose hold ended before `now`. */
  listExpired(now: Date, limit: number): Promise<string[]>;
  /** Cancels it and releases its hold if still awaiting payment; true when this call did. */
  release(id: string, now: Date): Promise<boolean>;
  /**
   * Records where its money stands (refund initiated, refunded, refund failed), on `db`: the transaction
   * that settles the refund (refund-payment.ts applyRefundOutcome), so the refund, the payment and the
   * payable move together or not at all.
   */
  setPaymentStatus(id: string, status: OrderPaymentStatus, now: Date, db: Db): Promise<void>;
  /** Tells the patient something about their money on the payable's own timeline, on `db` (as above). */
  tell(id: string, note: string, db: Db): Promise<void>;
  /**
   * After the transaction that paid it has committed (settle-payment.ts), once, in the process that paid it:
   * work the payment starts that must see it paid (a consult-now request joins the match at once).
   */
  afterPaid?(id: string, now: Date): Promise<void>;
};

export type Payables = Partial<Record<PayableKind, PayableAdapter>>;
