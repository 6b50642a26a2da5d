// Lab tests domain seed: 150 tests and 30 health packages with their parameters and reference ranges,
// 10 partner labs across the eight seeded cities (NABL numbers, the seeded pin codes they collect from,
// their prices and slot capacity), the demo lab account's lab, and the demo patient's three past HbA1c
// reports (a year's trend). Deterministic: seeded PRNG, fixed ids and dates; multi-row inserts in chunks.
import { deriveValues } from '@arogya/contracts/lab-derived-values';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  labBookingEvents,
  labBookingItems,
  labBookings,
  labItems,
  labMenu,
  labPackageTests,
  labParameters,
  labPinCodes,
  labReferenceRanges,
  labResults,
  labSlotCounters,
  labs,
} from '../schema/labs.ts';
import { seededRandom } from './doctors-build.ts';
import { LAB_ITEM_HI } from './hindi-names.ts';
import { aliasesHiOf } from './lab-aliases-hi.ts';
import {
  CATEGORY_WHY_HI,
  faqsHiOf,
  packageDescriptionHi,
  preparationHiOf,
  testDescriptionHi,
} from './lab-details-hi.ts';
import { parameterNameHi } from './lab-parameters-hi.ts';
import { normalTextHi, rangeTextHi } from './lab-ranges-hi.ts';
import { LAB_SUMMARY_HI } from './lab-summaries-hi.ts';
import { CATEGORY_WHY, PACKAGES, type PackageSeed, TESTS, type TestSeed } from './labs-catalogue.ts';
import { PARAMETERS, type ParameterCode } from './labs-parameters.ts';
import { insertChunked } from './pharmacy.ts';
import { pinCodeRows } from './pharmacy-delivery.ts';
import type { Seeder } from './seeder.ts';

export const DEMO_LAB_ID = 'lab_nandi_blr';
const DEMO_LAB_USER = 'usr_demo_lab';
const DEMO_PATIENT = 'usr_demo_patient';

/** [id, name, NABL number, address, city slug, pin code, phone, capacity per slot]. */
const LABS: [string, string, string, string, string, string, string, number][] = [
  [
    DEMO_LAB_ID,
    'Nandi Clinical Laboratory',
    'MC-2871',
    '14, 80 Feet Road, Koramangala 4th Block',
    'bengaluru',
    '560034',
    '8041234567',
    4,
  ],
  [
    'lab_cauvery_blr',
    'Cauvery Health Labs',
    'MC-3264',
    '212, 100 Feet Road, Indiranagar',
    'bengaluru',
    '560038',
    '8042345678',
    3,
  ],
  [
    'lab_lifeline_del',
    'Lifeline Pathology Labs',
    'MC-2417',
    'B-12, Lajpat Nagar II',
    'delhi',
    '110024',
    '9811234567',
    4,
  ],
  [
    'lab_yamuna_del',
    'Yamuna Diagnostics',
    'MC-3019',
    '45, Hauz Khas Village',
    'delhi',
    '110016',
    '9811765432',
    3,
  ],
  [
    'lab_suraksha_mum',
    'Suraksha Diagnostics',
    'MC-3120',
    'Shop 4, Hiranandani Gardens, Powai',
    'mumbai',
    '400076',
    '9820123456',
    5,
  ],
  [
    'lab_charminar_hyd',
    'Charminar Diagnostic Centre',
    'MC-3345',
    'Road No. 12, Banjara Hills',
    'hyderabad',
    '500034',
    '9848012345',
    3,
  ],
  [
    'lab_kaveri_che',
    'Kaveri Labs',
    'MC-2962',
    '67, Usman Road, T. Nagar',
    'chennai',
    '600017',
    '9840012345',
    4,
  ],
  [
    'lab_eastern_kol',
    'Eastern Path Labs',
    'MC-3581',
    'Block EP, Sector V, Salt Lake',
    'kolkata',
    '700091',
    '9830012345',
    3,
  ],
  [
    'lab_sahyadri_pun',
    'Sahyadri Path Lab',
    'MC-3702',
    '1187, FC Road, Shivajinagar',
    'pune',
    '411004',
    '9822012345',
    4,
  ],
  [
    'lab_sabarmati_ahm',
    'Sabarmati Diagnostics',
    'MC-3890',
    '3rd Floor, Shivalik Plaza, CG Road, Navrangpura',
    'ahmedabad',
    '380009',
    '9825012345',
    3,
  ],
];

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const itemIdOf = (code: string) => `lt_${code.toLowerCase()}`;
export const parameterIdOf = (testCode: string, param: string) =>
  `lp_${testCode.toLowerCase()}_${param.toLowerCase()}`;

