// A call and the appointment it is for: an answered call that ends completes the consultation (hung up or
// closed silent), an unanswered one does not, the doctor's 'Mark completed' racing the hang-up keeps the
// notes, and the notes and the e-prescription can still be written afterwards. The doctor's desk can start
// the call of a booked video or audio appointment: it rings the patient, who answers after consenting.
import { TELECONSULTATION_CONSENT_VERSION } from '@arogya/contracts/calls';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../src/db/schema/calls.ts';
import { appointments } from '../src/db/schema/doctors.ts';
import { createCallDeps } from '../src/modules/calls/calls-deps.ts';
import { expireCalls } from '../src/modules/calls/expire-calls.ts';
import {
  accept,
  callingDoctor,
  clientId,
  consentingPatient,
  initiate,
  joinCall,
  listen,
  openSocket,
} from './call-fixtures.ts';
import { createPatient, createReceptionist, insertAppointment } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const MIN = 60_000;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const appointmentRow = async (id: string) =>
  (await t.ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const callRow = async (id: string) =>
  (await t.ctx.database.db.select().from(calls).where(eq(calls.id, id)))[0];

type Person = { id: string; token: string; headers: Record<string, string> };

/** A video appointment of this patient with this doctor, starting `fromNow` ms from now. */
async function videoAppointment(
  doctorId: string,
  patientId: string,
  fromNow = -5 * MIN,
  type = 'video',
  name = 'Fixture Patient',
) {
  const id = await insertAppointment(t, {
    doctorId,
    patientId,
    startsAt: new Date(Date.now() + fromNow),
    minutes: 30,
  });
  await t.ctx.database.db.execute(
    sql`update appointments set consultation_type = ${type}, patient_name = ${name} where id = ${id}`,
  );
  return id;
}

/** The patient rings for their appointment and the doctor answers; both are in the call. */
async function answeredCall(d: Person & { doctorId: string }, p: Person, appointmentId: string) {
  const res = await initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'video', appointmentId });
  expect(res.statusCode).toBe(201);
  const rang = res.json() as { token: string; call: { id: string } };
  await accept(t.app, d.token, rang.call.id);
  return rang;
}

const statusFor = async (url: string, headers: Record<string, string>, id: string) => {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  return (res.json().result as { id: string; status: string }[]).find((a) => a.id === id)?.status;
};

