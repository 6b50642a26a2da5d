// The public lab catalogue: listing filters and sorts, typo-tolerant search by name, alias or parameter,
// details of a test and a package, categories, top labs, offers near a pin code, and collection slots.
import { LabItemAnswer, LabOffersAnswer, LabSlotDayAnswer, LabTestListAnswer } from '@arogya/contracts/labs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSlotCounters } from '../src/db/schema/labs.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { ITEMS, makeLab, PIN, tomorrow } from './labs-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (q: string, extra = '') => {
  const res = await get(`/api/v1/labs/testList?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return LabTestListAnswer.parse(res.json());
};

describe('GET /api/v1/labs/testList', () => {
  it('pages tests and packages with a total', async () => {
    const res = await get('/api/v1/labs/testList?limit=5');
    expect(res.statusCode).toBe(200);
    const body = LabTestListAnswer.parse(res.json());
    expect(body.result).toHaveLength(5);
    expect(body.pagination.total).toBeGreaterThanOrEqual(175);
  });

  it('filters by type, category, price bucket and fasting, and sorts by price', async () => {
    const body = LabTestListAnswer.parse(
      (await get('/api/v1/labs/testList?type=package&category=full-body&sort=price-low&limit=50')).json(),
    );
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.every((i) => i.type === 'package' && i.category.slug === 'full-body')).toBe(true);
    const prices = body.result.map((i) => i.discountPricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const cheap = LabTestListAnswer.parse(
      (await get('/api/v1/labs/testList?price=under-500&limit=50')).json(),
    );
    expect(cheap.result.every((i) => i.discountPrice <= 499)).toBe(true);
    const fasting = LabTestListAnswer.parse(
      (await get('/api/v1/labs/testList?fasting=true&limit=50')).json(),
    );
    expect(fasting.result.length).toBeGreaterThan(0);
    expect(fasting.result.every((i) => i.fastingRequired && i.fastingHours > 0)).toBe(true);
  });

  it.each([
    ['T3 T4 TSH', 'THY001'],
    ['sugar', 'DIA001'],
    ['hba1c', 'DIA004'],
    ['vit d', 'VIT001'],
    ['thyriod profile', 'THY001'],
    ['vitamn b12', 'VIT002'],
    ['glycated', 'DIA004'],
    ['sgpt', 'LIV004'],
  ])('finds %s (alias, typo or parameter)', async (q, code) => {
    const body = await search(q);
    expect(body.result.slice(0, 5).map((i) => i.code)).toContain(code);
  });

  it('finds a package by a test it holds', async () => {
    const body = await search('lipid profile', '&type=package&limit=50');
    expect(body.result.map((i) => i.code)).toContain('PKG001');
  });

  it('answers 400 for an unknown filter value, never 500', async () => {
    for (const q of ['category=nope', 'price=cheap', 'sort=random', 'page=0', 'limit=500', 'fasting=maybe']) {
      expect((await get(`/api/v1/labs/testList?${q}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/v1/labs/testList/:idOrSlug', () => {
  it('shows a test by slug with parameters and ranges by sex, and the packages holding it', async () => {
    const res = await get('/api/v1/labs/testList/complete-blood-count-cbc');
    expect(res.statusCode).toBe(200);
    const item = LabItemAnswer.parse(res.json()).result;
    expect(item.type).toBe('test');
    const hb = item.parameters.find((p) => p.code === 'HB');
    expect(hb?.unit).toBe('g/dL');
    expect(hb?.referenceRanges.map((r) => r.sex).sort()).toEqual(['female', 'male']);
    expect(item.includedIn.length).toBeGreaterThan(0);
    expect(item.faqs.length).toBeGreaterThan(0);
  });

  it('shows a package by id with its tests and their parameters', async () => {
    const item = LabItemAnswer.parse((await get(`/api/v1/labs/testList/${ITEMS.fullBody}`)).json()).result;
    expect(item.type).toBe('package');
    expect(item.tests.length).toBe(item.testCount);
    expect(item.tests.flatMap((x) => x.parameters).length).toBeGreaterThanOrEqual(item.parameterCount);
    expect(item.fastingHours).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id or slug', async () => {
    expect((await get('/api/v1/labs/testList/no-such-test')).statusCode).toBe(404);
  });
});