function preparationOf(fasting: number, prep: string | undefined): string {
  const parts: string[] = [];
  if (fasting > 0) parts.push(`Fast for ${fasting} hours before the sample; plain water is allowed.`);
  if (prep) parts.push(prep);
  return parts.length ? parts.join(' ') : 'No special preparation is needed.';
}

function faqsOf(name: string, fasting: number, tat: number, sample: string, testCount: number) {
  const days = tat >= 48 ? `${Math.round(tat / 24)} days` : `${tat} hours`;
  return [
    {
      question: `Do I need to fast for the ${name}?`,
      answer:
        fasting > 0
          ? `Yes. Fast for ${fasting} hours (water is allowed); book a morning slot.`
          : 'No. You may eat and drink as usual before the sample.',
    },
    {
      question: 'When will I get my report?',
      answer: `Within ${days} of sample collection. You can read it and download the PDF under My Orders.`,
    },
    {
      question: 'How is the sample collected?',
      answer: `A trained phlebotomist from the lab comes to your address in the chosen slot and collects a ${sample} sample${testCount > 1 ? ` for all ${testCount} tests` : ''}.`,
    },
    {
      question: 'How do I pay?',
      answer: 'Pay at collection, in cash or by UPI, to the phlebotomist.',
    },
  ];
}

/** The Hindi detail text of a test or package (lab-details-hi.ts), from the same data as its English. */
export function detailsHi(
  code: string,
  name: string,
  d: {
    description: (summaryHi: string) => string;
    category: keyof typeof CATEGORY_WHY_HI;
    fasting: number;
    preps: readonly string[];
    tat: number;
    samples: readonly string[];
    testCount: number;
  },
) {
  const summaryHi = LAB_SUMMARY_HI[code];
  const nameHi = LAB_ITEM_HI[code];
  return {
    descriptionHi: summaryHi ? d.description(summaryHi) : null,
    whyTakenHi: CATEGORY_WHY_HI[d.category],
    preparationHi: preparationHiOf(d.fasting, d.preps),
    faqsHi: faqsHiOf(nameHi ?? name, d.fasting, d.tat, d.samples, d.testCount),
  };
}

function testRows(rand: () => number) {
  const items = TESTS.map((t: TestSeed, i) => {
    const fasting = t.fasting ?? 0;
    const sample = t.sample ?? 'blood';
    const tat = t.tat ?? 24;
    const paramNames = t.params.map((c) => PARAMETERS[c].name);
    return {
      id: itemIdOf(t.code),
      type: 'test',
      code: t.code,
      slug: slugify(t.name),
      name: t.name,
      aliases: t.aliases,
      aliasesHi: aliasesHiOf(t.code, t.aliases),
      searchText: [t.name, ...t.aliases, ...paramNames, t.code].join(' | ').toLowerCase(),
      category: t.category,
      summary: t.summary,
      description: `${t.summary} The report gives ${paramNames.length === 1 ? 'one value' : `${paramNames.length} values`}: ${paramNames.join(', ')}.`,
      whyTaken: t.why ?? CATEGORY_WHY[t.category],
      sampleTypes: [sample],
      fastingHours: fasting,
      preparation: preparationOf(fasting, t.prep),
      turnaroundHours: tat,
      mrpPaise: t.mrp * 100,
      parameterCount: t.params.length,
      testCount: 1,
      popular: Boolean(t.popular),
      popularity: (t.popular ? 1000 : 0) + Math.round(rand() * 400) + (TESTS.length - i),
      faqs: faqsOf(t.name, fasting, tat, sample, 1),
      ...detailsHi(t.code, t.name, {
        description: (summaryHi) => testDescriptionHi(summaryHi, paramNames),
        category: t.category,
        fasting,
        preps: t.prep ? [t.prep] : [],
        tat,
        samples: [sample],
        testCount: 1,
      }),
    };
  });
  const parameters = TESTS.flatMap((t) =>
    t.params.map((code: ParameterCode, i) => {
      const p = PARAMETERS[code];
      return {
        id: parameterIdOf(t.code, code),
        testId: itemIdOf(t.code),
        code,
        name: p.name,
        nameHi: parameterNameHi(code),
        unit: p.unit,
        valueType: p.kind,
        normalText: p.kind === 'text' ? p.normal : null,
        normalTextHi: p.kind === 'text' ? normalTextHi(p.normal) : null,
        sortOrder: i,
      };
    }),
  );
  const ranges = TESTS.flatMap((t) =>
    t.params.flatMap((code: ParameterCode) => {
      const p = PARAMETERS[code];
      if (p.kind !== 'numeric') return [];
      return p.ranges.map((r) => ({
        parameterId: parameterIdOf(t.code, code),
        sex: r.sex,
        ageMinYears: r.ageMin,
        ageMaxYears: r.ageMax,
        low: r.low,
        high: r.high,
        criticalLow: r.critLow ?? null,
        criticalHigh: r.critHigh ?? null,
        text: r.text,
        textHi: rangeTextHi(r.text),
      }));
    }),
  );
  return { items, parameters, ranges };
}

