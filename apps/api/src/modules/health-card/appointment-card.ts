// Family members and the health card as the appointments module uses them (its BookingCard, handed in by
// src/compose.ts): who an online booking is for, whether the person has a free video consultation left (a
// quote), and spending one from the card's ledger.
import type { Db } from '../../db/client.ts';
import type { BookingCard } from '../appointments/appointments-deps.ts';
import { resolvePatient } from '../family/resolve-patient.ts';
import { countedLeft, liveCardFor, releaseCounted, spendCounted } from './card-benefits.ts';
import { createHealthCardDeps } from './health-card-deps.ts';

/** `resourceType`: what the free consultation is spent for: an appointment, or a consult-now request
 * (consult-now/create-consult-request.ts), whose consultation is recorded only once a doctor accepts. */
export function createAppointmentCard(db: Db, resourceType = 'appointment'): BookingCard {
  const deps = createHealthCardDeps(db);
  return {
    personFor: (userId, forWhom, now) => resolvePatient(deps.family, userId, forWhom, now),
    async spendFreeConsultation(holder, personKey, appointmentId, now) {
      const live = await liveCardFor(deps, holder, personKey, now);
      return (
        live !== undefined &&
        spendCounted(deps, live, 'consultation', { type: resourceType, id: appointmentId }, now)
      );
    },
    async release(appointmentId, now) {
      await releaseCounted(deps, { type: resourceType, id: appointmentId }, now);
    },
    async freeConsultationLeft(holder, personKey, now) {
      const live = await liveCardFor(deps, holder, personKey, now);
      return live !== undefined && (await countedLeft(deps, live, 'consultation')) > 0;
    },
  };
}
