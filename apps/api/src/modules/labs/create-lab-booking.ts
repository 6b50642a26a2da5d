// Books a home collection (POST /api/v1/labs/bookings), priced from the chosen lab's menu only; a price
// sent by the browser is never read. Refusals: 404 unknown item, lab or saved address; 422 the lab does
// not collect at the address's pin code or does not run an item, the slot is not offered (out of hours,
// too soon, too far ahead, after the fasting cutoff), online payment not offered; 409 the slot is full (the
// database holds capacity). A booking to pay online holds its slot for PAYMENT_HOLD_MINUTES awaiting
// payment (docs/product-rules.md#payments); the payment is started by POST /api/v1/payments. One with
// nothing to pay (a free health card checkup) needs no payment.
import { randomUUID } from 'node:crypto';
import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { CreateLabBookingRequest, LabBooking } from '@arogya/contracts/labs';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { notifyLabBookingConfirmed } from './lab-booking-notifications.ts';
import { SlotFullError } from './lab-bookings.repository.ts';
import { checkupLine, labCardBenefit } from './lab-card-benefit.ts';
import { preparationLines } from './lab-preparation.ts';
import { formatLabOrderNumber, SLOT_REFUSAL_MESSAGES, slotInstant, slotRefusal } from './lab-rules.ts';
import type { LabsDeps } from './labs-deps.ts';
import { loadLabBooking } from './load-lab-booking.ts';

type Input = z.output<typeof CreateLabBookingRequest>;
const PG_CHECK_VIOLATION = '23514';
export const SLOT_FULL_MESSAGE = 'This collection slot has just been filled. Please choose another slot.';

async function collectionAddress(deps: LabsDeps, user: Actor, input: Input) {
  if (input.addressId) {
    const a = await deps.addresses.find(user.id, input.addressId);
    if (!a) throw AppError.notFound('Address not found');
    return {
      name: a.name,
      phone: a.phone,
      line1: a.line1,
      line2: a.line2,
      landmark: a.landmark,
      city: a.city,
      state: a.state,
      pinCode: a.pinCode,
    };
  }
  const a = input.address;
  if (!a)
    throw AppError.invalid('Choose a saved address or enter one', [
      { field: 'addressId', message: 'Required' },
    ]);
  return {
    name: a.name,
    phone: a.phone,
    line1: a.line1,
    line2: a.line2 ?? null,
    landmark: a.landmark ?? null,
    city: a.city,
    state: a.state,
    pinCode: a.pinCode,
  };
}

export async function createLabBooking(
  deps: LabsDeps,
  user: Actor,
  input: Input,
  now: Date,
): Promise<LabBooking> {
  if (input.paymentMethod === 'online' && !deps.online) {
    throw AppError.rule('Online payment is not available. Please choose to pay at collection.');
  }
  const items = await deps.labs.itemsByIds(input.itemIds);
  if (items.length !== input.itemIds.length) throw AppError.notFound('Test or package not found');
  const lab = await deps.labs.findLab(input.labId);
  if (!lab) throw AppError.notFound('Lab not found');
  const address = await collectionAddress(deps, user, input);
  if (!(await deps.labs.collectsAt(lab.id, address.pinCode))) {
    throw AppError.rule(
      `${lab.name} does not collect samples at pin code ${address.pinCode}. Choose another lab.`,
    );
  }
  const prices = await deps.labs.pricesAt(lab.id, input.itemIds);
  const missing = items.filter((i) => !prices.has(i.id));
  if (missing.length > 0) {
    throw AppError.rule(
      `${lab.name} does not run ${missing.map((i) => i.name).join(', ')}. Choose another lab.`,
    );
  }
  const fastingHours = Math.max(0, ...items.map((i) => i.fastingHours));
  const refusal = slotRefusal(input.date, input.slot, fastingHours, now);
  if (refusal) throw AppError.rule(SLOT_REFUSAL_MESSAGES[refusal]);

  const ordered = input.itemIds.map((id) => items.find((i) => i.id === id)).filter((i) => i !== undefined);
  const lines = ordered.map((i) => ({
    itemId: i.id,
    kind: i.type,
    code: i.code,
    slug: i.slug,
    name: i.name,
    pricePaise: prices.get(i.id) ?? 0,
    mrpPaise: i.mrpPaise,
    testCount: i.testCount,
  }));
  const subtotalPaise = lines.reduce((s, l) => s + l.pricePaise, 0);
  const id = randomUUID();
  // The health card (docs/product-rules.md#family-members-and-the-health-card): the cheapest full-body
  // checkup in the booking is free while the person has their yearly one left (spent in the card's ledger),
  // and the plan's percentage comes off the rest, to the nearest paisa.
  const card = await deps.card.termsFor(user, input.forWhom, now);
  // Someone else, named at checkout and not a family member, is not covered by the holder's card
  // (lib/person.ts): they pay in full and spend none of the holder's benefits.
  const someoneElse = card.familyMemberId === null && input.patient.for === 'other';
  let cardDiscountPaise = 0;
  let freeCheckup = false;
  if (card.labDiscountPercent !== null && !someoneElse) {
    const checkup = checkupLine(lines, ordered);
    freeCheckup = checkup !== undefined && (await card.spendCheckup(id));
    const benefit = labCardBenefit(subtotalPaise, freeCheckup ? checkup : undefined, card.labDiscountPercent);
    cardDiscountPaise = benefit.checkupPaise + benefit.percentPaise;
  }
  const person = card.person;
  const totalPaise = subtotalPaise - cardDiscountPaise;
  const online = input.paymentMethod === 'online' && totalPaise > 0;
  const preparation = preparationLines(ordered);
  try {
    const row = await deps.bookings.place(
      {
        id,
        userId: user.id,
        labId: lab.id,
        status: 'booked',
        patientFor: person ? 'other' : input.patient.for,
        patientName: person ? person.name : input.patient.for === 'other' ? input.patient.name : user.name,
        patientAge: person ? person.age : input.patient.age,
        // Lab reference ranges know male and female only: a member recorded otherwise keeps the form's choice.
        patientSex:
          person && (person.sex === 'male' || person.sex === 'female') ? person.sex : input.patient.sex,
        familyMemberId: card.familyMemberId,
        cardDiscountPaise,
        address,
        pinCode: address.pinCode,
        date: input.date,
        slot: input.slot,
        slotStartsAt: slotInstant(input.date, input.slot),
        subtotalPaise,
        mrpTotalPaise: lines.reduce((s, l) => s + l.mrpPaise, 0),
        totalPaise,
        paymentMethod: online ? 'online' : 'pay_at_collection',
        paymentStatus: online ? 'awaiting_payment' : 'pending',
        holdExpiresAt: online ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000) : null,
        fastingHours,
        preparation: preparation.en,
        preparationHi: preparation.hi,
        createdAt: now,
        updatedAt: now,
      },
      lines,
      lab.collectionCapacityPerSlot,
      Number(todayIn(now).slice(0, 4)),
      formatLabOrderNumber,
      // Confirmed now when paid at collection; one paid online is confirmed once paid (lab-booking-payable.ts).
      async (tx, placed) => {
        if (!online) await notifyLabBookingConfirmed(deps.notify, tx, placed, now);
      },
    );
    return loadLabBooking(deps, row, now);
  } catch (err) {
    if (freeCheckup) await card.release(id);
    if (err instanceof SlotFullError) throw AppError.conflict(SLOT_FULL_MESSAGE);
    if (violatedConstraint(err, PG_CHECK_VIOLATION) === 'lab_slot_counters_capacity')
      throw AppError.conflict(SLOT_FULL_MESSAGE);
    throw err;
  }
}
