// The lab desk and reports end to end through the API: the day's collections by slot, assigning a
// phlebotomist, collection with a barcode, results flagged at the range's edges, the PDF (byte-checked,
// 10 MB), report ready, the patient's report, file and trend; a lab cancelling with a reason; the menu and
// prices; and every desk and report route tried by another patient, another lab, each role and anonymously.
import { UPLOAD_MAX_BYTES } from '@arogya/contracts/constants';
import { LabDeskAnswer, LabDeskBookingAnswer, LabReportAnswer, LabTrendAnswer } from '@arogya/contracts/labs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labBookings, labItems, labPinCodes, labs } from '../src/db/schema/labs.ts';
import { auditLog } from '../src/db/schema/system.ts';
import { issueSession } from '../src/modules/users/issue-session.ts';
import { booked, collectionDue, ITEMS, labDesk, tomorrow } from './labs-fixtures.ts';
import { type Account, account, multipart, PDF, PNG } from './pharmacy-fixtures.ts';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type H = Record<string, string>;
const req = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });
const uploadReport = (who: { headers: H }, id: string, data: Buffer, name = 'report') => {
  const form = multipart([{ name, filename: 'report.pdf', type: 'application/pdf', data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/labs/uploadReport/${id}`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
};
const HBA1C = 'lp_dia004_hba1c';
const EAG = 'lp_dia004_eag';

async function collected(desk: Account & { labId: string }, patient: Account) {
  const b = await booked(t, patient, desk.labId);
  await req('POST', `/api/v1/labs/desk/bookings/${b.id}/phlebotomist`, desk.headers, {
    name: 'Ravi Kumar',
    phone: '9845098450',
  });
  await collectionDue(t, b.id);
  const res = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
    status: 'sample_collected',
    barcode: `bc-${b.id.slice(0, 8)}`,
  });
  expect(res.statusCode).toBe(200);
  return b;
}

describe('the lab desk', () => {
  it('takes a booking from collection to report, and the patient reads the flagged values and the PDF', async () => {
    const desk = await labDesk(t, { capacity: 2 });
    const patient = await account(t);
    const b = await booked(t, patient, desk.labId);

    const day = LabDeskAnswer.parse(
      (await req('GET', `/api/v1/users/lab?date=${tomorrow()}`, desk.headers)).json(),
    ).result;
    expect(day.lab.id).toBe(desk.labId);
    expect(day.lab.collectionCapacityPerSlot).toBe(2);
    const seven = day.slots.find((s) => s.start === '07:00');
    expect(seven).toMatchObject({ capacity: 2, booked: 1 });
    expect(seven?.bookings.map((x) => x.id)).toEqual([b.id]);
    expect(day.counts.booked).toBe(1);

    const sheet = LabDeskBookingAnswer.parse(
      (await req('GET', `/api/v1/labs/desk/bookings/${b.id}`, desk.headers)).json(),
    ).result;
    // HbA1c to enter; eAG is calculated from it.
    expect(sheet.missingResults).toBe(1);
    expect(sheet.results[0]?.parameters.find((p) => p.id === HBA1C)?.referenceRange?.high).toBe(5.6);

    const early = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
      status: 'sample_collected',
      barcode: 'ABC123456',
    });
    expect(early.statusCode).toBe(422);
    const assigned = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/phlebotomist`, desk.headers, {
      name: 'Ravi Kumar',
      phone: '9845098450',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().result.phlebotomist).toEqual({ name: 'Ravi Kumar', phone: '9845098450' });
    const tooEarly = await req('PUT', `/api/v1/labs/desk/bookings/${b.id}/results`, desk.headers, {
      results: [{ parameterId: HBA1C, value: '5.6' }],
    });
    expect(tooEarly.statusCode).toBe(422);
    await collectionDue(t, b.id);
    const coll = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
      status: 'sample_collected',
      barcode: 'ncl-2026-0001',
    });
    expect(coll.statusCode).toBe(200);
    expect(coll.json().result).toMatchObject({ sampleBarcode: 'NCL-2026-0001', paymentStatus: 'paid' });
    // The patient can no longer cancel.
    expect((await req('POST', `/api/v1/labs/bookings/${b.id}/cancel`, patient.headers, {})).statusCode).toBe(
      422,
    );

    const bad = await req('PUT', `/api/v1/labs/desk/bookings/${b.id}/results`, desk.headers, {
      results: [
        { parameterId: HBA1C, value: 'high' },
        { parameterId: 'lp_bld001_hb', value: '12' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual([
      'results.0.value',
      'results.1.parameterId',
    ]);
    const edge = await req('PUT', `/api/v1/labs/desk/bookings/${b.id}/results`, desk.headers, {
      results: [{ parameterId: HBA1C, value: '5.6' }],
    });
    expect(edge.json().result.results[0].parameters.find((p: { id: string }) => p.id === HBA1C).flag).toBe(
      'normal',
    );
    const saved = LabDeskBookingAnswer.parse(
      (
        await req('PUT', `/api/v1/labs/desk/bookings/${b.id}/results`, desk.headers, {
          results: [{ parameterId: HBA1C, value: '5.7' }],
        })
      ).json(),
    ).result;
    expect(saved.missingResults).toBe(0);
    expect(saved.results[0]?.parameters.find((p) => p.id === EAG)).toMatchObject({
      value: '117',
      flag: 'high',
    });

    expect(
      (
        await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
          status: 'report_ready',
        })
      ).statusCode,
    ).toBe(422);
    expect((await uploadReport(desk, b.id, PNG)).statusCode).toBe(415);
    expect((await uploadReport(desk, b.id, PDF, 'image')).statusCode).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length)]);
    expect((await uploadReport(desk, b.id, big)).statusCode).toBe(413);
    const up = await uploadReport(desk, b.id, PDF);
    expect(up.statusCode).toBe(201);
    expect(up.json().result.url).toBe(`/api/v1/labs/bookings/${b.id}/report/file`);
    // Not ready yet: the patient sees no report and no file.
    expect((await req('GET', `/api/v1/labs/bookings/${b.id}/report`, patient.headers)).statusCode).toBe(422);
    expect((await req('GET', `/api/v1/labs/bookings/${b.id}/report/file`, patient.headers)).statusCode).toBe(
      404,
    );
    expect(
      (
        await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
          status: 'report_ready',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, { status: 'processing' }))
        .statusCode,
    ).toBe(200);
    const ready = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
      status: 'report_ready',
    });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().result).toMatchObject({ status: 'report_ready', reportStatus: 'available' });
    expect(
      (
        await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
          status: 'cancelled',
          reason: 'Sample haemolysed',
        })
      ).statusCode,
    ).toBe(422);

    const report = LabReportAnswer.parse(
      (await req('GET', `/api/v1/labs/bookings/${b.id}/report`, patient.headers)).json(),
    ).result;
    expect(report.flaggedCount).toBe(2);
    const a1c = report.tests[0]?.parameters.find((p) => p.parameterId === HBA1C);
    expect(a1c).toMatchObject({
      value: '5.7',
      numericValue: 5.7,
      flag: 'high',
      flagLabel: 'High',
      trendAvailable: false,
    });
    expect(report.file?.fileName).toBe('report.pdf');
    const file = await req('GET', `/api/v1/labs/bookings/${b.id}/report/file`, patient.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const list = (await req('GET', '/api/v1/labs/bookings?filter=completed', patient.headers)).json();
    expect(list.result[0].items[0].reportStatus).toBe('available');
    // The lab's own read of the report is audited.
    expect((await req('GET', `/api/v1/labs/bookings/${b.id}/report`, desk.headers)).statusCode).toBe(200);
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, b.id), eq(auditLog.actorId, desk.id)));
    expect(audit.map((a) => a.action)).toContain('lab_report.read');
  });

  it('lets the lab cancel with a reason the patient sees, freeing the place', async () => {
    const desk = await labDesk(t, { capacity: 1 });
    const patient = await account(t);
    const b = await booked(t, patient, desk.labId);
    const short = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
      status: 'cancelled',
      reason: 'no',
    });
    expect(short.statusCode).toBe(400);
    const res = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
      status: 'cancelled',
      reason: 'No phlebotomist free in your area that morning',
    });
    expect(res.statusCode).toBe(200);
    const mine = (await req('GET', `/api/v1/labs/bookings/${b.id}`, patient.headers)).json().result;
    expect(mine).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'lab',
      cancelReason: 'No phlebotomist free in your area that morning',
      reportStatus: 'cancelled',
    });
    expect((await booked(t, await account(t), desk.labId)).status).toBe('booked');
  });

  it("marks nothing collected or reported before the booking's collection day", async () => {
    const desk = await labDesk(t);
    const b = await booked(t, await account(t), desk.labId);
    const assigned = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/phlebotomist`, desk.headers, {
      name: 'Ravi Kumar',
      phone: '9845098450',
    });
    expect(assigned.statusCode, 'a phlebotomist is assigned ahead').toBe(200);
    const early = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
      status: 'sample_collected',
      barcode: `EARLY-${b.id.slice(0, 8)}`,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(
      /^This collection is booked for \d{1,2} \w{3} \d{4}: the sample can be marked collected from that day$/,
    );
    const [row] = await t.ctx.database.db.select().from(labBookings).where(eq(labBookings.id, b.id));
    expect(row?.status).toBe('phlebotomist_assigned');
    expect(row?.sampleCollectedAt).toBeNull();
    // On the day, it is collected; a cancellation was possible all along.
    await collectionDue(t, b.id);
    const onTheDay = await req('POST', `/api/v1/labs/desk/bookings/${b.id}/status`, desk.headers, {
      status: 'sample_collected',
      barcode: `EARLY-${b.id.slice(0, 8)}`,
    });
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
  });

  it('refuses a barcode the lab already used (409)', async () => {
    const desk = await labDesk(t);
    const first = await collected(desk, await account(t));
    const second = await booked(t, await account(t), desk.labId, { slot: '08:00' });
    await req('POST', `/api/v1/labs/desk/bookings/${second.id}/phlebotomist`, desk.headers, {
      name: 'Ravi Kumar',
      phone: '9845098450',
    });
    await collectionDue(t, second.id);
    const dup = await req('POST', `/api/v1/labs/desk/bookings/${second.id}/status`, desk.headers, {
      status: 'sample_collected',
      barcode: `bc-${first.id.slice(0, 8)}`,
    });
    expect(dup.statusCode).toBe(409);
  });

  it('manages the menu: add, 409 twice, price above MRP 422, take off; offers follow', async () => {
    const desk = await labDesk(t);
    // The lab's kept counts (migration 0039) against a count of the rows, and as the desk answers them.
    const keptCounts = async () => {
      const [row] = await t.ctx.database.db
        .select({
          menuCount: labs.menuCount,
          pinCount: labs.pinCount,
          menuRows: sql<number>`(select count(*)::int from lab_menu m where m.lab_id = ${labs.id} and m.active)`,
          pinRows: sql<number>`(select count(*)::int from lab_pin_codes p where p.lab_id = ${labs.id})`,
        })
        .from(labs)
        .where(eq(labs.id, desk.labId));
      expect(row?.menuCount).toBe(row?.menuRows);
      expect(row?.pinCount).toBe(row?.pinRows);
      const shown = (await req('GET', '/api/v1/users/lab', desk.headers)).json().result.lab;
      expect(shown).toMatchObject({ testCount: row?.menuRows, pinCodeCount: row?.pinRows });
      return row?.menuCount ?? -1;
    };
    const before = await keptCounts();
    const menu = (await req('GET', '/api/v1/labs/menu?offered=true&limit=50', desk.headers)).json();
    expect(menu.result.map((m: { itemId: string }) => m.itemId).sort()).toEqual(Object.values(ITEMS).sort());
    const vitD = 'lt_vit001';
    expect(
      (await req('POST', '/api/v1/labs/add', desk.headers, { itemId: vitD, pricePaise: 200_000 })).statusCode,
    ).toBe(422);
    const added = await req('POST', '/api/v1/labs/add', desk.headers, { itemId: vitD, pricePaise: 5_000 });
    expect(added.statusCode).toBe(201);
    expect(added.json().result).toMatchObject({ itemId: vitD, pricePaise: 5_000, active: true });
    expect(await keptCounts()).toBe(before + 1);
    const [item] = await t.ctx.database.db.select().from(labItems).where(eq(labItems.id, vitD));
    expect(item?.fromPricePaise).toBe(5_000);
    expect(
      (await req('POST', '/api/v1/labs/add', desk.headers, { itemId: vitD, pricePaise: 6_000 })).statusCode,
    ).toBe(409);
    expect(
      (await req('POST', '/api/v1/labs/add', desk.headers, { itemId: 'nope', pricePaise: 6_000 })).statusCode,
    ).toBe(404);
    const off = await req('PUT', '/api/v1/labs/update', desk.headers, { itemId: vitD, active: false });
    expect(off.json().result.active).toBe(false);
    expect(await keptCounts()).toBe(before);
    const pin = (
      await t.ctx.database.db.select().from(labPinCodes).where(eq(labPinCodes.labId, desk.labId))
    )[0];
    if (pin) {
      await t.ctx.database.db
        .delete(labPinCodes)
        .where(and(eq(labPinCodes.labId, desk.labId), eq(labPinCodes.pinCode, pin.pinCode)));
      await keptCounts();
      await t.ctx.database.db.insert(labPinCodes).values(pin);
      await keptCounts();
    }
    const [after] = await t.ctx.database.db.select().from(labItems).where(eq(labItems.id, vitD));
    expect(after?.fromPricePaise).toBeGreaterThan(5_000);
    const offers = (await req('GET', `/api/v1/labs/offers?pinCode=560038&itemIds=${vitD}`)).json().result;
    expect(offers.map((o: { lab: { id: string } }) => o.lab.id)).not.toContain(desk.labId);
    expect(
      (await req('PUT', '/api/v1/labs/update', desk.headers, { itemId: 'lt_can006', active: true }))
        .statusCode,
    ).toBe(404);
    expect((await req('PUT', '/api/v1/labs/update', desk.headers, { itemId: vitD })).statusCode).toBe(400);
  });
});

describe('who may use the desk and read reports', () => {
  it('the demo doctor, who has seen the demo patient, reads her seeded HbA1c report and its trend (audited)', async () => {
    const doctor = bearer(await issueSession(t.ctx, 'usr_demo_doctor', {}));
    const report = LabReportAnswer.parse(
      (await req('GET', '/api/v1/labs/bookings/labbk_demo_3/report', doctor)).json(),
    ).result;
    const a1c = report.tests[0]?.parameters.find((p) => p.code === 'HBA1C');
    expect(a1c?.trendAvailable).toBe(true);
    const trend = LabTrendAnswer.parse(
      (await req('GET', `/api/v1/labs/bookings/labbk_demo_3/trends/${HBA1C}`, doctor)).json(),
    ).result;
    expect(trend.points.map((p) => p.value)).toEqual([7.4, 6.9, 6.3]);
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, 'labbk_demo_3'), eq(auditLog.actorId, 'usr_demo_doctor')));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 to another patient, another lab, a doctor without an appointment and other staff; 401 anonymous', async () => {
    const desk = await labDesk(t);
    const patient = await account(t);
    const b = await collected(desk, patient);
    const others = [
      await account(t),
      await labDesk(t),
      ...(await Promise.all(['doctor', 'pharmacist', 'receptionist', 'admin'].map((r) => account(t, r)))),
    ];
    const reportUrls = [
      `/api/v1/labs/bookings/${b.id}/report`,
      `/api/v1/labs/bookings/${b.id}/report/file`,
      `/api/v1/labs/bookings/${b.id}/trends/${HBA1C}`,
      '/api/v1/labs/bookings/labbk_demo_3/report',
      `/api/v1/labs/bookings/labbk_demo_3/trends/${HBA1C}`,
    ];
    for (const o of others) {
      for (const url of reportUrls) expect((await req('GET', url, o.headers)).statusCode, url).toBe(404);
    }
    for (const url of reportUrls) expect((await req('GET', url)).statusCode).toBe(401);
    // Desk routes: other labs get 404 for this lab's booking; other roles 403; anonymous 401.
    const deskCalls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', `/api/v1/labs/desk/bookings/${b.id}`],
      [
        'POST',
        `/api/v1/labs/desk/bookings/${b.id}/phlebotomist`,
        { name: 'Ravi Kumar', phone: '9845098450' },
      ],
      ['POST', `/api/v1/labs/desk/bookings/${b.id}/status`, { status: 'processing' }],
      [
        'PUT',
        `/api/v1/labs/desk/bookings/${b.id}/results`,
        { results: [{ parameterId: HBA1C, value: '5' }] },
      ],
    ];
    const otherLab = others[1] as Account;
    for (const [method, url, body] of deskCalls) {
      expect((await req(method, url, otherLab.headers, body)).statusCode, url).toBe(404);
      for (const o of [others[0], ...others.slice(2)] as Account[])
        expect((await req(method, url, o.headers, body)).statusCode, url).toBe(403);
      expect((await req(method, url, {}, body)).statusCode).toBe(401);
    }
    expect((await uploadReport(otherLab, b.id, PDF)).statusCode).toBe(404);
    expect((await uploadReport(others[0] as Account, b.id, PDF)).statusCode).toBe(403);
    expect((await uploadReport({ headers: {} }, b.id, PDF)).statusCode).toBe(401);
    for (const url of ['/api/v1/users/lab', '/api/v1/labs/menu']) {
      expect((await req('GET', url, patient.headers)).statusCode).toBe(403);
      expect((await req('GET', url)).statusCode).toBe(401);
    }
    // Another lab's day never shows this booking.
    const theirs = LabDeskAnswer.parse(
      (await req('GET', `/api/v1/users/lab?date=${tomorrow()}`, otherLab.headers)).json(),
    ).result;
    expect(theirs.slots.flatMap((s) => s.bookings).map((x) => x.id)).not.toContain(b.id);
    // A lab account not linked to a lab is refused.
    const orphan = await account(t, 'lab');
    expect((await req('GET', '/api/v1/users/lab', orphan.headers)).statusCode).toBe(403);
  });
});

describe("the patient's data export and deletion", () => {
  it('exports lab bookings with results, without storage keys; deleting the account removes them and the PDF', async () => {
    const desk = await labDesk(t);
    const reg = await registerUser(t.app);
    const who = { id: reg.user.id, token: reg.token, headers: bearer(reg.token) } as Account;
    const b = await collected(desk, who);
    await req('PUT', `/api/v1/labs/desk/bookings/${b.id}/results`, desk.headers, {
      results: [{ parameterId: HBA1C, value: '6.1' }],
    });
    expect((await uploadReport(desk, b.id, PDF)).statusCode).toBe(201);
    const [row] = await t.ctx.database.db.select().from(labBookings).where(eq(labBookings.id, b.id));
    const key = row?.reportFileKey as string;
    expect(await t.ctx.storage.get(key)).not.toBeNull();
    const exp = await req('GET', '/api/v1/users/me/export', who.headers);
    expect(exp.statusCode).toBe(200);
    const lab = exp.json().labBookings;
    expect(lab).toHaveLength(1);
    // HbA1c as typed and the eAG calculated from it.
    expect(lab[0].results.map((r: { value: string }) => r.value).sort()).toEqual(['128', '6.1']);
    expect(exp.body).not.toContain('reportFileKey');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: who.headers,
      payload: { password: reg.password },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.ctx.storage.get(key)).toBeNull();
    expect(await t.ctx.database.db.select().from(labBookings).where(eq(labBookings.id, b.id))).toEqual([]);
  });

  it('deleting the account gives back the slot places of bookings not yet collected', async () => {
    const desk = await labDesk(t, { capacity: 1 });
    const reg = await registerUser(t.app);
    const who = { id: reg.user.id, token: reg.token, headers: bearer(reg.token) } as Account;
    await booked(t, who, desk.labId);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: who.headers,
      payload: { password: reg.password },
    });
    expect(del.statusCode).toBe(200);
    expect((await booked(t, await account(t), desk.labId)).status).toBe('booked');
  });
});
