// Family members and the health card as medicine orders use them (the orders module's OrderCard, handed in
// by src/compose.ts): who the order is for, and the card's medicine discount and free delivery when that
// person is covered by a card live now.
import type { Db } from '../../db/client.ts';
import { resolvePatient } from '../family/resolve-patient.ts';
import type { OrderCard } from '../orders/orders-deps.ts';
import { liveCardFor } from './card-benefits.ts';
import { createHealthCardDeps } from './health-card-deps.ts';

export function createOrderCard(db: Db): OrderCard {
  const deps = createHealthCardDeps(db);
  return {
    async termsFor(holder, forWhom, now) {
      const person = await resolvePatient(deps.family, holder.id, forWhom, now);
      const live = await liveCardFor(deps, holder, person.personKey, now);
      return {
        familyMemberId: person.familyMemberId,
        person: person.name !== null && person.age !== null ? { name: person.name, age: person.age } : null,
        terms: live
          ? {
              medicineDiscountPercent: live.card.plan.medicineDiscountPercent,
              freeDelivery: live.card.plan.freeDelivery,
            }
          : null,
      };
    },
  };
}
