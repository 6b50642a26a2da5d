// Notifications in the recipient's language (docs/product-rules.md#languages): a patient who chose Hindi
// (PATCH /api/v1/users/language) gets the booking confirmation in Hindi on every channel, through the
// messaging stand-ins as a deployment would send it: the SMS is the Hindi text registered with DLT under its
// own template id (`<kind>:hi`), WhatsApp names the template's Hindi language ('hi'), the e-mail and the
// inbox read Hindi. A patient who chose English (or never chose) reads exactly what they read before. A lab
// booking's confirmation and collection reminder carry the tests' Hindi names and Hindi preparation
// (lab_items.name_hi, preparation_hi; lab-booking-notifications.ts `testsHi`, `preparationHi`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIns } from '../../../scripts/stand-ins/stand-ins.mjs';
import { composeModules } from '../src/compose.ts';
import { loadEnv } from '../src/config/env.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { dispatchNotifications } from '../src/modules/notifications/dispatch-notifications.ts';
import { TEMPLATES } from '../src/modules/notifications/templates/templates.ts';
import { availableSlots, bookRequest, createDoctorAccount, createPatient } from './doctor-fixtures.ts';
import { booked, makeLab } from './labs-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let standIns: Awaited<ReturnType<typeof startStandIns>>;
let t: TestApp;

beforeAll(async () => {
  standIns = await startStandIns({
    appOrigin: 'http://127.0.0.1:9',
    inboxPort: 0,
    messageTemplates: TEMPLATES,
  });
  t = await createTestApp({ ...standIns.appEnv, PUBLIC_ORIGIN: 'https://arogya.example' });
});
afterAll(async () => {
  await t.app.close();
  await standIns.close();
});

type InboxEntry = {
  channel: string;
  to: string;
  template: string | null;
  text: string;
  subject?: string;
  html?: string;
  dltTemplateId?: string;
  language?: string | null;
};

