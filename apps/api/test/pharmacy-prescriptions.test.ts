import { PRESCRIPTION_VALIDITY_DAYS, UPLOAD_MAX_BYTES } from '@arogya/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  account,
  addAddress,
  auditCount,
  makeProduct,
  order,
  PDF,
  PNG,
  prescriptionFor,
  stockOf,
  upload,
} from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let pharmacist: Account;
beforeAll(async () => {
  t = await createTestApp();
  pharmacist = await account(t, 'pharmacist', 'Sneha Iyer');
});
afterAll(async () => {
  await t.app.close();
});

const decide = (who: Account, orderId: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/pharmacist/orders/${orderId}/prescription`,
    headers: who.headers,
    payload,
  });
const fileOf = (who: Account | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/prescriptions/${id}/file`, headers: who?.headers ?? {} });

async function rxOrder(opts: { issuedDaysAgo?: number; stock?: number } = {}) {
  const me = await account(t);
  const addressId = await addAddress(t, me);
  const productId = await makeProduct(t, { schedule: 'H', stock: opts.stock ?? 10 });
  const prescriptionId = await prescriptionFor(t, me, opts.issuedDaysAgo ?? 2);
  const res = await order(t, me, { addressId, lines: [{ productId, quantity: 2 }], prescriptionId });
  return { me, addressId, productId, prescriptionId, res };
}

describe('prescription upload (POST /api/v1/doctors/addReceipt)', () => {
  it('accepts images and PDFs, checked by their bytes, and lists them', async () => {
    const me = await account(t);
    const png = await upload(t, me, PNG, { issuedOn: '2026-11-01', note: 'From Dr. Rao' });
    expect(png.statusCode).toBe(201);
    expect(png.json().result).toMatchObject({
      source: 'uploaded',
      mimeType: 'image/png',
      note: 'From Dr. Rao',
      doctor: null,
    });
    const pdf = await upload(t, me, PDF);
    expect(pdf.json().result.mimeType).toBe('application/pdf');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings/getPrescriptions',
      headers: me.headers,
    });
    expect(
      list
        .json()
        .result.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([png.json().result.id, pdf.json().result.id].sort());
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bookings/getPrescriptions' })).statusCode).toBe(
      401,
    );
  });

  it('refuses other types (415), files over the limit (413), a missing file (400) and future dates', async () => {
    const me = await account(t);
    expect((await upload(t, me, Buffer.from('<html><script>alert(1)</script></html>'))).statusCode).toBe(415);
    expect((await upload(t, me, Buffer.from('just some text pretending to be a png'))).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    expect((await upload(t, me, big)).statusCode).toBe(413);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/doctors/addReceipt',
      headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect((await upload(t, me, PNG, { issuedOn: '2099-01-01' })).statusCode).toBe(400);
    const noToken = await t.app.inject({ method: 'POST', url: '/api/v1/doctors/addReceipt' });
    expect(noToken.statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings/getPrescriptions',
      headers: me.headers,
    });
    expect(listed.json().result).toEqual([]);
  });
});

describe('prescription file access', () => {
  it('serves the owner; a pharmacist only for an order that references it, audit-logged; nobody else', async () => {
    const { me, prescriptionId } = await rxOrder();
    const own = await fileOf(me, prescriptionId);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);

    const before = await auditCount(t, pharmacist.id, 'prescription.file.read');
    expect((await fileOf(pharmacist, prescriptionId)).statusCode).toBe(200);
    expect(await auditCount(t, pharmacist.id, 'prescription.file.read')).toBe(before + 1);

    const unused = await prescriptionFor(t, me);
    expect((await fileOf(pharmacist, unused)).statusCode).toBe(404);
    for (const role of ['patient', 'doctor', 'receptionist', 'lab', 'admin']) {
      const stranger = await account(t, role);
      expect((await fileOf(stranger, prescriptionId)).statusCode).toBe(404);
    }
    expect((await fileOf(null, prescriptionId)).statusCode).toBe(401);
    expect(await auditCount(t, me.id, 'prescription.file.read')).toBe(0);
  });
});