function packageRows(rand: () => number) {
  const byCode = new Map(TESTS.map((t) => [t.code, t]));
  const items = PACKAGES.map((pk: PackageSeed, i) => {
    const tests = pk.tests.map((c) => {
      const t = byCode.get(c);
      if (!t) throw new Error(`package ${pk.code}: unknown test ${c}`);
      return t;
    });
    const fasting = Math.max(...tests.map((t) => t.fasting ?? 0));
    const tat = Math.max(...tests.map((t) => t.tat ?? 24));
    const samples = [...new Set(tests.map((t) => t.sample ?? 'blood'))];
    const preps = [...new Set(tests.flatMap((t) => (t.prep ? [t.prep] : [])))];
    const params = new Set(tests.flatMap((t) => t.params));
    return {
      id: itemIdOf(pk.code),
      type: 'package',
      code: pk.code,
      slug: slugify(pk.name),
      name: pk.name,
      aliases: pk.aliases,
      aliasesHi: aliasesHiOf(pk.code, pk.aliases),
      searchText: [pk.name, ...pk.aliases, ...tests.map((t) => t.name), pk.code].join(' | ').toLowerCase(),
      category: pk.category,
      summary: pk.summary,
      description: `${pk.summary} It holds ${tests.length} tests measuring ${params.size} parameters: ${tests.map((t) => t.name).join(', ')}.`,
      whyTaken: CATEGORY_WHY[pk.category],
      sampleTypes: samples,
      fastingHours: fasting,
      preparation: preparationOf(fasting, preps.join(' ') || undefined),
      turnaroundHours: tat,
      mrpPaise: pk.mrp * 100,
      parameterCount: params.size,
      testCount: tests.length,
      popular: Boolean(pk.popular),
      popularity: (pk.popular ? 1000 : 0) + Math.round(rand() * 400) + (PACKAGES.length - i),
      faqs: faqsOf(pk.name, fasting, tat, samples.join(' and '), tests.length),
      ...detailsHi(pk.code, pk.name, {
        description: (summaryHi) =>
          packageDescriptionHi(
            summaryHi,
            tests.map((t) => LAB_ITEM_HI[t.code] ?? t.name),
            params.size,
          ),
        category: pk.category,
        fasting,
        preps,
        tat,
        samples,
        testCount: tests.length,
      }),
    };
  });
  const links = PACKAGES.flatMap((pk) =>
    pk.tests.map((c, i) => ({ packageId: itemIdOf(pk.code), testId: itemIdOf(c), sortOrder: i })),
  );
  return { items, links };
}

