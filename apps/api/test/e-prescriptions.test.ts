import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../src/db/schema/calls.ts';
import { accept, callingDoctor, consentingPatient, ring } from './call-fixtures.ts';
import { auditRows, createAccount } from './doctor-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
const product: Record<'otc' | 'h' | 'h1' | 'x' | 'device', string> = {
  otc: '',
  h: '',
  h1: '',
  x: '',
  device: '',
};

beforeAll(async () => {
  t = await createTestApp();
  const pick = async (where: string) => {
    const res = (await t.ctx.database.db.execute(
      sql.raw(`select id from products where ${where} order by id limit 1`),
    )) as unknown as {
      rows: { id: string }[];
    };
    const id = res.rows[0]?.id;
    if (!id) throw new Error(`no product where ${where}`);
    return id;
  };
  product.otc = await pick(`kind = 'medicine' and schedule = 'OTC' and stock > 0`);
  product.h = await pick(`kind = 'medicine' and schedule = 'H' and stock > 0`);
  product.h1 = await pick(`kind = 'medicine' and schedule = 'H1'`);
  product.x = await pick(`schedule = 'X'`);
  product.device = await pick(`kind = 'device'`);
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** A consultation that rang, was answered and ended. */
async function completedCall(callType: 'video' | 'audio' = 'video') {
  const d = await callingDoctor(t);
  const p = await consentingPatient(t, 'Lakshmi Iyer');
  const call = await ring(t.app, p.token, d.doctorId, callType);
  await accept(t.app, d.token, call.call.id);
  const ended = await post(`/api/v1/calls/${call.call.id}/end`, d.headers, {});
  expect(ended.json().result.status).toBe('completed');
  return { d, p, callId: call.call.id };
}

const item = (productId: string, extra: Record<string, unknown> = {}) => ({
  productId,
  dose: '1 tablet',
  frequency: '1-0-1 after food',
  durationDays: 5,
  ...extra,
});

describe('POST /api/v1/calls/:id/prescription', () => {
  it('issues an e-prescription with the doctor’s registration, via teleconsultation, listed with the patient’s prescriptions', async () => {
    const { d, p, callId } = await completedCall('video');
    const res = await post(`/api/v1/calls/${callId}/prescription`, d.headers, {
      diagnosis: 'Acute pharyngitis',
      items: [item(product.otc, { quantity: 2, instructions: 'Stop if rash appears' }), item(product.h)],
      advice: 'Warm saline gargles thrice a day. Plenty of fluids.',
      followUpDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(res.statusCode).toBe(201);
    const rx = res.json().result;
    expect(rx).toMatchObject({
      callId,
      callType: 'video',
      viaTeleconsultation: true,
      doctor: {
        id: d.doctorId,
        registrationNumber: expect.stringMatching(/^KMC-T/),
        registrationCouncil: 'Karnataka Medical Council',
      },
      patient: { id: p.id, name: 'Lakshmi Iyer' },
      diagnosis: 'Acute pharyngitis',
      advice: expect.stringMatching(/saline/),
      pdfUrl: `/api/v1/calls/prescriptions/${rx.id}/pdf`,
    });
    expect(rx.items).toHaveLength(2);
    expect(rx.items[0]).toMatchObject({
      productId: product.otc,
      schedule: 'OTC',
      dose: '1 tablet',
      durationDays: 5,
      quantity: 2,
      product: {
        pricePaise: expect.any(Number),
        inStock: true,
        image: expect.stringMatching(/^\/api\/v1\/medicines\//),
      },
    });

    // The call's record points at it; the patient's prescriptions list shows it.
    expect((await get(`/api/v1/calls/${callId}`, p.headers)).json().result.prescriptionId).toBe(rx.id);
    const list = await get('/api/v1/bookings/getPrescriptions', p.headers);
    expect(list.statusCode).toBe(200);
    const listed = list.json().result.find((x: { id: string }) => x.id === rx.id);
    expect(listed).toMatchObject({
      source: 'doctor',
      viaTeleconsultation: true,
      valid: true,
      doctor: { registrationNumber: rx.doctor.registrationNumber },
      items: [expect.objectContaining({ dosage: '1 tablet', duration: '5 days' }), expect.anything()],
    });

    // Once per consultation.
    const again = await post(`/api/v1/calls/${callId}/prescription`, d.headers, {
      items: [item(product.otc)],
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses Schedule X always, and Schedule H and H1 after an audio consultation (telemedicine drug lists)', async () => {
    const video = await completedCall('video');
    const x = await post(`/api/v1/calls/${video.callId}/prescription`, video.d.headers, {
      items: [item(product.x)],
    });
    expect(x.statusCode).toBe(422);
    expect(x.json().message).toMatch(/Schedule X medicines are on the prohibited list/);

    const audio = await completedCall('audio');
    const h = await post(`/api/v1/calls/${audio.callId}/prescription`, audio.d.headers, {
      items: [item(product.h), item(product.h1)],
    });
    expect(h.statusCode).toBe(422);
    expect(h.json().message).toMatch(/need a video consultation/);
    const device = await post(`/api/v1/calls/${audio.callId}/prescription`, audio.d.headers, {
      items: [item(product.device)],
    });
    expect(device.statusCode).toBe(400);
    const otc = await post(`/api/v1/calls/${audio.callId}/prescription`, audio.d.headers, {
      items: [item(product.otc)],
    });
    expect(otc.statusCode).toBe(201);
    expect(otc.json().result.callType).toBe('audio');

    const picker = await get(
      `/api/v1/calls/formulary?callId=${audio.callId}&q=${encodeURIComponent('a')}a`,
      audio.d.headers,
    );
    expect(picker.statusCode).toBe(200);
    for (const m of picker.json().result as { schedule: string; allowed: boolean }[]) {
      expect(m.allowed).toBe(m.schedule === 'OTC');
    }
  });

  it('validates the body and who may write it, and when', async () => {
    const { d, p, callId } = await completedCall();
    const bad: [unknown, number][] = [
      [{}, 400],
      [{ items: [] }, 400],
      [{ items: [item(product.otc), item(product.otc)] }, 400],
      [{ items: [item(product.otc, { durationDays: 0 })] }, 400],
      [{ items: [item(product.otc, { dose: '' })] }, 400],
      [{ items: [item('no-such-product')] }, 400],
      [{ advice: 'Rest', followUpDate: '2001-01-01' }, 400],
      [{ advice: 'Rest', price: 1 }, 400],
    ];
    for (const [payload, status] of bad) {
      const res = await post(`/api/v1/calls/${callId}/prescription`, d.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    // Only the call's doctor; a patient is no doctor at all.
    const other = await callingDoctor(t);
    expect(
      (await post(`/api/v1/calls/${callId}/prescription`, other.headers, { advice: 'Rest' })).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/v1/calls/${callId}/prescription`, p.headers, { advice: 'Rest' })).statusCode,
    ).toBe(403);

    // Not before the consultation has happened, not long after it.
    const ringing = await ring(t.app, (await consentingPatient(t)).token, other.doctorId);
    const early = await post(`/api/v1/calls/${ringing.call.id}/prescription`, other.headers, {
      advice: 'Rest',
    });
    expect(early.statusCode).toBe(422);
    await t.ctx.database.db
      .update(calls)
      .set({
        createdAt: new Date(Date.now() - 30 * 3_600_000),
        answeredAt: new Date(Date.now() - 30 * 3_600_000),
        endedAt: new Date(Date.now() - 25 * 3_600_000),
      })
      .where(eq(calls.id, callId));
    const late = await post(`/api/v1/calls/${callId}/prescription`, d.headers, { advice: 'Rest' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/within 24 hours/);
  });
});

describe('reading an e-prescription', () => {
  it('only the patient and the prescribing doctor read it; the doctor’s reads are audited; the PDF downloads', async () => {
    const { d, p, callId } = await completedCall();
    const rx = (
      await post(`/api/v1/calls/${callId}/prescription`, d.headers, {
        items: [item(product.otc)],
        advice: 'Rest',
      })
    ).json().result;

    expect((await get(`/api/v1/calls/prescriptions/${rx.id}`, p.headers)).statusCode).toBe(200);
    expect(await auditRows(t, p.id, 'e-prescription.read')).toEqual([]);

    const byDoctor = await get(`/api/v1/calls/prescriptions/${rx.id}`, d.headers);
    expect(byDoctor.statusCode).toBe(200);
    expect(await auditRows(t, d.id, 'e-prescription.read')).toEqual([
      { subject_user_id: p.id, resource_type: 'e-prescription', resource_id: rx.id },
    ]);

    const strangers = [
      await consentingPatient(t),
      await callingDoctor(t),
      await createAccount(t, 'pharmacist'),
      await createAccount(t, 'admin'),
    ];
    for (const s of strangers) {
      expect((await get(`/api/v1/calls/prescriptions/${rx.id}`, s.headers)).statusCode).toBe(404);
      expect((await get(`/api/v1/calls/prescriptions/${rx.id}/pdf`, s.headers)).statusCode).toBe(404);
    }
    expect((await get(`/api/v1/calls/prescriptions/${rx.id}`, {})).statusCode).toBe(401);

    const pdf = await get(`/api/v1/calls/prescriptions/${rx.id}/pdf`, p.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /attachment; filename="arogya-e-prescription-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // It parses (PDF.js reads it back) and says what it must.
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('e-Prescription via teleconsultation (video consultation)');
    expect(text).toContain(`Reg. No. ${rx.doctor.registrationNumber}`);
    expect(text).toContain('Patient: Lakshmi Iyer');
    await get(`/api/v1/calls/prescriptions/${rx.id}/pdf`, d.headers);
    expect(await auditRows(t, d.id, 'e-prescription.pdf')).toHaveLength(1);
  });
});

describe('advised lab tests', () => {
  it('a doctor advises lab tests with or without medicines; the patient gets them as catalogue cards, also in the PDF', async () => {
    const { d, p, callId } = await completedCall();
    const bad = await post(`/api/v1/calls/${callId}/prescription`, d.headers, {
      labTestIds: ['lt_dia004', 'nope'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('labTestIds.1');
    const twice = await post(`/api/v1/calls/${callId}/prescription`, d.headers, {
      labTestIds: ['lt_dia004', 'lt_dia004'],
    });
    expect(twice.statusCode).toBe(400);
    const res = await post(`/api/v1/calls/${callId}/prescription`, d.headers, {
      labTestIds: ['lt_dia004', 'lt_pkg005'],
    });
    expect(res.statusCode).toBe(201);
    const rx = res.json().result;
    expect(rx.items).toEqual([]);
    expect(rx.advisedTests.map((x: { id: string; type: string }) => [x.id, x.type])).toEqual([
      ['lt_dia004', 'test'],
      ['lt_pkg005', 'package'],
    ]);
    expect(rx.advisedTests[0].discountPricePaise).toBeGreaterThan(0);
    const mine = (await get(`/api/v1/calls/prescriptions/${rx.id}`, p.headers)).json().result;
    expect(mine.advisedTests).toHaveLength(2);
    const pdf = await pdfText((await get(`/api/v1/calls/prescriptions/${rx.id}/pdf`, p.headers)).rawPayload);
    expect(pdf).toContain('Tests advised');
    expect(pdf).toContain('HbA1c (Glycated Haemoglobin)');
  });
});