async function inbox(to: string, channel: string): Promise<InboxEntry[]> {
  const query = new URLSearchParams({ to, channel });
  return (await (await fetch(`${standIns.inboxUrl}/messages?${query}`)).json()) as InboxEntry[];
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** Books a video consultation two days ahead for a patient who reads `language` (null: never chose). */
async function bookFor(language: 'en' | 'hi' | null, name: string) {
  const doctor = await createDoctorAccount(t);
  const patient = await createPatient(t, name);
  if (language) {
    const chose = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/language',
      headers: patient.headers,
      payload: { language },
    });
    expect(chose.statusCode, chose.body).toBe(200);
  }
  const slot = (await availableSlots(t, doctor.doctorId)).find(
    (s) => Date.parse(s.startsAt) > Date.now() + 48 * 3_600_000,
  );
  const booked = await bookRequest(t, patient.token, {
    doctorId: doctor.doctorId,
    startsAt: slot?.startsAt,
    consultationType: 'video',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return patient;
}

/** Runs the outbox until the patient's SMS and e-mail have arrived. */
async function delivered(patient: Awaited<ReturnType<typeof bookFor>>) {
  const deps = composeModules(t.ctx).notifications.dispatch;
  const phone = `+91${patient.user.phone}`;
  const email = patient.user.email as string;
  for (let i = 0; i < 50; i++) {
    // Tomorrow 08:30 IST: after quiet hours, before the appointment two days ahead.
    const at = new Date(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T03:00:00Z`);
    await dispatchNotifications(deps, () => at);
    const [sms, mail, whatsapp] = await Promise.all([
      inbox(phone, 'sms'),
      inbox(email, 'email'),
      inbox(phone, 'whatsapp'),
    ]);
    const confirmation = (list: InboxEntry[]) =>
      list.find((m) => m.template?.startsWith('appointment_confirmed'));
    if (confirmation(sms) && confirmation(mail) && confirmation(whatsapp)) {
      return {
        sms: confirmation(sms) as InboxEntry,
        mail: confirmation(mail) as InboxEntry,
        whatsapp: confirmation(whatsapp) as InboxEntry,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the confirmation did not arrive');
}

describe('notifications in the recipient’s language', () => {
  it('a Hindi-language patient’s booking confirmation is Hindi by SMS (its Hindi DLT id), WhatsApp, e-mail and inbox', async () => {
    const env = loadEnv({ ...standIns.appEnv });
    const patient = await bookFor('hi', 'प्रिया शर्मा');
    const { sms, mail, whatsapp } = await delivered(patient);

    expect(sms.template).toBe('appointment_confirmed:hi');
    expect(sms.dltTemplateId).toBe(env.SMS_DLT_TEMPLATE_IDS['appointment_confirmed:hi']);
    expect(sms.dltTemplateId).not.toBe(env.SMS_DLT_TEMPLATE_IDS.appointment_confirmed);
    expect(sms.text).toContain('प्रिया शर्मा की डॉ. ');
    expect(sms.text).toContain('की अपॉइंटमेंट (वीडियो परामर्श) पक्की हो गई है।');
    expect(sms.text).toMatch(/वार, \d{1,2} [\u0900-\u097F]+, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे/);

    expect(whatsapp.language).toBe('hi');
    expect(whatsapp.text).toContain('पक्की हो गई है।');

    expect(mail.subject).toMatch(/^अपॉइंटमेंट पक्की: डॉ\. /);
    expect(mail.text).toContain('आपकी अपॉइंटमेंट पक्की हो गई है।');
    expect(mail.text).toContain('कहाँ: ऑनलाइन, Arogya पर');
    expect(mail.text).toContain('Arogya में खोलें: https://arogya.example/my-appointments');

    const items = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: patient.headers,
    });
    expect(items.statusCode, items.body).toBe(200);
    const confirmation = (items.json().result.items as { kind: string; title: string }[]).find(
      (item) => item.kind === 'appointment_confirmed',
    );
    expect(confirmation?.title).toBe('अपॉइंटमेंट पक्की हो गई');
  });

  it('an English-language patient’s confirmation is unchanged: English text, the English DLT id', async () => {
    const env = loadEnv({ ...standIns.appEnv });
    for (const language of ['en', null] as const) {
      const patient = await bookFor(language, 'Priya Sharma');
      const { sms, mail, whatsapp } = await delivered(patient);
      expect(sms.template).toBe('appointment_confirmed');
      expect(sms.dltTemplateId).toBe(env.SMS_DLT_TEMPLATE_IDS.appointment_confirmed);
      expect(sms.text).toMatch(
        /^Arogya: appointment confirmed for Priya Sharma with Dr\. .+ on \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M \(video consultation\)\. Details: https:\/\/arogya\.example\/my-appointments$/,
      );
      expect(whatsapp.language).toBe('en');
      expect(mail.subject).toMatch(/^Appointment confirmed: Dr\. /);
      expect(mail.text).toContain('Open in Arogya: https://arogya.example/my-appointments');
      for (const text of [sms.text, whatsapp.text, mail.text, mail.subject ?? '']) {
        expect(text).not.toMatch(DEVANAGARI);
      }
    }
  });

  it('every kind has its Hindi text with the same slots, and a Hindi sign-in code keeps the WebOTP line', () => {
    const slots = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [kind, en] of Object.entries(TEMPLATES.en)) {
      const hi = TEMPLATES.hi[kind as keyof typeof TEMPLATES.hi];
      for (const [channel, part] of Object.entries(en)) {
        for (const [field, text] of Object.entries(part as Record<string, unknown>)) {
          if (typeof text !== 'string' || field === 'name') continue;
          const hindi = (hi as unknown as Record<string, Record<string, string>>)[channel]?.[field] ?? '';
          expect(slots(hindi), `${kind}.${channel}.${field}`).toEqual(slots(text));
          if (slots(text).length === 0 || /[a-z]{4}/i.test(text.replace(/\{\{\w+\}\}|Arogya|PDF/g, '')))
            expect(hindi, `${kind}.${channel}.${field}`).toMatch(DEVANAGARI);
        }
      }
      expect(hi.whatsapp.name).toBe(en.whatsapp.name);
      expect(hi.whatsapp.params).toEqual(en.whatsapp.params);
    }
    expect(TEMPLATES.hi.one_time_code.sms.text).toMatch(/\n\n@\{\{host\}\} #\{\{code\}\}$/);
  });
});

/** A lab booking two days ahead at 07:00 of a fasting test (FBS) and one without preparation (HbA1c). */
async function labBookingFor(language: 'en' | 'hi', name: string) {
  const patient = await createPatient(t, name);
  const chose = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/language',
    headers: patient.headers,
    payload: { language },
  });
  expect(chose.statusCode, chose.body).toBe(200);
  const labId = await makeLab(t);
  const date = addDays(todayIn(new Date()), 2);
  const booking = await booked(t, patient, labId, {
    itemIds: ['lt_dia001', 'lt_dia004'],
    date,
    slot: '07:00',
  });
  return { patient, booking, date };
}

/** Runs the outbox at `at` until the patient's SMS, e-mail and WhatsApp message of `kind` have arrived. */
async function arrived(patient: Awaited<ReturnType<typeof createPatient>>, kind: string, at: Date) {
  const deps = composeModules(t.ctx).notifications.dispatch;
  const phone = `+91${patient.user.phone}`;
  const email = patient.user.email as string;
  for (let i = 0; i < 50; i++) {
    await dispatchNotifications(deps, () => at);
    const [sms, mail, whatsapp] = await Promise.all([
      inbox(phone, 'sms'),
      inbox(email, 'email'),
      inbox(phone, 'whatsapp'),
    ]);
    const of = (list: InboxEntry[]) => list.find((m) => m.template === kind || m.template === `${kind}:hi`);
    const found = { sms: of(sms), mail: of(mail), whatsapp: of(whatsapp) };
    if (found.sms && found.mail && found.whatsapp) return found as Record<keyof typeof found, InboxEntry>;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${kind} did not arrive`);
}

const HINDI_PREPARATION =
  'सैंपल लेने से 10 घंटे पहले तक कुछ न खाएँ (पानी पी सकते हैं)। फास्टिंग ब्लड शुगर (FBS): सैंपल से पहले 10 घंटे खाली पेट रहें; सादा पानी पी सकते हैं।';

describe('lab booking messages in the recipient’s language', () => {
  it('a Hindi-language patient’s confirmation and collection reminder carry the Hindi preparation and test names', async () => {
    const { patient, booking, date } = await labBookingFor('hi', 'मीरा अय्यर');
    // Tomorrow 08:30 IST: the confirmation; the evening before the collection, 19:30 IST: the reminder.
    const confirmed = await arrived(
      patient,
      'lab_booking_confirmed',
      new Date(`${addDays(date, -1)}T08:30:00+05:30`),
    );
    expect(confirmed.mail.subject).toBe(`लैब बुकिंग ${booking.orderNumber} पक्की हो गई`);
    // Each test under its Hindi name (labs-payments.test.ts renames HbA1c's in the shared database).
    expect(confirmed.mail.text).toMatch(/\nजाँचें: फास्टिंग ब्लड शुगर \(FBS\), [^\n]*[\u0900-\u097F]/);
    expect(confirmed.mail.text).toContain(`तैयारी: ${HINDI_PREPARATION}`);
    expect(confirmed.mail.html).toContain(`<p>तैयारी: ${HINDI_PREPARATION}</p>`);
    expect(confirmed.sms.template).toBe('lab_booking_confirmed:hi');

    const reminder = await arrived(
      patient,
      'lab_collection_reminder',
      new Date(`${addDays(date, -1)}T19:31:00+05:30`),
    );
    expect(reminder.sms.template).toBe('lab_collection_reminder:hi');
    expect(reminder.sms.text).toContain(`(${booking.orderNumber})। ${HINDI_PREPARATION}`);
    expect(reminder.whatsapp.language).toBe('hi');
    expect(reminder.whatsapp.text).toContain(HINDI_PREPARATION);
    expect(reminder.mail.text).toContain(`तैयारी: ${HINDI_PREPARATION}`);
    for (const text of [confirmed.mail.text, reminder.sms.text, reminder.whatsapp.text, reminder.mail.text]) {
      expect(text).not.toMatch(/Fast for|Do not eat|Fasting Blood Sugar|No special/);
    }

    const items = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: patient.headers,
    });
    expect(items.statusCode, items.body).toBe(200);
    const inApp = (items.json().result.items as { kind: string; body: string }[]).find(
      (item) => item.kind === 'lab_collection_reminder',
    );
    expect(inApp?.body).toContain(HINDI_PREPARATION);
  });

  it('an English-language patient’s reads the English preparation and names as before', async () => {
    const { patient, date } = await labBookingFor('en', 'Meera Iyer');
    const reminder = await arrived(
      patient,
      'lab_collection_reminder',
      new Date(`${addDays(date, -1)}T19:31:00+05:30`),
    );
    expect(reminder.sms.template).toBe('lab_collection_reminder');
    expect(reminder.mail.text).toContain(
      'Do not eat for 10 hours before the collection (water is fine). Fasting Blood Sugar (FBS): Fast for 10 hours before the sample; plain water is allowed.',
    );
    expect(reminder.mail.text).toContain('Fasting Blood Sugar (FBS), HbA1c (Glycated Haemoglobin)');
    for (const text of [reminder.sms.text, reminder.whatsapp.text, reminder.mail.text]) {
      expect(text).not.toMatch(DEVANAGARI);
    }
  });
});
