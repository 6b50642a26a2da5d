// A test's price for a visitor's pin code is that of the labs collecting there (docs/product-rules.md#lab-tests):
// the listing, a test's page, the price sort and the price filter read lab_pin_prices, which follows the labs'
// menus and pin codes on every write. Without a pin code, the lowest price across every partner lab.
import { LabItemAnswer, LabTestListAnswer } from '@arogya/contracts/labs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await t.app.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** What an item costs at a pin code, counted here from the menus. */
async function atPin(pin: string, itemId: string) {
  const [row] = await rows<{ price: number | null; n: number }>(sql`
    select min(m.price_paise)::int as price, count(m.lab_id)::int as n from lab_menu m
      join lab_pin_codes p on p.lab_id = m.lab_id
     where p.pin_code = ${pin} and m.item_id = ${itemId} and m.active`);
  return { price: row?.price ?? null, labs: Number(row?.n ?? 0) };
}

/** A test whose cheapest lab does not collect at a pin code where other labs run it dearer. */
async function dearerAtPin() {
  const [found] = await rows<{ item_id: string; slug: string; pin_code: string; global: number }>(sql`
    select i.id as item_id, i.slug, p.pin_code, i.from_price_paise as global
      from lab_items i
      join lab_menu m on m.item_id = i.id and m.active
      join lab_pin_codes p on p.lab_id = m.lab_id
     where i.type = 'test'
     group by i.id, i.slug, p.pin_code, i.from_price_paise
    having min(m.price_paise) > i.from_price_paise
     order by i.popularity desc, i.id, p.pin_code
     limit 1`);
  if (!found) throw new Error('the seed has no test priced dearer at some pin code');
  return found;
}

describe('lab prices at a pin code', () => {
  it("prices a test from the labs collecting at the visitor's pin code, not a lab elsewhere", async () => {
    const { item_id: itemId, slug, pin_code: pin, global } = await dearerAtPin();
    const expected = await atPin(pin, itemId);
    expect(expected.price).toBeGreaterThan(global);

    const anywhere = LabItemAnswer.parse(await get(`/api/v1/labs/testList/${slug}`)).result;
    expect(anywhere.discountPricePaise).toBe(global);
    expect(anywhere.pinCode).toBeNull();

    const there = LabItemAnswer.parse(await get(`/api/v1/labs/testList/${slug}?pinCode=${pin}`)).result;
    expect(there).toMatchObject({
      discountPricePaise: expected.price,
      labCount: expected.labs,
      pinCode: pin,
    });

    const listed = LabTestListAnswer.parse(await get(`/api/v1/labs/testList?pinCode=${pin}&limit=50`));
    for (const item of listed.result) {
      const at = await atPin(pin, item.id);
      expect(item.pinCode).toBe(pin);
      expect(item.labCount, item.name).toBe(at.labs);
      expect(item.discountPricePaise, item.name).toBe(at.price ?? item.originalPricePaise);
    }
  });

  it('sorts and filters by the prices at the pin code', async () => {
    const { pin_code: pin } = await dearerAtPin();
    const body = LabTestListAnswer.parse(
      await get(`/api/v1/labs/testList?pinCode=${pin}&type=test&sort=price-low&limit=50`),
    );
    const expected = await rows<{ id: string }>(sql`
      select i.id from lab_items i left join lab_pin_prices pp on pp.item_id = i.id and pp.pin_code = ${pin}
       where i.type = 'test' order by pp.from_price_paise asc nulls last, i.id limit 50`);
    expect(body.result.map((i) => i.id)).toEqual(expected.map((r) => r.id));
    const prices = body.result.filter((i) => i.labCount > 0).map((i) => i.discountPricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const cheap = LabTestListAnswer.parse(
      await get(`/api/v1/labs/testList?pinCode=${pin}&price=under-500&limit=50`),
    );
    expect(cheap.result.length).toBeGreaterThan(0);
    expect(cheap.result.every((i) => i.labCount > 0 && i.discountPricePaise <= 49_900)).toBe(true);
  });

  it('follows the menus and pin codes: a price changed, a lab stopping and starting collection there', async () => {
    const { item_id: itemId, slug, pin_code: pin } = await dearerAtPin();
    const price = async () =>
      LabItemAnswer.parse(await get(`/api/v1/labs/testList/${slug}?pinCode=${pin}`)).result;
    const [cheapest] = await rows<{ lab_id: string; price_paise: number }>(sql`
      select m.lab_id, m.price_paise from lab_menu m join lab_pin_codes p on p.lab_id = m.lab_id
       where p.pin_code = ${pin} and m.item_id = ${itemId} and m.active order by m.price_paise, m.lab_id limit 1`);
    if (!cheapest) throw new Error('no lab at the pin code');
    await t.ctx.database.db.execute(
      sql`update lab_menu set price_paise = price_paise - 1000 where lab_id = ${cheapest.lab_id} and item_id = ${itemId}`,
    );
    expect((await price()).discountPricePaise).toBe(cheapest.price_paise - 1000);

    const pins = await rows<{ lab_id: string }>(sql`
      select p.lab_id from lab_pin_codes p join lab_menu m on m.lab_id = p.lab_id and m.item_id = ${itemId} and m.active
       where p.pin_code = ${pin}`);
    await t.ctx.database.db.execute(
      sql`delete from lab_pin_codes where pin_code = ${pin} and lab_id in (select m.lab_id from lab_menu m where m.item_id = ${itemId})`,
    );
    const none = await price();
    expect(none).toMatchObject({ labCount: 0, pinCode: pin, discount: 0 });
    expect(none.discountPricePaise).toBe(none.originalPricePaise);

    for (const { lab_id } of pins)
      await t.ctx.database.db.execute(
        sql`insert into lab_pin_codes (lab_id, pin_code) values (${lab_id}, ${pin})`,
      );
    expect(await price()).toMatchObject({
      discountPricePaise: cheapest.price_paise - 1000,
      labCount: pins.length,
    });
  });

  it('refuses a malformed pin code with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/labs/testList?pinCode=12345' });
    expect(res.statusCode).toBe(400);
  });
});