function labRows(
  rand: () => number,
  itemRows: { id: string; mrpPaise: number; type: string; popular: boolean }[],
) {
  const pins = pinCodeRows();
  const labRowsOut = LABS.map(([id, name, nablNumber, address, city, pinCode, phone, capacity]) => {
    const cityPins = pins.filter((p) => p.citySlug === city);
    const c = cityPins[0];
    if (!c || !cityPins.some((p) => p.pinCode === pinCode))
      throw new Error(`lab ${id}: pin ${pinCode} not seeded`);
    return {
      id,
      slug: slugify(`${name} ${c.city}`),
      name,
      nablNumber,
      address: `${address}, ${c.city}`,
      city: c.city,
      state: c.state,
      pinCode,
      phone,
      collectionCapacityPerSlot: capacity,
      userId: id === DEMO_LAB_ID ? DEMO_LAB_USER : null,
      createdAt: new Date('2025-06-01T00:00:00Z'),
    };
  });
  const pinRows = LABS.flatMap(([id, , , , city]) =>
    pins.filter((p) => p.citySlug === city).map((p) => ({ labId: id, pinCode: p.pinCode })),
  );
  const menu = LABS.flatMap(([labId]) =>
    itemRows.flatMap((item) => {
      const runs = item.popular || rand() >= 0.12;
      const factor = item.type === 'package' ? 0.4 + rand() * 0.25 : 0.55 + rand() * 0.3;
      if (!runs) return [];
      const price = Math.max(5_000, Math.round((item.mrpPaise * factor) / 1_000) * 1_000);
      return [{ labId, itemId: item.id, pricePaise: Math.min(price, item.mrpPaise), active: true }];
    }),
  );
  return { labRowsOut, pinRows, menu };
}

/** The demo patient's HbA1c three times in a year (falling as treatment works), all reported. */
async function seedDemoReports(db: Db, menu: { labId: string; itemId: string; pricePaise: number }[]) {
  const hba1c = itemIdOf('DIA004');
  const line = menu.find((m) => m.labId === DEMO_LAB_ID && m.itemId === hba1c);
  const test = TESTS.find((t) => t.code === 'DIA004');
  if (!line || !test) throw new Error('demo lab must run HbA1c');
  const visits: [string, string, string, number][] = [
    ['labbk_demo_1', '2026-02-14', 'LAB-2026-001001', 7.4],
    ['labbk_demo_2', '2026-06-13', 'LAB-2026-001002', 6.9],
    ['labbk_demo_3', '2026-10-10', 'LAB-2026-001003', 6.3],
  ];
  const address = {
    name: 'Priya Sharma',
    phone: '9876543210',
    line1: 'Flat 302, Lakeview Residency, 5th Cross',
    line2: '8th Block, Koramangala',
    landmark: 'Near Forum Mall',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560034',
  };
  for (const [id, date, orderNumber, a1c] of visits) {
    // eAG as the desk calculates it from HbA1c (166, 151, 134 mg/dL).
    const eag = deriveValues(['HBA1C', 'EAG'], { HBA1C: a1c }, { age: 34, sex: 'female' }).get('EAG')?.value;
    if (!eag) throw new Error('eAG follows from HbA1c');
    const slotAt = new Date(`${date}T07:00:00+05:30`);
    const collected = new Date(slotAt.getTime() + 20 * 60_000);
    const ready = new Date(slotAt.getTime() + 10 * 3_600_000);
    const created = new Date(slotAt.getTime() - 2 * 86_400_000);
    await db.insert(labBookings).values({
      id,
      orderNumber,
      userId: DEMO_PATIENT,
      labId: DEMO_LAB_ID,
      status: 'report_ready',
      patientFor: 'self',
      patientName: 'Priya Sharma',
      patientAge: 34,
      patientSex: 'female',
      address,
      pinCode: address.pinCode,
      date,
      slot: '07:00',
      slotStartsAt: slotAt,
      subtotalPaise: line.pricePaise,
      mrpTotalPaise: test.mrp * 100,
      totalPaise: line.pricePaise,
      paymentMethod: 'pay_at_collection',
      paymentStatus: 'paid',
      fastingHours: 0,
      preparation: [],
      phlebotomistName: 'Manjunath K',
      phlebotomistPhone: '9845012345',
      sampleBarcode: `NCL${date.replaceAll('-', '')}01`,
      sampleCollectedAt: collected,
      reportReadyAt: ready,
      createdAt: created,
      updatedAt: ready,
    });
    await db.insert(labBookingItems).values({
      bookingId: id,
      itemId: hba1c,
      kind: 'test',
      code: test.code,
      slug: slugify(test.name),
      name: test.name,
      pricePaise: line.pricePaise,
      mrpPaise: test.mrp * 100,
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
      {
        bookingId: id,
        status: 'sample_collected',
        actorId: DEMO_LAB_USER,
        note: `NCL${date.replaceAll('-', '')}01`,
        at: collected,
      },
      { bookingId: id, status: 'processing', actorId: DEMO_LAB_USER, at: collected },
      { bookingId: id, status: 'report_ready', actorId: DEMO_LAB_USER, at: ready },
    ]);
    await db.insert(labResults).values([
      {
        bookingId: id,
        parameterId: parameterIdOf('DIA004', 'HBA1C'),
        value: a1c.toFixed(1),
        numericValue: a1c,
        flag: a1c > 5.6 ? 'high' : 'normal',
        enteredBy: DEMO_LAB_USER,
        enteredAt: ready,
      },
      {
        bookingId: id,
        parameterId: parameterIdOf('DIA004', 'EAG'),
        value: eag,
        numericValue: Number(eag),
        flag: Number(eag) > 114 ? 'high' : 'normal',
        enteredBy: DEMO_LAB_USER,
        enteredAt: ready,
      },
    ]);
    await db
      .insert(labSlotCounters)
      .values({ labId: DEMO_LAB_ID, date, slot: '07:00', capacity: 4, booked: 1 });
  }
  await db.update(labs).set({ reportsDelivered: visits.length }).where(sql`${labs.id} = ${DEMO_LAB_ID}`);
}

