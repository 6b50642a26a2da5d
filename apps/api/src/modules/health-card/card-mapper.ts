// A card as its holder sees it: number, plan, people with the counted benefits each has left, validity,
// renewal and refund state, and its payment (method, Razorpay's reference). Picked fields only.
import type { HealthCard } from '@arogya/contracts/health-card';
import type { OrderPaymentStatus } from '@arogya/contracts/payments';
import { loadPaymentSummaries } from '../payments/payment-mapper.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { coveredPeople } from './card-people.ts';
import { daysLeft, renewalDue, statusOf, withinRefundWindow } from './card-rules.ts';
import type { CardWithPlan } from './health-card.repository.ts';
import type { HealthCardDeps } from './health-card-deps.ts';
import { benefitsOf } from './plan-mapper.ts';

/** 12 digits in groups of four, as printed on the card. */
export const printedNumber = (cardNumber: string) => cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

export async function mapCard(
  deps: HealthCardDeps,
  card: CardWithPlan,
  holder: { id: string; name: string },
  now: Date,
): Promise<HealthCard> {
  const [people, uses, usedEver, payments] = await Promise.all([
    coveredPeople(deps.family, holder, card.plan.maxPeople, now),
    deps.cards.liveUses(card.id),
    deps.cards.anyUse(card.id),
    loadPaymentSummaries(createPaymentsRepository(deps.db), 'health_card', [card]),
  ]);
  const payment = payments.get(card.id);
  if (!payment) throw new Error(`no payment summary for card ${card.id}`);
  const used = (personKey: string, benefit: string) =>
    uses.find((u) => u.personKey === personKey && u.benefit === benefit)?.n ?? 0;
  const status = statusOf(card, now);
  return {
    id: card.id,
    cardNumber: printedNumber(card.cardNumber),
    plan: {
      slug: card.plan.slug,
      name: card.plan.name,
      maxPeople: card.plan.maxPeople,
      benefits: benefitsOf(card.plan),
    },
    status,
    paymentStatus: card.paymentStatus as OrderPaymentStatus,
    pricePaise: card.pricePaise,
    holderName: holder.name,
    people: people.map((p) => ({
      ...p,
      freeConsultationsLeft: Math.max(
        0,
        card.plan.freeConsultationsPerPerson - used(p.personKey, 'consultation'),
      ),
      freeCheckupsLeft: Math.max(0, card.plan.freeCheckupsPerPerson - used(p.personKey, 'checkup')),
    })),
    validFrom: card.validFrom,
    validTo: card.validTo,
    renewalDue: renewalDue(card, now),
    renewal: null,
    daysLeft: daysLeft(card, now),
    refundable: status === 'active' && !usedEver && withinRefundWindow(card.paidAt, now),
    verifyPath: `/healthcard/verify/${card.verifyToken}`,
    holdExpiresAt: card.holdExpiresAt?.toISOString() ?? null,
    paidAt: card.paidAt?.toISOString() ?? null,
    payment,
  };
}