describe('the prescription rule at checkout', () => {
  it('refuses an H item without a prescription (422) and with one older than the validity', async () => {
    const me = await account(t);
    const addressId = await addAddress(t, me);
    const productId = await makeProduct(t, { schedule: 'H1', stock: 5 });
    const none = await order(t, me, { addressId, lines: [{ productId, quantity: 1 }] });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/prescription is required/);
    const old = await prescriptionFor(t, me, PRESCRIPTION_VALIDITY_DAYS + 1);
    const stale = await order(t, me, { addressId, lines: [{ productId, quantity: 1 }], prescriptionId: old });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toMatch(`more than ${PRESCRIPTION_VALIDITY_DAYS} days old`);
    const someoneElses = await prescriptionFor(t, await account(t));
    expect(
      (await order(t, me, { addressId, lines: [{ productId, quantity: 1 }], prescriptionId: someoneElses }))
        .statusCode,
    ).toBe(422);
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('a valid prescription puts the order in the pharmacist queue; approval confirms it', async () => {
    const { me, res, prescriptionId } = await rxOrder({ issuedDaysAgo: PRESCRIPTION_VALIDITY_DAYS - 1 });
    expect(res.statusCode).toBe(201);
    const o = res.json().result;
    expect(o).toMatchObject({
      status: 'awaiting_prescription',
      statusLabel: 'Awaiting prescription verification',
      canCancel: true,
    });
    expect(o.prescription).toMatchObject({ id: prescriptionId, status: 'pending' });

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pharmacist/queue?limit=50',
      headers: pharmacist.headers,
    });
    const item = queue.json().result.find((q: { orderId: string }) => q.orderId === o.id);
    expect(item).toMatchObject({ orderNumber: o.orderNumber, prescription: { id: prescriptionId } });
    expect(item.prescriptionItems[0]).toMatchObject({ quantity: 2, schedule: 'H' });

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/pharmacist/orders/${o.id}/status`,
          headers: pharmacist.headers,
          payload: { status: 'packed' },
        })
      ).statusCode,
    ).toBe(422);
    const approved = await decide(pharmacist, o.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toMatchObject({
      status: 'confirmed',
      prescription: { status: 'approved' },
    });
    expect((await decide(pharmacist, o.id, { decision: 'approve' })).statusCode).toBe(409);
    const seen = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${o.id}`, headers: me.headers });
    expect(seen.json().result.statusLabel).toBe('Confirmed');
  });

  it('a rejection cancels the order, restores stock and shows the patient the reason', async () => {
    const { me, res, productId } = await rxOrder({ stock: 6 });
    const o = res.json().result;
    expect(await stockOf(t, productId)).toBe(4);
    const reason = 'The prescription does not name this medicine';
    expect((await decide(pharmacist, o.id, { decision: 'reject' })).statusCode).toBe(400);
    const rejected = await decide(pharmacist, o.id, { decision: 'reject', reason });
    expect(rejected.statusCode).toBe(200);
    expect(await stockOf(t, productId)).toBe(6);
    const seen = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${o.id}`, headers: me.headers })
    ).json().result;
    expect(seen).toMatchObject({
      status: 'cancelled',
      prescription: { status: 'rejected', rejectionReason: reason },
    });
    expect(seen.cancelReason).toContain(reason);
  });
});

describe("the pharmacist's desk is for pharmacists", () => {
  it('refuses patients, doctors and the signed-out, and audits reads of an order with a prescription', async () => {
    const { me, res } = await rxOrder();
    const o = res.json().result;
    const urls = [
      '/api/v1/pharmacist/queue',
      '/api/v1/pharmacist/orders',
      `/api/v1/pharmacist/orders/${o.id}`,
    ];
    for (const who of [me, await account(t, 'doctor'), await account(t, 'receptionist')]) {
      for (const url of urls)
        expect((await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode).toBe(403);
      expect((await decide(who, o.id, { decision: 'approve' })).statusCode).toBe(403);
    }
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const before = await auditCount(t, pharmacist.id, 'prescription.review.read');
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/pharmacist/orders/${o.id}`,
      headers: pharmacist.headers,
    });
    expect(view.json().result.patient).toMatchObject({ id: me.id, name: 'Meera Iyer' });
    expect(await auditCount(t, pharmacist.id, 'prescription.review.read')).toBe(before + 1);
    const confirmed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pharmacist/orders?status=awaiting_prescription&limit=50',
      headers: pharmacist.headers,
    });
    expect(confirmed.json().result.some((r: { id: string }) => r.id === o.id)).toBe(true);
  });
});
