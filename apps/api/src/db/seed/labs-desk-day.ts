// The demo lab's desk has a collection on the day the database is seeded (docs/product-rules.md#demo-data):
// the demo patient's fourth HbA1c of the year at Nandi Clinical Laboratory, 07:00, its phlebotomist
// assigned. The desk collects, processes and reports nothing before a booking's day
// (modules/labs/lab-rules.ts `beforeCollectionDay`), so this is the booking a lab user (and the end-to-end
// test) can take from collection to report on the day they try it. A seeder of its own (labs-desk-day v1),
// so a database seeded before gets it on its next start, for that day.
import { sql } from 'drizzle-orm';
import { todayIn, zonedToUtc } from '../../lib/zoned-time.ts';
import type { Db } from '../client.ts';
import { labBookingEvents, labBookingItems, labBookings, labSlotCounters } from '../schema/labs.ts';
import { DEMO_LAB_ID, itemIdOf } from './labs.ts';
import type { Seeder } from './seeder.ts';

const DEMO_LAB_USER = 'usr_demo_lab';
const DEMO_PATIENT = 'usr_demo_patient';
const SLOT = '07:00';

export const labsDeskDaySeeder: Seeder = {
  domain: 'labs-desk-day',
  version: 1,
  async run(db: Db) {
    const date = todayIn(new Date());
    const hba1c = itemIdOf('DIA004');
    const found = (await db.execute(sql`
      select m.price_paise, i.mrp_paise, i.code, i.slug, i.name, l.collection_capacity_per_slot as capacity
        from lab_menu m join lab_items i on i.id = m.item_id join labs l on l.id = m.lab_id
       where m.lab_id = ${DEMO_LAB_ID} and m.item_id = ${hba1c} and m.active`)) as unknown as {
      rows: {
        price_paise: number;
        mrp_paise: number;
        code: string;
        slug: string;
        name: string;
        capacity: number;
      }[];
    };
    const line = found.rows[0];
    if (!line) return;
    const [seq] = (
      (await db.execute(sql`select nextval('lab_booking_number_seq')::int as n`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const id = `labbk_demo_day_${date.replaceAll('-', '')}`;
    const orderNumber = `LAB-${date.slice(0, 4)}-${String(seq?.n ?? 0).padStart(6, '0')}`;
    const slotStartsAt = zonedToUtc(date, 7 * 60);
    const created = new Date(slotStartsAt.getTime() - 2 * 86_400_000);
    await db
      .insert(labSlotCounters)
      .values({ labId: DEMO_LAB_ID, date, slot: SLOT, capacity: Number(line.capacity), booked: 1 })
      .onConflictDoUpdate({
        target: [labSlotCounters.labId, labSlotCounters.date, labSlotCounters.slot],
        set: { booked: sql`${labSlotCounters.booked} + 1` },
      });
    await db.insert(labBookings).values({
      id,
      orderNumber,
      userId: DEMO_PATIENT,
      labId: DEMO_LAB_ID,
      status: 'phlebotomist_assigned',
      patientFor: 'self',
      patientName: 'Priya Sharma',
      patientAge: 34,
      patientSex: 'female',
      address: {
        name: 'Priya Sharma',
        phone: '9876543210',
        line1: 'Flat 302, Lakeview Residency, 5th Cross',
        line2: '8th Block, Koramangala',
        landmark: 'Near Forum Mall',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560034',
      },
      pinCode: '560034',
      date,
      slot: SLOT,
      slotStartsAt,
      subtotalPaise: Number(line.price_paise),
      mrpTotalPaise: Number(line.mrp_paise),
      totalPaise: Number(line.price_paise),
      paymentMethod: 'pay_at_collection',
      paymentStatus: 'pending',
      fastingHours: 0,
      preparation: [],
      phlebotomistName: 'Manjunath K',
      phlebotomistPhone: '9845012345',
      createdAt: created,
      updatedAt: created,
    });
    await db.insert(labBookingItems).values({
      bookingId: id,
      itemId: hba1c,
      kind: 'test',
      code: line.code,
      slug: line.slug,
      name: line.name,
      pricePaise: Number(line.price_paise),
      mrpPaise: Number(line.mrp_paise),
      testCount: 1,
    });
    await db.insert(labBookingEvents).values([
      { bookingId: id, status: 'booked', actorId: DEMO_PATIENT, at: created },
      {
        bookingId: id,
        status: 'phlebotomist_assigned',
        actorId: DEMO_LAB_USER,
        note: 'Manjunath K',
        at: created,
      },
    ]);
  },
};
