import { createHmac, randomUUID } from 'node:crypto';
import { CALL_MESSAGES, SIGNAL_CLOSE, SIGNAL_MAX_BYTES } from '@arogya/contracts/calls';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../src/db/schema/calls.ts';
import { createCallTokenService } from '../src/modules/calls/call-tokens.ts';
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
  ring,
} from './call-fixtures.ts';
import { auditRows, createDoctor, createPatient, insertAppointment, insertLeave } from './doctor-fixtures.ts';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from './test-app.ts';

const ICE = [
  { urls: 'stun:stun.example.in:3478' },
  { urls: ['turn:turn.example.in:3478'], username: 'u', credential: 'p' },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ICE_SERVERS: JSON.stringify(ICE) });
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> | undefined });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const statusOf = async (id: string) =>
  (await t.ctx.database.db.select().from(calls).where(eq(calls.id, id)))[0];

describe('POST /api/v1/calls/initiate: validation and messages (docs/screens.md)', () => {
  it('names the missing receiver, the missing type and an invalid type with the documented messages', async () => {
    const p = await consentingPatient(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ callType: 'video' }, CALL_MESSAGES.missingReceiver],
      [{ doctorId: '', callType: 'video' }, CALL_MESSAGES.missingReceiver],
      [{ doctorId: 'doc_x' }, CALL_MESSAGES.missingType],
      [{ doctorId: 'doc_x', callType: '' }, CALL_MESSAGES.missingType],
      [{ doctorId: 'doc_x', callType: 'chat' }, CALL_MESSAGES.invalidType],
      [{ doctorId: 'doc_x', callType: 42 }, CALL_MESSAGES.missingType],
    ];
    for (const [payload, message] of cases) {
      const res = await initiate(t.app, p.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    }
    const extra = await initiate(t.app, p.token, { doctorId: 'doc_x', callType: 'video', price: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('needs a signed-in patient (401 without a token, 403 for a doctor account)', async () => {
    const d = await callingDoctor(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/calls/initiate',
      payload: { doctorId: d.doctorId, callType: 'video' },
    });
    expect(anonymous.statusCode).toBe(401);
    const res = await initiate(t.app, d.token, { doctorId: d.doctorId, callType: 'video' });
    expect(res.statusCode).toBe(403);
  });

  it('asks for the teleconsultation consent once, then remembers it', async () => {
    const d = await callingDoctor(t);
    const p = await createPatient(t);
    expect((await get('/api/v1/calls/consent', p.headers)).json().result).toMatchObject({
      given: false,
      givenAt: null,
    });
    const refused = await initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'video' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/consent/);
    const wrongVersion = await post('/api/v1/calls/consent', p.headers, { accept: true, version: 'old' });
    expect(wrongVersion.statusCode).toBe(400);
    const given = await post('/api/v1/calls/consent', p.headers, { accept: true, version: 'tpg-2020-v1' });
    expect(given.statusCode).toBe(200);
    expect(given.json().result).toMatchObject({ given: true, givenAt: expect.any(String) });
    expect((await get('/api/v1/calls/consent', p.headers)).json().result.given).toBe(true);
    expect((await initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'video' })).statusCode).toBe(
      201,
    );
  });

  it('answers a call token, the call with the doctor’s registration, and the configured ICE servers', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t, 'Kavya Menon');
    const res = await initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'audio', reason: 'Cough' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      role: 'patient',
      iceServers: ICE,
      call: {
        callType: 'audio',
        status: 'ringing',
        reason: 'Cough',
        patient: { id: p.id, name: 'Kavya Menon' },
        doctor: {
          id: d.doctorId,
          registrationNumber: expect.stringMatching(/^KMC-T/),
          registrationCouncil: 'Karnataka Medical Council',
          // The specialty in both languages, for a Hindi call screen to show its Hindi name.
          specialty: expect.any(String),
          specialtyHi: expect.any(String),
        },
        startedAt: null,
        endedAt: null,
      },
    });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('with TURN_SECRET, each side of a call gets its own TURN credentials that expire', async () => {
    const turnServers = [{ urls: 'stun:turn.example.in:3478' }, { urls: ['turns:turn.example.in:5349'] }];
    const secret = 'a-long-shared-secret-for-tests';
    const other = await createTestApp({ ICE_SERVERS: JSON.stringify(turnServers), TURN_SECRET: secret });
    try {
      const d = await callingDoctor(other);
      const p = await consentingPatient(other);
      const res = await initiate(other.app, p.token, { doctorId: d.doctorId, callType: 'video' });
      expect(res.statusCode).toBe(201);
      const [stun, turn] = res.json().iceServers as {
        urls: unknown;
        username?: string;
        credential?: string;
      }[];
      expect(stun).toEqual(turnServers[0]);
      const [expiry, user] = String(turn?.username).split(':');
      expect(user).toBe(p.id);
      expect(Number(expiry) - Date.now() / 1000).toBeGreaterThan(21_600 - 60);
      expect(Number(expiry) - Date.now() / 1000).toBeLessThanOrEqual(21_600);
      expect(turn?.credential).toBe(
        createHmac('sha1', secret).update(String(turn?.username)).digest('base64'),
      );
      const accepted = (await accept(other.app, d.token, res.json().call.id)) as unknown as {
        iceServers: { username?: string }[];
      };
      expect(accepted.iceServers[1]?.username).toMatch(new RegExp(`^\\d+:${d.id}$`));
    } finally {
      await other.app.close();
    }
  });

  it('refuses doctors who cannot take the call now, each with a reason', async () => {
    const p = await consentingPatient(t);
    const videoOnly = await callingDoctor(t, { consultationTypes: ['video'] });
    const noAccount = await createDoctor(t, { consultationTypes: ['video'] });
    const offDuty = await callingDoctor(t, {
      hours: [{ weekday: (new Date().getUTCDay() + 3) % 7, startMinute: 0, endMinute: 60, slotMinutes: 60 }],
    });
    const onLeave = await callingDoctor(t);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await insertLeave(t, onLeave.doctorId, today, today);

    const expectations: [string, string, number, RegExp][] = [
      ['doc_does_not_exist', 'video', 404, /Doctor not found/],
      [videoOnly.doctorId, 'audio', 422, /does not offer audio consultations/],
      [noAccount.id, 'video', 422, /does not take calls on Arogya yet/],
      [offDuty.doctorId, 'video', 422, /not available for consultations now/],
      [onLeave.doctorId, 'video', 422, /not available for consultations now/],
    ];
    for (const [doctorId, callType, status, message] of expectations) {
      const res = await initiate(t.app, p.token, { doctorId, callType });
      expect(res.statusCode, doctorId).toBe(status);
      expect(res.json().message).toMatch(message);
      // The check before the camera gives the same answer and rings no one.
      const check = await post('/api/v1/calls/check', bearer(p.token), { doctorId, callType });
      expect(check.statusCode, doctorId).toBe(status);
      expect(check.json().message).toMatch(message);
    }
  });

  it('checks a call that can go ahead without ringing the doctor', async () => {
    const p = await consentingPatient(t);
    const doctor = await callingDoctor(t);
    const check = await post('/api/v1/calls/check', bearer(p.token), {
      doctorId: doctor.doctorId,
      callType: 'video',
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ success: true, result: { doctorId: doctor.doctorId } });
    const rows = await t.ctx.database.db.select().from(calls).where(eq(calls.doctorId, doctor.doctorId));
    expect(rows).toHaveLength(0);
    // Same validation messages as initiate; patients only.
    const missing = await post('/api/v1/calls/check', bearer(p.token), { callType: 'video' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CALL_MESSAGES.missingReceiver);
    const asDoctor = await post('/api/v1/calls/check', bearer(doctor.token), {
      doctorId: doctor.doctorId,
      callType: 'video',
    });
    expect(asDoctor.statusCode).toBe(403);
  });

  it('starts a booked video appointment from 10 minutes before its start, not earlier', async () => {
    const d = await callingDoctor(t, { hours: [] });
    const p = await consentingPatient(t);
    const later = await insertAppointment(t, {
      doctorId: d.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() + 30 * 60_000),
      minutes: 30,
    });
    const soon = await insertAppointment(t, {
      doctorId: d.doctorId,
      patientId: p.id,
      startsAt: new Date(Date.now() + 8 * 60_000),
      minutes: 20,
    });
    await t.ctx.database.db.execute(
      sql`update appointments set consultation_type = 'video' where id in (${later}, ${soon})`,
    );
    const early = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: later,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('You can start this consultation from 10 minutes before its time.');
    const wrongType = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'audio',
      appointmentId: soon,
    });
    expect(wrongType.statusCode).toBe(422);
    const other = await consentingPatient(t);
    const notTheirs = await initiate(t.app, other.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: soon,
    });
    expect(notTheirs.statusCode).toBe(404);
    const ok = await initiate(t.app, p.token, {
      doctorId: d.doctorId,
      callType: 'video',
      appointmentId: soon,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().call.appointmentId).toBe(soon);
  });

  it('a doctor on a call is busy: two patients ringing at once get one 201 and one 409', async () => {
    const d = await callingDoctor(t);
    const [a, b] = await Promise.all([consentingPatient(t), consentingPatient(t)]);
    const results = await Promise.all(
      [a, b].map((p) => initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'video' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toMatch(/is on another call/);
  });

  it('when the doctor cannot be rung (signalling down) the patient gets a 503 and the call is recorded as failed', async () => {
    const p = await consentingPatient(t);
    const d = await callingDoctor(t);
    const hub = t.ctx.signalling;
    const publish = hub.publish;
    hub.publish = async () => {
      throw new Error('redis is down');
    };
    const quiet = console.error;
    console.error = () => {};
    try {
      const res = await initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'video' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      hub.publish = publish;
      console.error = quiet;
    }
    const rows = await t.ctx.database.db.select().from(calls).where(eq(calls.doctorId, d.doctorId));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    // Once signalling is back, the same patient rings the doctor at once.
    expect((await initiate(t.app, p.token, { doctorId: d.doctorId, callType: 'video' })).statusCode).toBe(
      201,
    );
  });

  it('pressing Start again ends the patient’s earlier ringing call and rings afresh', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const first = await ring(t.app, p.token, d.doctorId);
    const second = await ring(t.app, p.token, d.doctorId);
    expect(second.call.id).not.toBe(first.call.id);
    expect((await statusOf(first.call.id))?.status).toBe('missed');
    expect((await statusOf(second.call.id))?.status).toBe('ringing');
  });
});