describe('a call answered and ended completes its consultation', () => {
  it('hung up by the patient: completed for the patient, the doctor and the reception desk; no call again', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t, 'Sunita Rao');
    const id = await videoAppointment(d.doctorId, p.id);
    const rang = await answeredCall(d, p, id);
    expect((await appointmentRow(id))?.status).toBe('booked');

    const ended = await post(`/api/v1/calls/${rang.call.id}/end`, p.headers);
    expect(ended.statusCode).toBe(200);
    const row = await appointmentRow(id);
    expect(row).toMatchObject({ status: 'completed', notes: null });
    expect(row?.completedAt?.getTime()).toBe((await callRow(rang.call.id))?.endedAt?.getTime());

    expect(await statusFor('/api/v1/bookings/booking?filter=all', p.headers, id)).toBe('completed');
    expect(await statusFor('/api/v1/doctors/me/appointments?filter=all', d.headers, id)).toBe('completed');
    const desk = await createReceptionist(t, d.clinicId);
    const date = (await get(`/api/v1/bookings/booking/${id}`, p.headers)).json().result.date;
    expect(
      await statusFor(`/api/v1/receptionist/appointments?filter=all&date=${date}`, desk.headers, id),
    ).toBe('completed');
    const again = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: id,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'This consultation has been completed. To consult again, please book a new appointment.',
    );
  });

  it('hung up over the signalling socket by the doctor completes it too', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const id = await videoAppointment(d.doctorId, p.id);
    const rang = await answeredCall(d, p, id);
    const doctorSession = await post(`/api/v1/calls/${rang.call.id}/token`, d.headers);
    const socket = await joinCall(t.app, rang.call.id, doctorSession.json().token, 'doc');
    socket.send({ type: 'hangup' });
    expect((await socket.next('call-status')).status).toBe('completed');
    expect((await appointmentRow(id))?.status).toBe('completed');
  });

  it('a hang-up sent just before its socket closes still ends the call, completes it and tells the other side', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const id = await videoAppointment(d.doctorId, p.id);
    const rang = await answeredCall(d, p, id);
    const doctorSession = await post(`/api/v1/calls/${rang.call.id}/token`, d.headers);
    const doctor = await joinCall(t.app, rang.call.id, doctorSession.json().token, 'doc');
    const patient = await joinCall(t.app, rang.call.id, rang.token, 'pat');
    await doctor.next('peer-joined');
    patient.send({ type: 'hangup' });
    patient.close();
    expect((await doctor.next('call-status')).status).toBe('completed');
    expect((await appointmentRow(id))?.status).toBe('completed');
  });

  it('a call never answered (missed, declined, given up) leaves the appointment booked', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const id = await videoAppointment(d.doctorId, p.id);
    const ring = () =>
      initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'video', appointmentId: id });

    const declined = (await ring()).json().call.id as string;
    expect((await post(`/api/v1/calls/${declined}/decline`, d.headers)).statusCode).toBe(200);
    const givenUp = (await ring()).json().call.id as string;
    expect((await post(`/api/v1/calls/${givenUp}/end`, p.headers)).statusCode).toBe(200);
    const missed = (await ring()).json().call.id as string;
    await expireCalls(createCallDeps(t.ctx), new Date(Date.now() + 2 * MIN));
    const statuses = await Promise.all(
      [declined, givenUp, missed].map(async (c) => (await callRow(c))?.status),
    );
    expect(statuses).toEqual(['declined', 'missed', 'missed']);
    expect((await appointmentRow(id))?.status).toBe('booked');
  });

  it('a call answered and then closed silent by the sweep completes it, at the last sign of life', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const id = await videoAppointment(d.doctorId, p.id, -20 * MIN);
    const rang = await answeredCall(d, p, id);
    const answeredAt = new Date(Date.now() - 10 * MIN);
    const lastSeen = new Date(Date.now() - 6 * MIN);
    await t.ctx.database.db
      .update(calls)
      .set({ createdAt: new Date(answeredAt.getTime() - MIN), answeredAt, lastSeenAt: lastSeen })
      .where(eq(calls.id, rang.call.id));
    const ended = await expireCalls(createCallDeps(t.ctx), new Date());
    expect(ended).toContain(rang.call.id);
    const row = await appointmentRow(id);
    expect(row?.status).toBe('completed');
    expect(row?.completedAt?.getTime()).toBe(lastSeen.getTime());
  });

  it("the doctor's 'Mark completed' racing the hang-up: both succeed and the notes are kept, whichever wins", async () => {
    for (let round = 0; round < 6; round++) {
      const d = await callingDoctor(t, { hours: [] });
      const p = await consentingPatient(t);
      const id = await videoAppointment(d.doctorId, p.id);
      const rang = await answeredCall(d, p, id);
      const notes = `Round ${round}: viral fever, rest and fluids.`;
      const [hangUp, complete] = await Promise.all([
        post(`/api/v1/calls/${rang.call.id}/end`, p.headers),
        post(`/api/v1/doctors/me/appointments/${id}/complete`, d.headers, { notes }),
      ]);
      expect(hangUp.statusCode).toBe(200);
      expect(complete.statusCode, complete.body).toBe(200);
      expect(complete.json().result).toMatchObject({ status: 'completed', summary: { notes } });
      expect(await appointmentRow(id)).toMatchObject({ status: 'completed', notes });
      expect((await callRow(rang.call.id))?.status).toBe('completed');
    }
  });

  it('after the call completed it, the doctor adds the notes once and writes the e-prescription', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const id = await videoAppointment(d.doctorId, p.id);
    const rang = await answeredCall(d, p, id);
    await post(`/api/v1/calls/${rang.call.id}/end`, d.headers);

    const listed = async () =>
      (
        (await get('/api/v1/doctors/me/appointments?filter=all', d.headers)).json().result as {
          id: string;
          canAddNotes: boolean;
          hasSummary: boolean;
        }[]
      ).find((a) => a.id === id);
    expect(await listed()).toMatchObject({ canAddNotes: true, hasSummary: false });
    const saved = await post(`/api/v1/doctors/me/appointments/${id}/complete`, d.headers, {
      notes: 'Allergic rhinitis. Cetirizine at night for five days.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Consultation notes saved');
    expect(await listed()).toMatchObject({ canAddNotes: false, hasSummary: true });
    const twice = await post(`/api/v1/doctors/me/appointments/${id}/complete`, d.headers, { notes: 'Again' });
    expect(twice.statusCode).toBe(422);
    const summary = (await get(`/api/v1/bookings/booking/${id}`, p.headers)).json().result.summary;
    expect(summary.notes).toMatch(/^Allergic rhinitis/);

    const rx = await post(`/api/v1/calls/${rang.call.id}/prescription`, d.headers, {
      advice: 'Steam inhalation twice a day.',
    });
    expect(rx.statusCode, rx.body).toBe(201);
  });

  it('a consult-now consultation completed by its call ends with it: the patient may consult again at once', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const instant = () =>
      post('/api/v1/bookings/instant', p.headers, { doctorId: d.doctorId, consultationType: 'video' });
    const first = await instant();
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().result.id as string;
    const rang = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: id,
    });
    expect(rang.statusCode, rang.body).toBe(201);
    await accept(t.app, d.token, rang.json().call.id);
    await post(`/api/v1/calls/${rang.json().call.id}/end`, p.headers);
    const done = await appointmentRow(id);
    expect(done?.status).toBe('completed');
    expect(done?.endsAt.getTime()).toBe((await callRow(rang.json().call.id))?.endedAt?.getTime());

    const again = await instant();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().result.id).not.toBe(id);
  });

  it('notes are refused once the window after the call is over; a no-show of a completed one is refused', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const id = await videoAppointment(d.doctorId, p.id);
    const rang = await answeredCall(d, p, id);
    await post(`/api/v1/calls/${rang.call.id}/end`, d.headers);
    await t.ctx.database.db
      .update(appointments)
      .set({ completedAt: new Date(Date.now() - 25 * 60 * MIN) })
      .where(eq(appointments.id, id));
    const late = await post(`/api/v1/doctors/me/appointments/${id}/complete`, d.headers, { notes: 'Late' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Notes can be added within 24 hours of the consultation.');
    expect((await post(`/api/v1/doctors/me/appointments/${id}/no-show`, d.headers)).statusCode).toBe(422);
  });
});

