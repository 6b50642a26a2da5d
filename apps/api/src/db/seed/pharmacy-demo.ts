// The demo patient's pharmacy history: a saved address, a prescription issued by the demo doctor after
// her completed consultation, a delivered order, a cancelled one, and one awaiting prescription
// verification (so the demo pharmacist's queue is not empty). Fixed dates in November 2026.

import { formatOrderNumber } from '@arogya/contracts/pharmacy';
import { eq, sql } from 'drizzle-orm';
import { orderTotals } from '../../modules/pricing/order-pricing.ts';
import type { Db } from '../client.ts';
import { doctors } from '../schema/doctors.ts';
import { addresses, orderEvents, orderItems, orders, prescriptions } from '../schema/pharmacy-orders.ts';
import { users } from '../schema/users.ts';
import type { ProductRow } from './pharmacy-build.ts';

const PATIENT = 'usr_demo_patient';
const PHARMACIST = 'usr_demo_pharmacist';
const ADDRESS = {
  name: 'Priya Sharma',
  phone: '9876543210',
  line1: 'Flat 302, Lakeview Residency, 5th Cross',
  line2: '8th Block, Koramangala',
  landmark: 'Near Forum Mall',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560034',
};

type Step = [status: string, at: string, note?: string];
type DemoOrder = {
  id: string;
  createdAt: string;
  lines: [string, number][];
  status: string;
  prescription?: string;
  steps: Step[];
  cancelReason?: string;
  deliveredAt?: string;
};

const ORDERS: DemoOrder[] = [
  {
    id: 'ord_demo_1',
    createdAt: '2026-11-06T10:15:00+05:30',
    lines: [
      ['prd_dolo-650-tablet', 2],
      ['prd_shelcal-500-tablets', 1],
      ['prd_dr-trust-fingertip-pulse-oximeter', 1],
    ],
    status: 'delivered',
    steps: [
      ['confirmed', '2026-11-06T10:15:00+05:30'],
      ['packed', '2026-11-06T16:40:00+05:30'],
      ['shipped', '2026-11-07T09:30:00+05:30'],
      ['delivered', '2026-11-09T13:05:00+05:30'],
    ],
    deliveredAt: '2026-11-09T13:05:00+05:30',
  },
  {
    id: 'ord_demo_2',
    createdAt: '2026-11-12T19:40:00+05:30',
    lines: [
      ['prd_cetaphil-gentle-skin-cleanser', 1],
      ['prd_neutrogena-ultra-sheer-sunscreen-spf-50', 1],
    ],
    status: 'cancelled',
    steps: [
      ['confirmed', '2026-11-12T19:40:00+05:30'],
      ['cancelled', '2026-11-12T21:02:00+05:30', 'Ordered by mistake'],
    ],
    cancelReason: 'Ordered by mistake',
  },
  {
    id: 'ord_demo_3',
    createdAt: '2026-11-20T11:20:00+05:30',
    lines: [
      ['prd_telma-40-tablet', 2],
      ['prd_atorva-10-tablet', 1],
    ],
    status: 'awaiting_prescription',
    prescription: 'rx_demo_doctor',
    steps: [['awaiting_prescription', '2026-11-20T11:20:00+05:30']],
  },
];

export async function seedPharmacyDemo(db: Db, productRows: ProductRow[]) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.id, PATIENT));
  if (!demo) return;
  await db
    .insert(addresses)
    .values({ id: 'adr_demo_home', userId: PATIENT, label: 'Home', ...ADDRESS, isDefault: true });

  const [doctor] = await db.select().from(doctors).where(eq(doctors.id, 'doc_001'));
  if (doctor) {
    await db.insert(prescriptions).values({
      id: 'rx_demo_doctor',
      userId: PATIENT,
      source: 'doctor',
      issuedAt: new Date('2026-11-10T17:00:00+05:30'),
      doctorId: doctor.id,
      doctorName: doctor.name,
      doctorRegistration: doctor.registrationNumber,
      doctorCouncil: doctor.registrationCouncil,
      viaTeleconsultation: false,
      items: [
        {
          name: 'Telma 40 Tablet',
          dosage: '1 tablet',
          frequency: 'Once daily, morning',
          duration: '30 days',
          instructions: 'Check BP weekly',
        },
        {
          name: 'Atorva 10 Tablet',
          dosage: '1 tablet',
          frequency: 'Once daily, night',
          duration: '30 days',
          instructions: null,
        },
      ],
      note: 'Follow-up after one month with BP readings.',
      createdAt: new Date('2026-11-10T17:00:00+05:30'),
    });
  }

  const byId = new Map(productRows.map((p) => [p.id, p]));
  for (const o of ORDERS) {
    if (o.prescription && !doctor) continue;
    const lines = o.lines.map(([id, quantity]) => {
      const p = byId.get(id);
      if (!p) throw new Error(`Demo order product ${id} is not in the catalogue`);
      return { p, quantity, unitPricePaise: p.pricePaise, unitMrpPaise: p.mrpPaise };
    });
    const totals = orderTotals(lines, 'metro', 'cod');
    const result = (await db.execute(sql`select nextval('order_number_seq') as n`)) as unknown as {
      rows: { n: string }[];
    };
    const seq = result.rows[0];
    await db.insert(orders).values({
      id: o.id,
      orderNumber: formatOrderNumber(2026, Number(seq?.n)),
      userId: PATIENT,
      status: o.status,
      paymentMethod: 'cod',
      address: { ...ADDRESS },
      pinCode: ADDRESS.pinCode,
      zone: 'metro',
      subtotalPaise: totals.subtotalPaise,
      mrpTotalPaise: totals.mrpTotalPaise,
      shippingFeePaise: totals.shippingFeePaise,
      codFeePaise: totals.codFeePaise,
      totalPaise: totals.totalPaise,
      prescriptionId: o.prescription ?? null,
      prescriptionStatus: o.prescription ? 'pending' : 'not_required',
      cancelReason: o.cancelReason ?? null,
      deliveredAt: o.deliveredAt ? new Date(o.deliveredAt) : null,
      createdAt: new Date(o.createdAt),
      updatedAt: new Date(o.steps.at(-1)?.[1] ?? o.createdAt),
    });
    await db.insert(orderItems).values(
      lines.map(({ p, quantity, unitPricePaise, unitMrpPaise }) => ({
        orderId: o.id,
        productId: p.id,
        name: p.name,
        unit: p.unit,
        schedule: p.schedule ?? 'OTC',
        quantity,
        unitPricePaise,
        unitMrpPaise,
      })),
    );
    await db.insert(orderEvents).values(
      o.steps.map(([status, at, note]) => ({
        orderId: o.id,
        status,
        at: new Date(at),
        note: note ?? null,
        actorId: status === 'cancelled' ? PATIENT : status === 'confirmed' ? null : PHARMACIST,
      })),
    );
  }
}
