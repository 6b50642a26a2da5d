// Reads everything Arogya holds about one person, for their data export and account deletion
// (docs/product-rules.md#accounts-and-privacy). It reads across domains on purpose: this is the one place
// that must see it all.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  calls,
  ePrescriptionItems,
  ePrescriptions,
  teleconsultationConsents,
} from '../../db/schema/calls.ts';
import { consultOffers, consultPhotos, consultRequests } from '../../db/schema/consult-now.ts';
import { appointments, favouriteDoctors, reviews, vitals } from '../../db/schema/doctors.ts';
import { familyMembers, healthCardBenefitUses, healthCards } from '../../db/schema/health-card.ts';
import { labBookingEvents, labBookingItems, labBookings, labResults } from '../../db/schema/labs.ts';
import { notificationPreferences, notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { emailVerifications, otpCodes } from '../../db/schema/otp-codes.ts';
import { passwordResetTokens } from '../../db/schema/password-resets.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { productReviews, wishlistItems } from '../../db/schema/pharmacy.ts';
import { addresses, orderItems, orders, prescriptions } from '../../db/schema/pharmacy-orders.ts';
import { auditLog } from '../../db/schema/system.ts';

export function createPersonalDataRepository(db: Db) {
  return {
    async collect(userId: string) {
      const [
        appts,
        doctorReviews,
        favourites,
        vitalSigns,
        addressBook,
        scripts,
        orderRows,
        productRevs,
        wishlist,
        accessLog,
      ] = await Promise.all([
        db
          .select()
          .from(appointments)
          .where(eq(appointments.patientId, userId))
          .orderBy(desc(appointments.startsAt)),
        db.select().from(reviews).where(eq(reviews.patientId, userId)),
        db.select().from(favouriteDoctors).where(eq(favouriteDoctors.userId, userId)),
        db.select().from(vitals).where(eq(vitals.patientId, userId)),
        db.select().from(addresses).where(eq(addresses.userId, userId)),
        db.select().from(prescriptions).where(eq(prescriptions.userId, userId)),
        db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)),
        db.select().from(productReviews).where(eq(productReviews.userId, userId)),
        db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)),
        db.select().from(auditLog).where(eq(auditLog.subjectUserId, userId)).orderBy(desc(auditLog.at)),
      ]);
      const items = orderRows.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                orderRows.map((o) => o.id),
              ),
            )
        : [];
      const [consultations, consents, ePrescriptionRows] = await Promise.all([
        db.select().from(calls).where(eq(calls.patientId, userId)).orderBy(desc(calls.createdAt)),
        db.select().from(teleconsultationConsents).where(eq(teleconsultationConsents.userId, userId)),
        db.select().from(ePrescriptions).where(eq(ePrescriptions.patientId, userId)),
      ]);
      const ePrescriptionLines = ePrescriptionRows.length
        ? await db
            .select()
            .from(ePrescriptionItems)
            .where(
              inArray(
                ePrescriptionItems.ePrescriptionId,
                ePrescriptionRows.map((e) => e.id),
              ),
            )
        : [];
      const labRows = await db
        .select()
        .from(labBookings)
        .where(eq(labBookings.userId, userId))
        .orderBy(desc(labBookings.createdAt));
      const labIds = labRows.map((b) => b.id);
      const [labItemRows, labEventRows, labResultRows] = labIds.length
        ? await Promise.all([
            db.select().from(labBookingItems).where(inArray(labBookingItems.bookingId, labIds)),
            db.select().from(labBookingEvents).where(inArray(labBookingEvents.bookingId, labIds)),
            db.select().from(labResults).where(inArray(labResults.bookingId, labIds)),
          ])
        : [[], [], []];
      // Family members (archived ones too) and health cards; a card's QR secret is left out of the export.
      const [family, cardRows] = await Promise.all([
        db.select().from(familyMembers).where(eq(familyMembers.userId, userId)),
        db
          .select()
          .from(healthCards)
          .where(eq(healthCards.userId, userId))
          .orderBy(desc(healthCards.createdAt)),
      ]);
      const cardUses = cardRows.length
        ? await db
            .select()
            .from(healthCardBenefitUses)
            .where(
              inArray(
                healthCardBenefitUses.cardId,
                cardRows.map((c) => c.id),
              ),
            )
        : [];
      // Password reset links asked for: never the token's hash.
      const resetRows = await db
        .select({
          id: passwordResetTokens.id,
          createdAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
          requestedIp: passwordResetTokens.requestedIp,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
        .orderBy(desc(passwordResetTokens.createdAt));
      // Codes and e-mail links sent: never a code's or a link's hash.
      const codeRows = await db
        .select({
          id: otpCodes.id,
          phone: otpCodes.phone,
          purpose: otpCodes.purpose,
          channel: otpCodes.channel,
          createdAt: otpCodes.createdAt,
          expiresAt: otpCodes.expiresAt,
          tries: otpCodes.tries,
          usedAt: otpCodes.usedAt,
          requestedIp: otpCodes.requestedIp,
        })
        .from(otpCodes)
        .where(eq(otpCodes.userId, userId))
        .orderBy(desc(otpCodes.createdAt));
      const emailLinkRows = await db
        .select({
          id: emailVerifications.id,
          email: emailVerifications.email,
          createdAt: emailVerifications.createdAt,
          expiresAt: emailVerifications.expiresAt,
          usedAt: emailVerifications.usedAt,
        })
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, userId))
        .orderBy(desc(emailVerifications.createdAt));
      const paymentRows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt));
      const refundRows = paymentRows.length
        ? await db
            .select()
            .from(refunds)
            .where(
              inArray(
                refunds.paymentId,
                paymentRows.map((p) => p.id),
              ),
            )
        : [];
      // Consult-now requests with their photos' records (not the files) and the offers made to doctors.
      const consultRows = await db
        .select()
        .from(consultRequests)
        .where(eq(consultRequests.patientId, userId))
        .orderBy(desc(consultRequests.createdAt));
      const consultIds = consultRows.map((r) => r.id);
      const [photoRows, offerRows] = consultIds.length
        ? await Promise.all([
            db.select().from(consultPhotos).where(inArray(consultPhotos.requestId, consultIds)),
            db.select().from(consultOffers).where(inArray(consultOffers.requestId, consultIds)),
          ])
        : [[], []];
      return {
        consultRequests: consultRows.map((r) => ({
          ...r,
          photos: photoRows.filter((p) => p.requestId === r.id),
          offers: offerRows.filter((o) => o.requestId === r.id),
        })),
        familyMembers: family,
        payments: paymentRows.map((p) => ({ ...p, refunds: refundRows.filter((r) => r.paymentId === p.id) })),
        healthCards: cardRows.map(({ verifyToken: _secret, ...c }) => ({
          ...c,
          benefitsUsed: cardUses.filter((u) => u.cardId === c.id),
        })),
        labBookings: labRows.map((b) => ({
          ...b,
          items: labItemRows.filter((i) => i.bookingId === b.id),
          events: labEventRows.filter((e) => e.bookingId === b.id),
          results: labResultRows.filter((r) => r.bookingId === b.id),
        })),
        consultations,
        teleconsultationConsents: consents,
        ePrescriptions: ePrescriptionRows.map((e) => ({
          ...e,
          items: ePrescriptionLines.filter((i) => i.ePrescriptionId === e.id),
        })),
        appointments: appts,
        doctorReviews,
        favouriteDoctors: favourites,
        vitals: vitalSigns,
        addresses: addressBook,
        prescriptions: scripts,
        orders: orderRows.map((o) => ({ ...o, items: items.filter((i) => i.orderId === o.id) })),
        productReviews: productRevs,
        wishlist,
        accessLog,
        ...(await notificationsOf(db, userId)),
        passwordResets: resetRows,
        oneTimeCodes: codeRows,
        emailVerifications: emailLinkRows,
      };
    },
    /**
     * Gives back the collection-slot places of the person's lab bookings still waiting for collection, so
     * the deletion that removes those bookings leaves the labs' slots right.
     */
    async releaseLabSlots(userId: string): Promise<void> {
      await db.execute(sql`
        update lab_slot_counters c set booked = greatest(c.booked - x.n, 0)
        from (
          select lab_id, date, slot, count(*)::int as n from lab_bookings
          where user_id = ${userId} and status in ('booked', 'phlebotomist_assigned')
          group by lab_id, date, slot
        ) x
        where c.lab_id = x.lab_id and c.date = x.date and c.slot = x.slot`);
    },
    async storedFileKeys(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: prescriptions.fileKey })
        .from(prescriptions)
        .where(eq(prescriptions.userId, userId));
      const reports = await db
        .select({ key: labBookings.reportFileKey })
        .from(labBookings)
        .where(eq(labBookings.userId, userId));
      const photos = await db
        .select({ key: consultPhotos.fileKey })
        .from(consultPhotos)
        .where(eq(consultPhotos.userId, userId));
      return [...rows, ...reports, ...photos].map((r) => r.key).filter((k): k is string => Boolean(k));
    },
  };
}