describe('call tokens admit one participant to one call', () => {
  it('a token for call A cannot join call B', async () => {
    const d1 = await callingDoctor(t);
    const d2 = await callingDoctor(t);
    const p1 = await consentingPatient(t);
    const p2 = await consentingPatient(t);
    const a = await ring(t.app, p1.token, d1.doctorId);
    const b = await ring(t.app, p2.token, d2.doctorId);
    const s = await openSocket(t.app, '/api/v1/calls/signal');
    s.send({ type: 'join', callId: b.call.id, token: a.token, clientId: clientId('x') });
    expect(await s.closed).toEqual({
      code: SIGNAL_CLOSE.forbidden,
      reason: 'This token is for another call',
    });
  });

  it('refuses forged, expired, session and missing tokens; a call token is no session token', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const a = await ring(t.app, p.token, d.doctorId);
    const forged = await createCallTokenService('another-secret-that-is-long-enough-to-sign!').sign(
      p.id,
      a.call.id,
      'patient',
    );
    const expired = await createCallTokenService(TEST_JWT_SECRET, 60).sign(
      p.id,
      a.call.id,
      'patient',
      new Date(Date.now() - 120_000),
    );
    for (const token of [forged.token, expired.token, p.token, 'not-a-token']) {
      const s = await openSocket(t.app, '/api/v1/calls/signal');
      s.send({ type: 'join', callId: a.call.id, token, clientId: clientId('x') });
      expect((await s.closed).code).toBe(SIGNAL_CLOSE.unauthorized);
    }
    const asSession = await get('/api/v1/users/profile', bearer(a.token));
    expect(asSession.statusCode).toBe(401);
  });

  it('only the call’s participants get tokens, answer it or read it; the doctor joins only after accepting', async () => {
    const d = await callingDoctor(t);
    const otherDoctor = await callingDoctor(t);
    const p = await consentingPatient(t);
    const stranger = await consentingPatient(t);
    const a = await ring(t.app, p.token, d.doctorId);
    for (const url of [`/api/v1/calls/${a.call.id}/token`, `/api/v1/calls/${a.call.id}/end`]) {
      expect((await post(url, stranger.headers)).statusCode).toBe(404);
    }
    expect((await get(`/api/v1/calls/${a.call.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/v1/calls/${a.call.id}/accept`, otherDoctor.headers)).statusCode).toBe(404);
    expect((await post(`/api/v1/calls/${a.call.id}/accept`, stranger.headers)).statusCode).toBe(404);
    // The caller cannot answer their own call.
    expect((await post(`/api/v1/calls/${a.call.id}/accept`, p.headers)).statusCode).toBe(403);
    // The doctor has no token before accepting, and a doctor token signed anyway is refused while ringing.
    expect((await post(`/api/v1/calls/${a.call.id}/token`, d.headers)).statusCode).toBe(422);
    const early = await t.ctx.callTokens.sign(d.id, a.call.id, 'doctor');
    const s = await openSocket(t.app, '/api/v1/calls/signal');
    s.send({ type: 'join', callId: a.call.id, token: early.token, clientId: clientId('d') });
    expect(await s.closed).toEqual({ code: SIGNAL_CLOSE.forbidden, reason: 'Accept the call first' });
    // A token naming the wrong role for its holder is refused too.
    const wrongRole = await t.ctx.callTokens.sign(stranger.id, a.call.id, 'patient');
    const s2 = await openSocket(t.app, '/api/v1/calls/signal');
    s2.send({ type: 'join', callId: a.call.id, token: wrongRole.token, clientId: clientId('s') });
    expect((await s2.closed).code).toBe(SIGNAL_CLOSE.forbidden);
    // The patient renews their own token.
    const renewed = await post(`/api/v1/calls/${a.call.id}/token`, p.headers);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({
      role: 'patient',
      token: expect.any(String),
      call: { id: a.call.id },
    });
  });
});

