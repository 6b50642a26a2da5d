// The health card as something payable online (payments/payables.ts): its price from the database, made
// active by one conditional update when paid (valid from today, or from the day after the card it renews),
// released after PAYMENT_HOLD_MINUTES unpaid (docs/product-rules.md#family-members-and-the-health-card).
import { countOf, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { OrderPaymentStatus } from '@arogya/contracts/payments';
import { addDays, todayIn } from '../../lib/zoned-time.ts';
import type { Notify } from '../notifications/notify.ts';
import type { Payable, PayableAdapter } from '../payments/payables.ts';
import { statusOf, validityFor } from './card-rules.ts';
import {
  type CardWithPlan,
  createHealthCardRepository,
  type HealthCardRepository,
} from './health-card.repository.ts';
import { notifyCardBought } from './health-card-notifications.ts';

function state(card: CardWithPlan): Payable['state'] {
  if (card.status === 'awaiting_payment') return 'awaiting';
  if (card.paymentId) return 'paid';
  return 'closed';
}

export function createHealthCardPayable(cards: HealthCardRepository, notify: Notify): PayableAdapter {
  return {
    kind: 'health_card',
    async load(id) {
      const card = await cards.find(id);
      if (!card) return undefined;
      return {
        kind: 'health_card',
        id: card.id,
        userId: card.userId,
        reference: `HC-${card.cardNumber}`,
        amountPaise: card.pricePaise,
        description: `${card.plan.name}: Arogya Smart Health Card for ${countOf(card.plan.validityMonths, 'month')}`,
        state: state(card),
        paymentStatus: card.paymentStatus as OrderPaymentStatus,
        holdExpiresAt: card.holdExpiresAt,
      };
    },
    // In the transaction that captures the attempt (payments/settle-payment.ts): every read and write on it.
    async markPaid(id, payment, now, tx) {
      const cards = createHealthCardRepository(tx);
      const card = await cards.find(id);
      if (!card) return 'closed';
      // A renewal starts the day after the card still running ends; otherwise today.
      const running = (await cards.cardsOf(card.userId)).filter(
        (c) => c.id !== id && statusOf(c, now) === 'active' && c.validTo,
      );
      const lastDay = running
        .map((c) => c.validTo as string)
        .sort()
        .at(-1);
      const today = todayIn(now);
      const from = lastDay && lastDay >= today ? addDays(lastDay, 1) : today;
      const result = await cards.activate(
        id,
        { paymentId: payment.id, ...validityFor(from, card.plan.validityMonths) },
        now,
      );
      const bought = result === 'paid' ? await cards.find(id) : undefined;
      if (bought) await notifyCardBought(notify, tx, bought);
      return result;
    },
    listExpired: (now, limit) => cards.expiredHolds(now, limit),
    release: (id, now) =>
      cards.cancel(
        id,
        'awaiting_payment',
        {
          paymentStatus: 'not_paid',
          cancelReason: `Payment was not received within ${PAYMENT_HOLD_MINUTES} minutes`,
        },
        now,
      ),
    // On the transaction handed in (payments/refund-payment.ts applyRefundOutcome).
    setPaymentStatus: (id, status, now, tx) =>
      createHealthCardRepository(tx).setPaymentStatus(id, status, now),
    // A card has no timeline: its page shows the payment status, which setPaymentStatus keeps.
    async tell() {},
  };
}
