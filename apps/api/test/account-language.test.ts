// A person's language changes only when they choose it (docs/product-rules.md#languages): PATCH
// /api/v1/users/language is the one way to change users.language. What a Hindi page asks of the API while
// signed in (with Accept-Language: hi, Hindi articles) leaves it as it was, and no other request takes a
// language; the inbox reads in the saved language, so it follows the choice and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeModules } from '../src/compose.ts';
import { dispatchNotifications } from '../src/modules/notifications/dispatch-notifications.ts';
import { availableSlots, bookRequest, createDoctorAccount, createPatient } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Patient = Awaited<ReturnType<typeof createPatient>>;

async function savedLanguage(patient: Patient) {
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: patient.headers });
  expect(me.statusCode, me.body).toBe(200);
  return me.json().result.language as string | null;
}

/** The title of the patient's booking confirmation in their inbox, as the API writes it now. */
async function confirmationTitle(patient: Patient) {
  const items = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: patient.headers });
  expect(items.statusCode, items.body).toBe(200);
  return (items.json().result.items as { kind: string; title: string }[]).find(
    (item) => item.kind === 'appointment_confirmed',
  )?.title;
}

/** Books a consultation two days ahead and delivers its confirmation to the patient's inbox. */
async function bookAndDeliver(patient: Patient) {
  const doctor = await createDoctorAccount(t);
  const slot = (await availableSlots(t, doctor.doctorId)).find(
    (s) => Date.parse(s.startsAt) > Date.now() + 48 * 3_600_000,
  );
  const booked = await bookRequest(t, patient.token, {
    doctorId: doctor.doctorId,
    startsAt: slot?.startsAt,
    consultationType: 'video',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const deps = composeModules(t.ctx).notifications.dispatch;
  // Tomorrow 08:30 IST: after quiet hours, before the appointment.
  const at = new Date(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T03:00:00Z`);
  for (let i = 0; i < 20 && (await confirmationTitle(patient)) === undefined; i++) {
    await dispatchNotifications(deps, () => at);
  }
}

describe("a person's language", () => {
  it('is not changed by what a Hindi page asks of the API', async () => {
    const patient = await createPatient(t, 'Asha Rao');
    expect(await savedLanguage(patient)).toBeNull();
    const hindi = { ...patient.headers, 'accept-language': 'hi-IN,hi;q=0.9' };
    for (const url of [
      '/api/v1/users/profile',
      '/api/v1/articles?lang=hi',
      '/api/v1/notifications',
      '/api/v1/notifications/unread-count',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: hindi });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
    expect(await savedLanguage(patient)).toBeNull();
  });

  it('is taken by no request but its own: the profile and sign-in refuse a language', async () => {
    const patient = await createPatient(t, 'Ravi Kumar');
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile/update',
      headers: patient.headers,
      payload: { name: 'Ravi Kumar', language: 'hi' },
    });
    expect(profile.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: patient.user.email, password: 'Arogya@2026', language: 'hi' },
    });
    expect(login.statusCode).toBe(400);
    expect(await savedLanguage(patient)).toBeNull();
  });

  it('changes when chosen, and the inbox follows the choice', async () => {
    const patient = await createPatient(t, 'Meera Pillai');
    await bookAndDeliver(patient);
    expect(await confirmationTitle(patient)).toBe('Appointment confirmed');

    const choose = (language: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/language',
        headers: patient.headers,
        payload: { language },
      });
    const hindi = await choose('hi');
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.json().result.language).toBe('hi');
    expect(await savedLanguage(patient)).toBe('hi');
    expect(await confirmationTitle(patient)).toBe('अपॉइंटमेंट पक्की हो गई');

    expect((await choose('en')).statusCode).toBe(200);
    expect(await savedLanguage(patient)).toBe('en');
    expect(await confirmationTitle(patient)).toBe('Appointment confirmed');
    // Only the two languages of the site.
    expect((await choose('fr')).statusCode).toBe(400);
    expect(await savedLanguage(patient)).toBe('en');
  });
});