export const labsSeeder: Seeder = {
  domain: 'labs',
  version: 1,
  async run(db: Db) {
    const rand = seededRandom(12_2026);
    const tests = testRows(rand);
    const packages = packageRows(rand);
    const allItems = [...tests.items, ...packages.items];
    const { labRowsOut, pinRows, menu } = labRows(rand, allItems);
    // The cheapest active price and how many labs run each item, as the listing reads them.
    const byItem = new Map<string, { min: number; n: number }>();
    for (const m of menu) {
      const cur = byItem.get(m.itemId);
      byItem.set(m.itemId, { min: Math.min(cur?.min ?? m.pricePaise, m.pricePaise), n: (cur?.n ?? 0) + 1 });
    }
    const itemsWithPrices = allItems.map((i) => ({
      ...i,
      nameHi: LAB_ITEM_HI[i.code] ?? null,
      summaryHi: LAB_SUMMARY_HI[i.code] ?? null,
      fromPricePaise: byItem.get(i.id)?.min ?? null,
      labCount: byItem.get(i.id)?.n ?? 0,
      createdAt: new Date('2025-06-01T00:00:00Z'),
    }));
    await insertChunked(itemsWithPrices, (c) => db.insert(labItems).values(c));
    await insertChunked(tests.parameters, (c) => db.insert(labParameters).values(c));
    await insertChunked(tests.ranges, (c) => db.insert(labReferenceRanges).values(c));
    await insertChunked(packages.links, (c) => db.insert(labPackageTests).values(c));
    await db.insert(labs).values(labRowsOut);
    await insertChunked(pinRows, (c) => db.insert(labPinCodes).values(c));
    await insertChunked(menu, (c) => db.insert(labMenu).values(c));
    await seedDemoReports(db, menu);
    // Numbers of bookings made from now on continue after the demo ones.
    await db.execute(sql`select setval('lab_booking_number_seq', 1003)`);
  },
};

/**
 * The Hindi of each seeded item's aliases, of its parameters' normal answers and of their reference ranges
 * (migration 0073 was written from it).
 */
export function labAliasesAndRangesHi() {
  const rand = seededRandom(12_2026);
  const tests = testRows(rand);
  return {
    aliases: [...tests.items, ...packageRows(rand).items].map((i) => ({
      code: i.code,
      aliases: i.aliases,
      aliasesHi: i.aliasesHi,
    })),
    parameters: tests.parameters.map((p) => ({
      id: p.id,
      normalText: p.normalText,
      normalTextHi: p.normalTextHi,
    })),
    ranges: tests.ranges.map((r) => ({ parameterId: r.parameterId, text: r.text, textHi: r.textHi })),
  };
}

/** Each seeded item's Hindi detail text by code (migration 0072 was written from it). */
export function labDetailsHiByCode() {
  const rand = seededRandom(12_2026);
  return [...testRows(rand).items, ...packageRows(rand).items].map((i) => ({
    code: i.code,
    descriptionHi: i.descriptionHi,
    whyTakenHi: i.whyTakenHi,
    preparationHi: i.preparationHi,
    faqsHi: i.faqsHi,
  }));
}