/** The person's messages (every channel, newest first), channel choices and allowed browsers. */
async function notificationsOf(db: Db, userId: string) {
  const [messages, preferences, browsers] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        category: notifications.category,
        channel: notifications.channel,
        toAddress: notifications.toAddress,
        data: notifications.data,
        secretDataKeys: notifications.secretDataKeys,
        link: notifications.link,
        status: notifications.status,
        dueAt: notifications.dueAt,
        sentAt: notifications.sentAt,
        deliveredAt: notifications.deliveredAt,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.recipientUserId, userId))
      .orderBy(desc(notifications.id)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db
      .select({
        endpoint: pushSubscriptions.endpoint,
        userAgent: pushSubscriptions.userAgent,
        createdAt: pushSubscriptions.createdAt,
        lastUsedAt: pushSubscriptions.lastUsedAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  // An appointment's calendar file is in its own record; the message keeps only what it said. A secret it
  // carries (a password reset link not yet blanked) stays out.
  const withoutFiles = messages.map(({ data, secretDataKeys, ...m }) => {
    const { ics: _file, ...rest } = (data ?? {}) as Record<string, unknown>;
    for (const key of secretDataKeys) if (key in rest) rest[key] = null;
    return { ...m, data: rest };
  });
  return { notifications: withoutFiles, notificationPreferences: preferences, pushSubscriptions: browsers };
}
