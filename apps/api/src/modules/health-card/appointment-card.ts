// Family members and the health card as the appointments module uses them (its BookingCard, handed in by
// src/compose.ts): who an online booking is for, and spending a free video consultation from the card's
// ledger.
import type { Db } from '../../db/client.ts';
import type { BookingCard } from '../appointments/appointments-deps.ts';
import { resolvePatient } from '../family/resolve-patient.ts';
import { liveCardFor, releaseCounted, spendCounted } from './card-benefits.ts';
import { createHealthCardDeps } from './health-card-deps.ts';

export function createAppointmentCard(db: Db): BookingCard {
  const deps = createHealthCardDeps(db);
  return {
    personFor: (userId, forWhom, now) => resolvePatient(deps.family, userId, forWhom, now),
    async spendFreeConsultation(holder, personKey, appointmentId, now) {
      const live = await liveCardFor(deps, holder, personKey, now);
      return (
        live !== undefined &&
        spendCounted(deps, live, 'consultation', { type: 'appointment', id: appointmentId }, now)
      );
    },
    async release(appointmentId, now) {
      await releaseCounted(deps, { type: 'appointment', id: appointmentId }, now);
    },
  };
}