describe('categories, top labs, offers', () => {
  it('lists every category with counts', async () => {
    const res = await get('/api/v1/labs/categories');
    expect(res.statusCode).toBe(200);
    const cats = res.json().result as { slug: string; testCount: number; packageCount: number }[];
    expect(cats.find((c) => c.slug === 'diabetes')?.testCount).toBeGreaterThan(5);
    expect(cats.find((c) => c.slug === 'full-body')?.packageCount).toBeGreaterThan(1);
  });

  it('lists top labs, most reports first, and by city', async () => {
    const all = (await get('/api/v1/labs/topMustLab?limit=20')).json().result as {
      reportsDelivered: number;
      city: string;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    const counts = all.map((l) => l.reportsDelivered);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const delhi = (await get('/api/v1/labs/topMustLab?city=Delhi')).json().result as { city: string }[];
    expect(delhi.length).toBeGreaterThan(0);
    expect(delhi.every((l) => l.city === 'Delhi')).toBe(true);
  });

  it('offers labs at a pin code that run every item, cheapest first', async () => {
    const res = await get(`/api/v1/labs/offers?pinCode=560034&itemIds=${ITEMS.hba1c},${ITEMS.cbc}`);
    expect(res.statusCode).toBe(200);
    const offers = LabOffersAnswer.parse(res.json()).result;
    expect(offers.length).toBeGreaterThan(0);
    const totals = offers.map((o) => o.totalPaise);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const o of offers) expect(o.lines).toHaveLength(2);
    // Exactly the labs collecting there with both items on their active menu: one running only one is out.
    const both = (await t.ctx.database.db.execute(sql`
      select p.lab_id as id from lab_pin_codes p
        join lab_menu m on m.lab_id = p.lab_id and m.active and m.item_id in (${ITEMS.hba1c}, ${ITEMS.cbc})
       where p.pin_code = '560034' group by p.lab_id having count(*) = 2`)) as unknown as {
      rows: { id: string }[];
    };
    expect(offers.map((o) => o.lab.id).sort()).toEqual(both.rows.map((r) => r.id).sort());
    const one = (await t.ctx.database.db.execute(sql`
      select p.lab_id as id from lab_pin_codes p
        join lab_menu m on m.lab_id = p.lab_id and m.active and m.item_id in (${ITEMS.hba1c}, ${ITEMS.cbc})
       where p.pin_code = '560034' group by p.lab_id having count(*) = 1`)) as unknown as {
      rows: { id: string }[];
    };
    for (const r of one.rows) expect(offers.map((o) => o.lab.id)).not.toContain(r.id);
    expect((await get('/api/v1/labs/offers?pinCode=12ab&itemIds=x')).statusCode).toBe(400);
    expect((await get('/api/v1/labs/offers?pinCode=560034&itemIds=nope')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/labs/slots', () => {
  it('offers 06:00-20:00 hourly slots, mornings only with a fasting test', async () => {
    const labId = await makeLab(t, { capacity: 2 });
    const plain = LabSlotDayAnswer.parse(
      (await get(`/api/v1/labs/slots?labId=${labId}&date=${tomorrow()}&itemIds=${ITEMS.hba1c}`)).json(),
    ).result;
    expect(plain.slots.map((s) => s.start)).toEqual(
      ['06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19'].map(
        (h) => `${h}:00`,
      ),
    );
    expect(plain.slots.at(-1)?.end).toBe('20:00');
    expect(plain.slots.every((s) => s.capacityLeft === 2 && s.available)).toBe(true);
    const fasting = LabSlotDayAnswer.parse(
      (
        await get(`/api/v1/labs/slots?labId=${labId}&date=${tomorrow()}&itemIds=${ITEMS.hba1c},${ITEMS.fbs}`)
      ).json(),
    ).result;
    expect(fasting.morningOnly).toBe(true);
    expect(fasting.slots.map((s) => s.start)).toEqual(['06:00', '07:00', '08:00', '09:00']);
    expect(fasting.preparation.join(' ')).toMatch(/Fast for 10 hours/);
    expect(PIN).toBe('560038');
  });

  it('without a date, answers the first bookable date with a free slot for the items', async () => {
    const labId = await makeLab(t, { capacity: 1 });
    const today = todayIn(new Date());
    const fill = (dates: string[], slots: readonly string[]) =>
      t.ctx.database.db
        .insert(labSlotCounters)
        .values(
          dates.flatMap((date) => slots.map((slot) => ({ labId, date, slot, capacity: 1, booked: 1 }))),
        );
    const first = async (itemIds: string) => {
      const res = await get(`/api/v1/labs/slots?labId=${labId}&itemIds=${itemIds}`);
      expect(res.statusCode, res.body).toBe(200);
      return LabSlotDayAnswer.parse(res.json()).result;
    };
    // Today and tomorrow have no morning place left: a fasting test's first day is the day after, while a
    // test without fasting still has tomorrow's afternoon.
    await fill([today, addDays(today, 1)], ['06:00', '07:00', '08:00', '09:00']);
    const fasting = await first(`${ITEMS.hba1c},${ITEMS.fbs}`);
    expect(fasting.date).toBe(addDays(today, 2));
    expect(fasting.slots.map((s) => s.start)).toEqual(['06:00', '07:00', '08:00', '09:00']);
    expect(fasting.slots.every((s) => s.available)).toBe(true);
    const plain = await first(ITEMS.hba1c);
    expect([today, addDays(today, 1)]).toContain(plain.date);
    expect(plain.slots.some((s) => s.available && s.start >= '10:00')).toBe(true);
    // Nothing free on any bookable date: today, with nothing to choose.
    await fill(
      fasting.bookableDates.filter((d) => d > addDays(today, 1)),
      ['06:00', '07:00', '08:00', '09:00'],
    );
    const none = await first(ITEMS.fbs);
    expect(none.date).toBe(today);
    expect(none.slots.some((s) => s.available)).toBe(false);
  });

  it('refuses an unknown lab (404), an item the lab does not run (422) and bad input (400)', async () => {
    const labId = await makeLab(t, { prices: { [ITEMS.cbc]: 20_000 } });
    expect(
      (await get(`/api/v1/labs/slots?labId=nope&date=${tomorrow()}&itemIds=${ITEMS.cbc}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/v1/labs/slots?labId=${labId}&date=${tomorrow()}&itemIds=${ITEMS.hba1c}`)).statusCode,
    ).toBe(422);
    expect(
      (await get(`/api/v1/labs/slots?labId=${labId}&date=tomorrow&itemIds=${ITEMS.cbc}`)).statusCode,
    ).toBe(400);
  });
});
