// Family members and the health card as lab bookings use them (the labs module's LabCard, handed in by
// src/compose.ts): who the booking is for, the plan's lab discount when a live card covers them, and their free
// full-body checkup spent from the card's ledger.
import type { Db } from '../../db/client.ts';
import { resolvePatient } from '../family/resolve-patient.ts';
import type { LabCard } from '../labs/labs-deps.ts';
import { liveCardFor, releaseCounted, spendCounted } from './card-benefits.ts';
import { createHealthCardDeps } from './health-card-deps.ts';

export function createLabCard(db: Db): LabCard {
  const deps = createHealthCardDeps(db);
  return {
    async termsFor(holder, forWhom, now) {
      const person = await resolvePatient(deps.family, holder.id, forWhom, now);
      const live = await liveCardFor(deps, holder, person.personKey, now);
      return {
        familyMemberId: person.familyMemberId,
        person:
          person.name !== null && person.age !== null && person.sex !== null
            ? { name: person.name, age: person.age, sex: person.sex }
            : null,
        labDiscountPercent: live ? live.card.plan.labDiscountPercent : null,
        checkupLeft: async () => {
          if (!live) return false;
          const uses = await deps.cards.liveUses(live.card.id);
          const used = uses.find((u) => u.personKey === live.personKey && u.benefit === 'checkup')?.n ?? 0;
          return used < live.card.plan.freeCheckupsPerPerson;
        },
        spendCheckup: async (bookingId) =>
          live !== undefined &&
          spendCounted(deps, live, 'checkup', { type: 'lab_booking', id: bookingId }, now),
        release: async (bookingId) => {
          await releaseCounted(deps, { type: 'lab_booking', id: bookingId }, now);
        },
      };
    },
  };
}
