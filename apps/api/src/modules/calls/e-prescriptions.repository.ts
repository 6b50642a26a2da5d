// The only place that reads and writes e-prescriptions. Writing one also writes the patient's prescription
// (the pharmacy's `prescriptions` table, same id, source 'doctor', via teleconsultation) in one transaction:
// it lists with their other prescriptions and an order of its medicines attaches it like an upload.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ePrescriptionItems, ePrescriptionLabTests, ePrescriptions } from '../../db/schema/calls.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { labItems } from '../../db/schema/labs.ts';
import { products } from '../../db/schema/pharmacy.ts';
import { prescriptions } from '../../db/schema/pharmacy-orders.ts';

export type NewEPrescription = typeof ePrescriptions.$inferInsert;
export type NewEPrescriptionItem = Omit<typeof ePrescriptionItems.$inferInsert, 'ePrescriptionId'>;

const PRESCRIBABLE_KINDS = ['medicine', 'supplement'];

export function createEPrescriptionsRepository(db: Db) {
  return {
    /** Medicines and supplements whose name or salt matches, for the doctor's picker. */
    async formulary(q: string, limit = 20) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({
          id: products.id,
          name: products.name,
          saltComposition: products.saltComposition,
          strength: products.strength,
          form: products.form,
          unit: products.unit,
          schedule: products.schedule,
        })
        .from(products)
        .where(
          and(
            inArray(products.kind, PRESCRIBABLE_KINDS),
            or(ilike(products.name, pattern), ilike(products.saltComposition, pattern)),
          ),
        )
        .orderBy(
          sql`${products.name} ilike ${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} desc`,
          asc(products.name),
        )
        .limit(limit);
    },

    async productsByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          name: products.name,
          kind: products.kind,
          saltComposition: products.saltComposition,
          schedule: products.schedule,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    async doctorCredentials(doctorId: string) {
      const [row] = await db
        .select({
          name: doctors.name,
          qualification: doctors.qualification,
          registrationNumber: doctors.registrationNumber,
          registrationCouncil: doctors.registrationCouncil,
        })
        .from(doctors)
        .where(eq(doctors.id, doctorId))
        .limit(1);
      return row;
    },

    /** `rx.id` is also the id of the patient's prescription row. */
    async insert(
      rx: Omit<NewEPrescription, 'prescriptionId'> & { id: string },
      items: NewEPrescriptionItem[],
      appointmentId: string | null,
      labTestIds: string[] = [],
      then: (tx: Db) => Promise<void> = async () => {},
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(prescriptions).values({
          id: rx.id,
          userId: rx.patientId,
          source: 'doctor',
          issuedAt: rx.issuedAt ?? new Date(),
          note: rx.advice ?? null,
          doctorId: rx.doctorId,
          doctorName: rx.doctorName,
          doctorRegistration: rx.doctorRegistration,
          doctorCouncil: rx.doctorCouncil,
          appointmentId,
          // The family member the consultation's appointment was for, by the name the call carries.
          familyMemberId: appointmentId
            ? sql`(SELECT family_member_id FROM appointments WHERE id = ${appointmentId})`
            : null,
          patientName: appointmentId
            ? sql`(SELECT CASE WHEN family_member_id IS NOT NULL THEN ${rx.patientName}::text END FROM appointments WHERE id = ${appointmentId})`
            : null,
          viaTeleconsultation: true,
          items: items.map((i) => ({
            name: i.name,
            dosage: i.dose,
            frequency: i.frequency,
            duration: `${i.durationDays} day${i.durationDays === 1 ? '' : 's'}`,
            instructions: i.instructions ?? null,
          })),
        });
        await tx.insert(ePrescriptions).values({ ...rx, prescriptionId: rx.id });
        if (items.length > 0) {
          await tx.insert(ePrescriptionItems).values(items.map((i) => ({ ...i, ePrescriptionId: rx.id })));
        }
        if (labTestIds.length > 0) {
          await tx
            .insert(ePrescriptionLabTests)
            .values(labTestIds.map((itemId, position) => ({ ePrescriptionId: rx.id, itemId, position })));
        }
        await then(tx);
      });
    },

    /** Lab tests and packages by id (for the advised tests). */
    async labItemsByIds(ids: string[]) {
      return ids.length === 0 ? [] : db.select().from(labItems).where(inArray(labItems.id, ids));
    },

    async findById(id: string) {
      const [rx] = await db.select().from(ePrescriptions).where(eq(ePrescriptions.id, id)).limit(1);
      if (!rx) return undefined;
      const items = await db
        .select({
          item: ePrescriptionItems,
          pricePaise: products.pricePaise,
          mrpPaise: products.mrpPaise,
          unit: products.unit,
          manufacturer: products.manufacturer,
          stock: products.stock,
        })
        .from(ePrescriptionItems)
        .innerJoin(products, eq(products.id, ePrescriptionItems.productId))
        .where(eq(ePrescriptionItems.ePrescriptionId, id))
        .orderBy(asc(ePrescriptionItems.position));
      const labTests = (
        await db
          .select({ item: labItems })
          .from(ePrescriptionLabTests)
          .innerJoin(labItems, eq(labItems.id, ePrescriptionLabTests.itemId))
          .where(eq(ePrescriptionLabTests.ePrescriptionId, id))
          .orderBy(asc(ePrescriptionLabTests.position))
      ).map((r) => r.item);
      return { rx, items, labTests };
    },
  };
}
export type EPrescriptionsRepository = ReturnType<typeof createEPrescriptionsRepository>;
export type EPrescriptionRecord = NonNullable<Awaited<ReturnType<EPrescriptionsRepository['findById']>>>;
