// Fixtures for the call API tests: a doctor who answers calls, a patient who has given the teleconsultation
// consent, initiation, and WebSocket clients (app.injectWS, no port) that collect what the server sends.
import { TELECONSULTATION_CONSENT_VERSION } from '@arogya/contracts/calls';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { createDoctorAccount, createPatient, type DoctorOptions } from './doctor-fixtures.ts';
import { bearer, type TestApp } from './test-app.ts';

export async function consentingPatient(t: TestApp, name = 'Kiran Patel') {
  const p = await createPatient(t, name);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/calls/consent',
    headers: p.headers,
    payload: { accept: true, version: TELECONSULTATION_CONSENT_VERSION },
  });
  if (res.statusCode !== 200) throw new Error(`consent failed: ${res.statusCode} ${res.body}`);
  return p;
}

export function callingDoctor(t: TestApp, opts: DoctorOptions = {}) {
  return createDoctorAccount(t, { consultationTypes: ['in-person', 'video', 'audio'], ...opts });
}

export function initiate(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/calls/initiate', headers: bearer(token), payload });
}

export async function ring(app: FastifyInstance, token: string, doctorId: string, callType = 'video') {
  const res = await initiate(app, token, { doctorId, callType, reason: 'Fever since two days' });
  if (res.statusCode !== 201) throw new Error(`initiate failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; call: { id: string; status: string }; iceServers: unknown[] };
}

export async function accept(app: FastifyInstance, token: string, callId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/calls/${callId}/accept`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; role: string };
}

type Message = { type: string; [key: string]: unknown };

export type SocketClient = {
  ws: WebSocket;
  messages: Message[];
  send: (message: unknown) => void;
  /** The next message of this type not yet taken (waits for it). */
  next: (type: string, timeoutMs?: number) => Promise<Message>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
};

const origins = new WeakMap<FastifyInstance, Promise<string>>();

/** The app listening on a free loopback port (once), for real WebSocket connections. */
function originOf(app: FastifyInstance): Promise<string> {
  let origin = origins.get(app);
  if (!origin) {
    origin = app.listen({ port: 0, host: '127.0.0.1' }).then((address) => address.replace(/^http/, 'ws'));
    origins.set(app, origin);
  }
  return origin;
}

export async function openSocket(app: FastifyInstance, path: string): Promise<SocketClient> {
  const ws = new WebSocket(`${await originOf(app)}${path}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const messages: Message[] = [];
  const taken = new Set<Message>();
  const listeners = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Message);
    for (const l of [...listeners]) l();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const next = (type: string, timeoutMs = 3000) =>
    new Promise<Message>((resolve, reject) => {
      const find = () => {
        const hit = messages.find((m) => m.type === type && !taken.has(m));
        if (!hit) return false;
        taken.add(hit);
        listeners.delete(check);
        clearTimeout(timer);
        resolve(hit);
        return true;
      };
      const check = () => void find();
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no '${type}' message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      listeners.add(check);
      find();
    });
  return {
    ws,
    messages,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next,
    closed,
    close: () => ws.close(),
  };
}

let clientCounter = 0;
export const clientId = (tag: string) => `${tag}-${Date.now().toString(36)}-${clientCounter++}`;

export async function joinCall(app: FastifyInstance, callId: string, token: string, tag = 'c') {
  const socket = await openSocket(app, '/api/v1/calls/signal');
  const id = clientId(tag);
  socket.send({ type: 'join', callId, token, clientId: id });
  await socket.next('joined');
  return Object.assign(socket, { clientId: id });
}

export async function listen(app: FastifyInstance, sessionToken: string) {
  const socket = await openSocket(app, '/api/v1/calls/notifications');
  socket.send({ type: 'listen', token: sessionToken });
  const listening = await socket.next('listening');
  return Object.assign(socket, { listening });
}

export const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
};