describe('a call from ring to hang-up', () => {
  it('rings the doctor’s desk at once, relays offers, candidates and media state, and ends for both', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t, 'Rahul Verma');
    const desk = await listen(t.app, d.token);
    expect(desk.listening.ringing).toEqual([]);

    const a = await ring(t.app, p.token, d.doctorId);
    const incoming = await desk.next('incoming-call');
    expect(incoming.call).toMatchObject({
      id: a.call.id,
      patient: { name: 'Rahul Verma' },
      reason: 'Fever since two days',
    });

    const patient = await joinCall(t.app, a.call.id, a.token, 'pat');
    const session = await accept(t.app, d.token, a.call.id);
    expect(session.role).toBe('doctor');
    expect((await patient.next('call-status')).status).toBe('active');
    expect((await desk.next('call-status')).status).toBe('active');

    const doctor = await joinCall(t.app, a.call.id, session.token, 'doc');
    expect(await patient.next('peer-joined')).toMatchObject({
      peer: { clientId: doctor.clientId, role: 'doctor', name: expect.stringMatching(/^Dr\. /) },
      existing: false,
    });
    expect(await doctor.next('peer-joined')).toMatchObject({
      peer: { clientId: patient.clientId, role: 'patient', name: 'Rahul Verma' },
      existing: true,
    });

    const offer = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
    patient.send({ type: 'signal', data: offer });
    expect(await doctor.next('signal')).toEqual({ type: 'signal', from: patient.clientId, data: offer });
    const candidate = {
      candidate: {
        candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    };
    doctor.send({ type: 'signal', data: candidate });
    expect(await patient.next('signal')).toEqual({ type: 'signal', from: doctor.clientId, data: candidate });
    doctor.send({ type: 'media', audio: false, video: true });
    expect(await patient.next('peer-media')).toEqual({
      type: 'peer-media',
      clientId: doctor.clientId,
      audio: false,
      video: true,
    });
    // Nothing is echoed back to its sender.
    expect(patient.messages.filter((m) => m.type === 'signal' && m.from === patient.clientId)).toEqual([]);

    doctor.send({ type: 'ping' });
    await doctor.next('pong');

    patient.send({ type: 'hangup' });
    const ended = await doctor.next('call-status');
    expect(ended).toMatchObject({
      status: 'completed',
      message: 'The call has ended.',
      call: { endedBy: 'patient' },
    });
    expect((await patient.next('call-status')).status).toBe('completed');
    expect((await doctor.closed).code).toBe(SIGNAL_CLOSE.callOver);
    expect((await patient.closed).code).toBe(SIGNAL_CLOSE.callOver);
    const row = await statusOf(a.call.id);
    expect(row).toMatchObject({ status: 'completed', endedBy: 'patient' });
    expect(row?.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(row?.answeredAt).not.toBeNull();
    desk.close();
  });

  it('a dropped socket does not end the call: the peer is told, and the same client rejoins', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const a = await ring(t.app, p.token, d.doctorId);
    const session = await accept(t.app, d.token, a.call.id);
    const doctor = await joinCall(t.app, a.call.id, session.token, 'doc');
    const patient = await joinCall(t.app, a.call.id, a.token, 'pat');
    await doctor.next('peer-joined');
    patient.ws.terminate();
    expect(await doctor.next('peer-left')).toEqual({ type: 'peer-left', clientId: patient.clientId });
    expect((await statusOf(a.call.id))?.status).toBe('active');
    const again = await openSocket(t.app, '/api/v1/calls/signal');
    again.send({ type: 'join', callId: a.call.id, token: a.token, clientId: patient.clientId });
    await again.next('joined');
    expect((await doctor.next('peer-joined')).peer).toMatchObject({ clientId: patient.clientId });
    // A second window of the same person replaces the first.
    const third = await openSocket(t.app, '/api/v1/calls/signal');
    third.send({ type: 'join', callId: a.call.id, token: a.token, clientId: clientId('pat2') });
    await third.next('joined');
    expect((await again.closed).code).toBe(SIGNAL_CLOSE.replaced);
    doctor.close();
    third.close();
  });

  it('the doctor declines: the patient is told and the call is recorded as declined', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const a = await ring(t.app, p.token, d.doctorId);
    const patient = await joinCall(t.app, a.call.id, a.token);
    const res = await post(`/api/v1/calls/${a.call.id}/decline`, d.headers);
    expect(res.statusCode).toBe(200);
    const status = await patient.next('call-status');
    expect(status).toMatchObject({
      status: 'declined',
      message: expect.stringMatching(/cannot take your call right now/),
    });
    expect((await patient.closed).code).toBe(SIGNAL_CLOSE.callOver);
    expect(await statusOf(a.call.id)).toMatchObject({ status: 'declined', endedBy: 'doctor' });
    expect((await post(`/api/v1/calls/${a.call.id}/accept`, d.headers)).statusCode).toBe(409);
  });
});