describe("the doctor's desk starts the call of a booked video or audio appointment", () => {
  const callPatient = (d: Person, id: string) =>
    post(`/api/v1/doctors/me/appointments/${id}/call`, d.headers);

  it('rings the patient, who answers after consenting; the call completes the appointment', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await createPatient(t, 'Anjali Desai');
    const id = await videoAppointment(d.doctorId, p.id, 5 * MIN, 'video', 'Anjali Desai');
    const phone = await listen(t.app, p.token);
    expect(phone.listening.ringing).toEqual([]);

    const res = await callPatient(d, id);
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json();
    expect(session).toMatchObject({
      role: 'doctor',
      message: 'Calling Anjali Desai...',
      call: { status: 'ringing', initiatedBy: 'doctor', appointmentId: id, patient: { id: p.id } },
    });
    const incoming = await phone.next('incoming-call');
    expect(incoming.call).toMatchObject({ id: session.call.id, initiatedBy: 'doctor' });
    // The doctor waits in the call while it rings.
    const doctor = await joinCall(t.app, session.call.id, session.token, 'doc');

    // The caller cannot answer their own call; the patient answers only with the consent given.
    expect((await post(`/api/v1/calls/${session.call.id}/accept`, d.headers)).statusCode).toBe(403);
    const noConsent = await post(`/api/v1/calls/${session.call.id}/accept`, p.headers);
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().message).toMatch(/consent/);
    await post('/api/v1/calls/consent', p.headers, {
      accept: true,
      version: TELECONSULTATION_CONSENT_VERSION,
    });
    const answered = await accept(t.app, p.token, session.call.id);
    expect(answered.role).toBe('patient');
    expect(await doctor.next('call-status')).toMatchObject({
      status: 'active',
      message: 'Anjali Desai joined the call.',
    });
    expect((await phone.next('call-status')).status).toBe('active');
    const patient = await joinCall(t.app, session.call.id, answered.token, 'pat');
    expect((await doctor.next('peer-joined')).peer).toMatchObject({ role: 'patient', name: 'Anjali Desai' });

    patient.send({ type: 'hangup' });
    expect((await doctor.next('call-status')).status).toBe('completed');
    expect((await appointmentRow(id))?.status).toBe('completed');
    phone.close();
  });

  it('the patient declining, or nobody answering, leaves the appointment booked; the doctor is told', async () => {
    const quick = await createTestApp({ CALL_RING_TIMEOUT_MS: '400' });
    try {
      const d = await callingDoctor(quick, { hours: [] });
      const p = await consentingPatient(quick, 'Rohit Shah');
      const id = await insertAppointment(quick, {
        doctorId: d.doctorId,
        patientId: p.id,
        startsAt: new Date(Date.now() - MIN),
        minutes: 30,
      });
      await quick.ctx.database.db.execute(
        sql`update appointments set consultation_type = 'audio', patient_name = 'Rohit Shah' where id = ${id}`,
      );
      const ringIt = async () => {
        const res = await quick.app.inject({
          method: 'POST',
          url: `/api/v1/doctors/me/appointments/${id}/call`,
          headers: d.headers,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as { token: string; call: { id: string; callType: string } };
      };
      const first = await ringIt();
      expect(first.call.callType).toBe('audio');
      const doctor = await joinCall(quick.app, first.call.id, first.token, 'doc');
      const declined = await quick.app.inject({
        method: 'POST',
        url: `/api/v1/calls/${first.call.id}/decline`,
        headers: p.headers,
      });
      expect(declined.statusCode).toBe(200);
      expect(await doctor.next('call-status')).toMatchObject({
        status: 'declined',
        message: 'Rohit Shah cannot take the call right now.',
      });
      const second = await ringIt();
      const waiting = await joinCall(quick.app, second.call.id, second.token, 'doc');
      expect(await waiting.next('call-status', 3000)).toMatchObject({
        status: 'missed',
        message: expect.stringMatching(/^Rohit Shah did not answer\./),
      });
      const rows = await Promise.all(
        [first, second].map(async (c) => {
          const [row] = await quick.ctx.database.db.select().from(calls).where(eq(calls.id, c.call.id));
          return [row?.status, row?.endedBy];
        }),
      );
      expect(rows).toEqual([
        ['declined', 'patient'],
        ['missed', 'system'],
      ]);
      const [appointment] = await quick.ctx.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, id));
      expect(appointment?.status).toBe('booked');
    } finally {
      await quick.app.close();
    }
  });

  it('a ring declined before the doctor’s screen joins tells the doctor why on joining', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const id = await videoAppointment(d.doctorId, p.id, -5 * MIN, 'video', 'Meena Joshi');
    const session = (await callPatient(d, id)).json();
    expect((await post(`/api/v1/calls/${session.call.id}/decline`, p.headers)).statusCode).toBe(200);
    const late = await openSocket(t.app, '/api/v1/calls/signal');
    late.send({ type: 'join', callId: session.call.id, token: session.token, clientId: clientId('doc') });
    expect(await late.next('call-status')).toMatchObject({
      status: 'declined',
      message: 'Meena Joshi cannot take the call right now.',
    });
  });

  it('pressing Start again gives up the earlier ring and rings afresh', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const id = await videoAppointment(d.doctorId, p.id);
    const first = (await callPatient(d, id)).json().call.id as string;
    const second = await callPatient(d, id);
    expect(second.statusCode).toBe(201);
    expect((await callRow(first))?.status).toBe('missed');
    expect((await callRow(second.json().call.id))?.status).toBe('ringing');
  });

  it('refuses what cannot be rung, each with a reason', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const other = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const early = await videoAppointment(d.doctorId, p.id, 30 * MIN);
    const clinic = await videoAppointment(d.doctorId, p.id, -2 * 60 * MIN, 'in-person');
    const over = await videoAppointment(d.doctorId, p.id, -4 * 60 * MIN);
    const unpaid = await videoAppointment(d.doctorId, p.id, -6 * 60 * MIN);
    await t.ctx.database.db
      .update(appointments)
      .set({ paymentStatus: 'awaiting_payment', holdExpiresAt: new Date(Date.now() + 10 * MIN) })
      .where(eq(appointments.id, unpaid));
    const cases: [string, number, string | RegExp][] = [
      [early, 422, 'You can start this consultation from 10 minutes before its time.'],
      [clinic, 422, 'Only a video or audio consultation is started by a call.'],
      [over, 422, 'The time of this appointment is over.'],
      [unpaid, 422, 'The patient has not paid for this consultation yet.'],
    ];
    for (const [id, status, message] of cases) {
      const res = await callPatient(d, id);
      expect(res.statusCode, id).toBe(status);
      expect(res.json().message).toEqual(message);
    }
    expect((await callPatient(other, early)).statusCode).toBe(404);
    expect((await callPatient(p, early)).statusCode).toBe(403);
  });

  it('a patient already on a call is busy (409)', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const busyDoctor = await callingDoctor(t);
    const p = await consentingPatient(t, 'Neha Kapoor');
    const id = await videoAppointment(d.doctorId, p.id, -5 * MIN, 'video', 'Neha Kapoor');
    expect(
      (await initiate(t.app, p.token, { doctorId: busyDoctor.doctorId, callType: 'audio' })).statusCode,
    ).toBe(201);
    const res = await callPatient(d, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Neha Kapoor is on another call. Please try again in a few minutes.');
  });
});
