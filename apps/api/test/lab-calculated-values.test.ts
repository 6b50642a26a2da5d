// Calculated parameters at the lab desk (packages/contracts/src/lab-derived-values.ts): the lab never types
// them (a 400 naming the field and what it is calculated from); the server computes them from the values
// entered, flags them against the patient's range, recomputes them when an input changes and removes them
// when they can no longer be calculated; the patient's report shows them like any value.
import { LabDeskBookingAnswer, LabReportAnswer } from '@arogya/contracts/labs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labMenu, labResults } from '../src/db/schema/labs.ts';
import { booked, collectionDue, labDesk } from './labs-fixtures.ts';
import { type Account, account, multipart, PDF } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type H = Record<string, string>;
type Desk = Account & { labId: string };
const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });

const LIPID = 'lt_car001';
const KFT = 'lt_kid001';
const p = (test: string, code: string) => `lp_${test}_${code.toLowerCase()}`;

/** A booking of `items` for a patient of this age and sex, its sample collected. */
async function collected(desk: Desk, items: string[], patient: { age: number; sex: 'male' | 'female' }) {
  await t.ctx.database.db
    .insert(labMenu)
    .values(items.map((itemId) => ({ labId: desk.labId, itemId, pricePaise: 50_000 })))
    .onConflictDoNothing();
  const who = await account(t);
  const b = await booked(t, who, desk.labId, { itemIds: items, patient: { for: 'self', ...patient } });
  await req('POST', `/api/v1/labs/desk/bookings/${b.id}/phlebotomist`, desk.headers, {
    name: 'Ravi Kumar',
    phone: '9845098450',
  });
  await collectionDue(t, b.id);
  const res = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
    status: 'sample_collected',
    barcode: `bc-${b.id.slice(0, 8)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...b, patient: who };
}

async function enter(desk: Desk, id: string, values: Record<string, string>) {
  const res = await req('PUT', `/api/v1/labs/desk/bookings/${id}/results`, desk.headers, {
    results: Object.entries(values).map(([parameterId, value]) => ({ parameterId, value })),
  });
  expect(res.statusCode, res.body).toBe(200);
  const booking = LabDeskBookingAnswer.parse(res.json()).result;
  const byId = new Map(booking.results.flatMap((x) => x.parameters.map((q) => [q.id, q] as const)));
  return { booking, param: (id: string) => byId.get(id) };
}

describe('calculated lab values', () => {
  it('refuses a typed eAG, computes 140 mg/dL (high) from HbA1c 6.5 and recomputes it when HbA1c changes', async () => {
    const desk = await labDesk(t);
    const b = await collected(desk, ['lt_dia004'], { age: 34, sex: 'female' });
    const HBA1C = p('dia004', 'HBA1C');
    const EAG = p('dia004', 'EAG');

    const sheet = LabDeskBookingAnswer.parse(
      (await req('GET', `/api/v1/labs/desk/bookings/${b.id}`, desk.headers)).json(),
    ).result;
    const params = sheet.results[0]?.parameters ?? [];
    expect(params.find((x) => x.id === EAG)?.calculated).toEqual({
      from: ['HBA1C'],
      hint: 'Calculated from HbA1c',
      formula: 'eAG = 28.7 × HbA1c − 46.7',
    });
    expect(params.find((x) => x.id === HBA1C)?.calculated).toBeNull();
    // Only HbA1c is to enter.
    expect(sheet.missingResults).toBe(1);

    const typed = await req('PUT', `/api/v1/labs/desk/bookings/${b.id}/results`, desk.headers, {
      results: [
        { parameterId: HBA1C, value: '6.5' },
        { parameterId: EAG, value: '150' },
      ],
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().details).toEqual([
      {
        field: 'results.1.value',
        message: 'Estimated Average Glucose is calculated from HbA1c (Glycated Haemoglobin); it is not typed',
      },
    ]);
    // Nothing of the refused request was saved.
    const none = LabDeskBookingAnswer.parse(
      (await req('GET', `/api/v1/labs/desk/bookings/${b.id}`, desk.headers)).json(),
    ).result;
    expect(none.results[0]?.parameters.every((x) => x.value === null)).toBe(true);

    const first = await enter(desk, b.id, { [HBA1C]: '6.5' });
    expect(first.param(EAG)).toMatchObject({ value: '140', flag: 'high' });
    expect(first.booking.missingResults).toBe(0);

    const second = await enter(desk, b.id, { [HBA1C]: '5.0' });
    expect(second.param(EAG)).toMatchObject({ value: '97', flag: 'normal' });

    // The patient's report reads the calculated value like a typed one.
    await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, { status: 'processing' });
    const form = multipart([{ name: 'report', filename: 'r.pdf', type: 'application/pdf', data: PDF }]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v1/labs/uploadReport/${b.id}`,
      headers: { ...desk.headers, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(201);
    const ready = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
      status: 'report_ready',
    });
    expect(ready.statusCode, ready.body).toBe(200);
    const report = LabReportAnswer.parse(
      (await req('GET', `/api/v1/labs/bookings/${b.id}/report`, b.patient.headers)).json(),
    ).result;
    expect(report.tests[0]?.parameters.find((x) => x.parameterId === EAG)).toMatchObject({
      value: '97',
      numericValue: 97,
      flag: 'normal',
    });
    // Once the report is ready nothing is recomputed or entered.
    expect(
      (
        await req('PUT', `/api/v1/labs/desk/bookings/${b.id}/results`, desk.headers, {
          results: [{ parameterId: HBA1C, value: '7' }],
        })
      ).statusCode,
    ).toBe(422);
  });

  it('gives a lipid profile its VLDL, non-HDL and ratios; VLDL goes above 400 mg/dL triglycerides', async () => {
    const desk = await labDesk(t);
    const b = await collected(desk, [LIPID], { age: 45, sex: 'male' });
    const id = (code: string) => p('car001', code);

    const typed = await req('PUT', `/api/v1/labs/desk/bookings/${b.id}/results`, desk.headers, {
      results: [{ parameterId: id('NONHDL'), value: '120' }],
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().details[0].message).toBe(
      'Non-HDL Cholesterol is calculated from Cholesterol, Total and HDL Cholesterol; it is not typed',
    );

    // Part of the inputs: what needs the rest is not calculated yet.
    const part = await enter(desk, b.id, { [id('CHOL')]: '210', [id('TRIG')]: '150' });
    expect(part.param(id('VLDL'))).toMatchObject({ value: '30', flag: 'normal' });
    expect(part.param(id('NONHDL'))?.value).toBeNull();
    expect(part.param(id('CHOL_HDL'))?.value).toBeNull();
    // HDL and LDL are left to type (LDL is measured, not calculated).
    expect(part.booking.missingResults).toBe(2);
    expect(part.param(id('LDL'))?.calculated).toBeNull();

    const all = await enter(desk, b.id, { [id('HDL')]: '45', [id('LDL')]: '130' });
    expect(all.param(id('NONHDL'))).toMatchObject({ value: '165', flag: 'high' });
    expect(all.param(id('CHOL_HDL'))).toMatchObject({ value: '4.7', flag: 'normal' });
    expect(all.param(id('LDL_HDL'))).toMatchObject({ value: '2.9', flag: 'normal' });
    expect(all.booking.missingResults).toBe(0);

    const high = await enter(desk, b.id, { [id('TRIG')]: '450', [id('HDL')]: '35' });
    expect(high.param(id('VLDL'))).toMatchObject({ value: null, flag: null });
    expect(high.param(id('NONHDL'))).toMatchObject({ value: '175', flag: 'high' });
    expect(high.param(id('CHOL_HDL'))).toMatchObject({ value: '6.0', flag: 'high' });
    expect(high.param(id('LDL_HDL'))).toMatchObject({ value: '3.7', flag: 'high' });
    // VLDL cannot be calculated: the report can still be made.
    expect(high.booking.missingResults).toBe(0);
  });

  it('removes a calculated value whose inputs are missing, even one saved before it was calculated', async () => {
    const desk = await labDesk(t);
    const b = await collected(desk, [LIPID], { age: 45, sex: 'female' });
    const id = (code: string) => p('car001', code);
    // A ratio typed before the desk calculated it, with no HDL behind it.
    await t.ctx.database.db.insert(labResults).values({
      bookingId: b.id,
      parameterId: id('CHOL_HDL'),
      value: '3.1',
      numericValue: 3.1,
      flag: 'normal',
    });
    const after = await enter(desk, b.id, { [id('CHOL')]: '180' });
    expect(after.param(id('CHOL_HDL'))?.value).toBeNull();
    const rows = await t.ctx.database.db.select().from(labResults);
    expect(rows.filter((r) => r.bookingId === b.id).map((r) => r.parameterId)).toEqual([id('CHOL')]);
  });

  it('gives a kidney function test its BUN, BUN / creatinine and eGFR (CKD-EPI 2021) for the patient', async () => {
    const desk = await labDesk(t);
    const man = await collected(desk, [KFT], { age: 50, sex: 'male' });
    const id = (code: string) => p('kid001', code);
    const kft = await enter(desk, man.id, { [id('UREA')]: '30', [id('CREAT')]: '1.0' });
    expect(kft.param(id('BUN'))).toMatchObject({ value: '14.0', flag: 'normal' });
    expect(kft.param(id('BUN_CREAT'))).toMatchObject({ value: '14.0', flag: 'normal' });
    // 142 × (1.0 / 0.9)^−1.200 × 0.9938^50 = 91.7 for a 50-year-old man.
    expect(kft.param(id('EGFR'))).toMatchObject({ value: '92', flag: 'normal' });
    expect(kft.param(id('EGFR'))?.calculated?.hint).toBe(
      "Calculated from creatinine, the patient's age and sex",
    );

    // A 55-year-old woman with creatinine 0.9 mg/dL: 75.5, the worked example's "about 76", below 90.
    const woman = await collected(desk, [KFT], { age: 55, sex: 'female' });
    const hers = await enter(desk, woman.id, { [id('CREAT')]: '0.9' });
    expect(hers.param(id('EGFR'))).toMatchObject({ value: '75', flag: 'low' });
    // Urea not in: no BUN, no ratio.
    expect(hers.param(id('BUN'))?.value).toBeNull();
    expect(hers.param(id('BUN_CREAT'))?.value).toBeNull();
  });
});