describe('signalling refuses malformed and oversized messages', () => {
  it('closes a socket whose first message is not a join', async () => {
    for (const first of [
      'not json',
      JSON.stringify({ type: 'signal', data: {} }),
      JSON.stringify({ type: 'ping' }),
    ]) {
      const s = await openSocket(t.app, '/api/v1/calls/signal');
      s.send(first);
      const closed = await s.closed;
      expect([SIGNAL_CLOSE.badMessage, SIGNAL_CLOSE.unauthorized]).toContain(closed.code);
    }
  });

  it('answers bad messages with an error, then closes after too many', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const a = await ring(t.app, p.token, d.doctorId);
    const s = await joinCall(t.app, a.call.id, a.token);
    s.send('{"type":"signal"');
    expect(await s.next('error')).toMatchObject({ code: 'BAD_MESSAGE', message: 'Messages must be JSON' });
    s.send({ type: 'signal', data: { description: { type: 'offer', sdp: 1 } } });
    expect((await s.next('error')).message).toMatch(/^Invalid message/);
    s.send({ type: 'signal', data: { candidate: { candidate: 'x', evil: true } } });
    await s.next('error');
    s.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await s.next('error')).message).toBe('Messages must be JSON text');
    s.send({ type: 'nonsense' });
    s.send({ type: 'join', callId: 'x' });
    s.send([]);
    expect((await s.closed).code).toBe(SIGNAL_CLOSE.badMessage);
  });

  it(`closes the socket on a message over ${SIGNAL_MAX_BYTES / 1024} KB (1009)`, async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const a = await ring(t.app, p.token, d.doctorId);
    const s = await joinCall(t.app, a.call.id, a.token);
    s.send({
      type: 'signal',
      data: { description: { type: 'offer', sdp: 'a'.repeat(SIGNAL_MAX_BYTES + 10) } },
    });
    expect((await s.closed).code).toBe(1009);
  });

  it('the notifications socket wants a live session; a patient listens too (the desk may ring them)', async () => {
    const s = await openSocket(t.app, '/api/v1/calls/notifications');
    s.send({ type: 'listen', token: 'garbage' });
    expect((await s.closed).code).toBe(SIGNAL_CLOSE.unauthorized);
    const p = await consentingPatient(t);
    const phone = await listen(t.app, p.token);
    expect(phone.listening.ringing).toEqual([]);
    phone.close();
    const bad = await openSocket(t.app, '/api/v1/calls/notifications');
    bad.send('{');
    expect((await bad.closed).code).toBe(SIGNAL_CLOSE.badMessage);
  });

  it("a patient's ring does not ring the patient's own pages, only the doctor's desk", async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const phone = await listen(t.app, p.token);
    const desk = await listen(t.app, d.token);
    const a = await ring(t.app, p.token, d.doctorId);
    expect((await desk.next('incoming-call')).call).toMatchObject({ id: a.call.id, initiatedBy: 'patient' });
    await expect(phone.next('incoming-call', 300)).rejects.toThrow(/no 'incoming-call'/);
    phone.close();
    desk.close();
  });
});

describe('calls nobody answers', () => {
  it('becomes missed after the ring time (configurable; 60 s by default) and the patient is told', async () => {
    const quick = await createTestApp({ CALL_RING_TIMEOUT_MS: '400' });
    try {
      const d = await callingDoctor(quick);
      const p = await consentingPatient(quick);
      const desk = await listen(quick.app, d.token);
      const started = Date.now();
      const a = await ring(quick.app, p.token, d.doctorId);
      const patient = await joinCall(quick.app, a.call.id, a.token);
      await desk.next('incoming-call');
      const status = await patient.next('call-status', 3000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(380);
      expect(status).toMatchObject({ status: 'missed', message: expect.stringMatching(/did not answer/) });
      expect((await desk.next('call-status')).status).toBe('missed');
      expect(await statusOf(a.call.id)).toMatchObject({ status: 'missed', endedBy: 'system' });
      const late = await quick.app.inject({
        method: 'POST',
        url: `/api/v1/calls/${a.call.id}/accept`,
        headers: d.headers,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This call was not answered in time.');
      desk.close();
    } finally {
      await quick.app.close();
    }
  });

  it('the default ring time is 60 seconds', () => {
    expect(t.ctx.env.CALL_RING_TIMEOUT_MS).toBe(60_000);
  });

  it('an active call nobody has been heard from is closed by the sweep', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const a = await ring(t.app, p.token, d.doctorId);
    await accept(t.app, d.token, a.call.id);
    const past = new Date(Date.now() - 5 * 60_000);
    await t.ctx.database.db
      .update(calls)
      .set({
        createdAt: new Date(past.getTime() - 60_000),
        answeredAt: past,
        lastSeenAt: new Date(past.getTime() + 90_000),
      })
      .where(eq(calls.id, a.call.id));
    const ended = await expireCalls(createCallDeps(t.ctx), new Date());
    expect(ended).toContain(a.call.id);
    expect(await statusOf(a.call.id)).toMatchObject({
      status: 'completed',
      endedBy: 'system',
      durationSeconds: 90,
    });
  });
});

describe('GET /api/v1/calls/history: every call is a consultation record', () => {
  it('lists the patient’s own calls and the doctor’s, with outcome and duration; doctor reads are audited', async () => {
    const d = await callingDoctor(t);
    const p = await consentingPatient(t);
    const other = await consentingPatient(t);
    const first = await ring(t.app, p.token, d.doctorId);
    await post(`/api/v1/calls/${first.call.id}/decline`, d.headers);
    const second = await ring(t.app, p.token, d.doctorId, 'audio');
    await accept(t.app, d.token, second.call.id);
    const ended = await post(`/api/v1/calls/${second.call.id}/end`, d.headers, {});
    expect(ended.json().result).toMatchObject({
      status: 'completed',
      endedBy: 'doctor',
      durationSeconds: expect.any(Number),
    });

    const mine = await get('/api/v1/calls/history', p.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().pagination).toMatchObject({ page: 1, total: 2 });
    expect(
      mine
        .json()
        .result.map((c: { id: string; status: string; callType: string }) => [c.id, c.status, c.callType]),
    ).toEqual([
      [second.call.id, 'completed', 'audio'],
      [first.call.id, 'declined', 'video'],
    ]);
    expect(mine.json().result[0]).toMatchObject({
      startedAt: expect.any(String),
      endedAt: expect.any(String),
    });
    expect((await get('/api/v1/calls/history', other.headers)).json().result).toEqual([]);

    const desk = await get('/api/v1/calls/history', d.headers);
    expect(desk.json().result.map((c: { id: string }) => c.id)).toEqual([second.call.id, first.call.id]);
    const audited = await auditRows(t, d.id, 'consultations.list');
    expect(audited.map((r) => r.resource_id).sort()).toEqual([first.call.id, second.call.id].sort());
    expect(audited.every((r) => r.subject_user_id === p.id)).toBe(true);
    expect((await get('/api/v1/calls/history?as=doctor', p.headers)).statusCode).toBe(403);
  });

  it('an unknown call is a 404, a known one answers its participants', async () => {
    const p = await consentingPatient(t);
    expect((await get(`/api/v1/calls/${randomUUID()}`, p.headers)).statusCode).toBe(404);
  });
});
