// Every kind's template renders on every channel with the data its event writes (modules that call notify),
// and a slot the data does not fill is a permanent failure, never a message with a hole.
import { CHANNELS, NOTIFICATION_KINDS, type NotificationKind } from '@arogya/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { PermanentSendError } from '../channels/channel.ts';
import { type MessageData, renderInApp, renderMessage } from './render-message.ts';

const appointment = {
  patient: 'Priya Sharma',
  doctor: 'Dr. Arjun Mehta',
  when: 'Tue 1 Dec, 10:00 AM',
  mode: 'video consultation',
  place: 'Online, on Arogya',
};
const lab = {
  patient: 'Priya Sharma',
  ref: 'LAB-2026-000042',
  when: 'Wed 2 Dec, 7:00 AM',
  tests: 'HbA1c, Lipid profile',
  lab: 'Nandi Clinical Laboratory',
  preparation: 'Fast for 10-12 hours before the collection (water is fine).',
};
const money = { amount: '₹1,200.00', purpose: 'order ORD-2026-000123', ref: 'pay_123' };

const SAMPLE_DATA: Record<NotificationKind, MessageData> = {
  appointment_confirmed: appointment,
  appointment_rescheduled: { ...appointment, previousWhen: 'Mon 30 Nov, 5:00 PM' },
  appointment_cancelled: appointment,
  appointment_reminder_24h: appointment,
  appointment_reminder_2h: appointment,
  consultation_join_link: appointment,
  e_prescription_issued: { patient: 'Priya Sharma', doctor: 'Dr. Arjun Mehta' },
  lab_booking_confirmed: lab,
  lab_collection_reminder: lab,
  lab_sample_collected: lab,
  lab_report_ready: lab,
  order_confirmed: { ref: 'ORD-2026-000123', total: '₹1,200.00', payment: 'Cash on delivery' },
  order_prescription_approved: { ref: 'ORD-2026-000123' },
  order_prescription_rejected: { ref: 'ORD-2026-000123', reason: 'The prescription is older than 30 days' },
  order_shipped: { ref: 'ORD-2026-000123' },
  order_out_for_delivery: { ref: 'ORD-2026-000123' },
  order_delivered: { ref: 'ORD-2026-000123' },
  payment_received: money,
  refund_initiated: money,
  refund_processed: money,
  health_card_bought: { plan: 'Family plan', validUntil: '30 Nov 2027' },
  health_card_expiring: { plan: 'Family plan', validUntil: '30 Nov 2027', days: 30 },
  refill_reminder: {
    patient: 'Priya Sharma',
    medicine: 'Metformin 500 mg',
    doctor: 'Dr. Arjun Mehta',
    runsOutOn: 'Fri 4 Dec',
  },
  password_reset: { minutes: 30 },
  one_time_code: { code: '123456', action: 'sign in', minutes: 10, host: 'arogya.example' },
  contact_changed: { what: 'mobile number', newContact: '+91 98••••••10' },
  email_verification: { name: 'Priya Sharma', minutes: 30 },
  doctor_new_booking: appointment,
  doctor_booking_cancelled: appointment,
  doctor_patient_waiting: appointment,
  lab_new_collection: { ...lab, area: 'Indiranagar, Bengaluru 560038' },
  pharmacist_prescription_review: { ref: 'ORD-2026-000123' },
};

const settings = {
  origin: 'https://arogya.example',
  smsSenderId: 'AROGYA',
  dltTemplateIds: { order_shipped: '1107161234567890123' },
};

describe('message templates', () => {
  for (const kind of NOTIFICATION_KINDS) {
    it(`${kind} renders on every channel`, () => {
      const input = { id: '7', kind, data: SAMPLE_DATA[kind], link: '/somewhere/1' };
      expect(renderInApp(input).title.length).toBeGreaterThan(3);
      for (const channel of CHANNELS) {
        const message = renderMessage({ ...input, channel }, 'to', settings);
        expect(JSON.stringify(message)).not.toMatch(/\{\{|undefined/);
      }
    });
  }

  it('fills SMS variables by name, with the DLT ids, and escapes what goes into HTML', () => {
    const sms = renderMessage(
      { id: '1', kind: 'order_shipped', channel: 'sms', data: { ref: 'ORD-1' }, link: '/orders/1' },
      '+919876543210',
      settings,
    );
    expect(sms.sms).toEqual({
      text: 'Arogya: order ORD-1: your medicines are on their way. Details: https://arogya.example/orders/1',
      dltTemplateId: '1107161234567890123',
      templateKey: 'order_shipped',
      senderId: 'AROGYA',
      vars: { ref: 'ORD-1', url: 'https://arogya.example/orders/1' },
    });
    // In Hindi: the Hindi text, registered on DLT under its own id (`<kind>:hi`).
    const hindi = renderMessage(
      {
        id: '1',
        kind: 'order_shipped',
        channel: 'sms',
        data: { ref: 'ORD-1' },
        link: '/orders/1',
        language: 'hi',
      },
      '+919876543210',
      {
        ...settings,
        dltTemplateIds: { ...settings.dltTemplateIds, 'order_shipped:hi': '1107161234567890124' },
      },
    );
    expect(hindi.sms).toMatchObject({
      text: 'Arogya: ऑर्डर ORD-1: आपकी दवाइयाँ रास्ते में हैं। विवरण: https://arogya.example/orders/1',
      dltTemplateId: '1107161234567890124',
      templateKey: 'order_shipped:hi',
    });
    const email = renderMessage(
      { id: '1', kind: 'order_shipped', channel: 'email', data: { ref: '<b>ORD</b>' }, link: '/orders/1' },
      'a@b.in',
      settings,
    );
    expect(email.email?.html).toContain('&lt;b&gt;ORD&lt;/b&gt;');
    expect(email.email?.text).toContain('<b>ORD</b>');
  });

  it('reads an appointment in Hindi with no English word left: the doctor’s title, the mode and the time', () => {
    const { title, body } = renderInApp({
      kind: 'appointment_confirmed',
      data: appointment,
      link: '/appointments',
      language: 'hi',
    });
    expect(body).toBe('Priya Sharma की डॉ. Arjun Mehta से मंगलवार, 1 दिसंबर, सुबह 10:00 बजे को (वीडियो परामर्श)।');
    expect(`${title} ${body}`.replace('Priya Sharma', '').replace('Arjun Mehta', '')).not.toMatch(/[A-Za-z]/);
  });

  it("gives only the doctor the Hindi title: a medicine named 'Dr. ...' stays as printed", () => {
    const { body } = renderInApp({
      kind: 'refill_reminder',
      data: {
        patient: 'Priya Sharma',
        medicine: 'Dr. Morepen BG-03 Test Strips',
        doctor: 'Dr. Arjun Mehta',
        runsOutOn: 'Tue 1 Dec',
      },
      link: '/e-prescriptions/1',
      language: 'hi',
    });
    expect(body).toContain('Dr. Morepen BG-03 Test Strips');
    expect(body).not.toContain('डॉ. Morepen');
  });

  it('attaches an appointment’s calendar file to its e-mail', () => {
    const email = renderMessage(
      {
        id: '1',
        kind: 'appointment_confirmed',
        channel: 'email',
        data: { ...appointment, ics: 'BEGIN:VCALENDAR' },
        link: '/appointments',
      },
      'a@b.in',
      settings,
    );
    expect(email.email?.attachments).toEqual([
      {
        filename: 'appointment.ics',
        content: 'BEGIN:VCALENDAR',
        contentType: 'text/calendar; charset=utf-8',
      },
    ]);
  });

  it('ends a code’s SMS with the WebOTP line and fills WhatsApp’s copy-code button with it', () => {
    const data = { code: '482913', action: 'sign in', minutes: 10, host: 'arogya.example' };
    const sms = renderMessage(
      { id: '1', kind: 'one_time_code', channel: 'sms', data, link: null },
      '+919876543210',
      settings,
    );
    expect(sms.sms?.text.split('\n').at(-1)).toBe('@arogya.example #482913');
    expect(sms.sms?.text).toMatch(/^Arogya: 482913 is your code to sign in\./);
    const whatsapp = renderMessage(
      { id: '1', kind: 'one_time_code', channel: 'whatsapp', data, link: null },
      '+919876543210',
      settings,
    );
    expect(whatsapp.whatsapp).toMatchObject({ bodyParams: ['482913'], buttonUrlParam: '482913' });
    // Blanked once sent: it can never go out again, and the inbox's text never held it.
    expect(() =>
      renderMessage(
        { id: '1', kind: 'one_time_code', channel: 'sms', data: { ...data, code: null }, link: null },
        'x',
        settings,
      ),
    ).toThrow(PermanentSendError);
    expect(JSON.stringify(renderInApp({ kind: 'one_time_code', data, link: null }))).not.toContain('482913');
  });

  it('refuses data that leaves a slot empty', () => {
    expect(() =>
      renderMessage({ id: '1', kind: 'order_shipped', channel: 'sms', data: {}, link: null }, 'x', settings),
    ).toThrow(PermanentSendError);
  });

  it("fills a Hindi message's slot with the Hindi the event wrote beside the English (`<name>Hi`)", () => {
    const data: MessageData = {
      patient: 'Meera Iyer',
      ref: 'LAB-2026-001042',
      when: 'Tue 1 Dec, 7:00 AM',
      tests: 'Fasting Blood Sugar (FBS)',
      testsHi: 'फास्टिंग ब्लड शुगर (FBS)',
      lab: 'Nandi Clinical Laboratory',
      preparation: 'Fasting Blood Sugar (FBS): Fast for 10 hours before the sample; plain water is allowed.',
      preparationHi: 'फास्टिंग ब्लड शुगर (FBS): सैंपल से पहले 10 घंटे खाली पेट रहें; सादा पानी पी सकते हैं।',
    };
    const email = (language: 'en' | 'hi', d: MessageData = data) =>
      renderMessage(
        {
          id: '1',
          kind: 'lab_collection_reminder',
          channel: 'email',
          data: d,
          link: '/lab-bookings/1',
          language,
        },
        'meera@example.in',
        settings,
      ).email?.text ?? '';
    const hindi = email('hi');
    expect(hindi).toContain(`तैयारी: ${data.preparationHi}`);
    expect(hindi).toContain(`(LAB-2026-001042: ${data.testsHi})`);
    expect(hindi).not.toContain('Fast for');
    const english = email('en');
    expect(english).toContain(`Preparation: ${data.preparation}`);
    expect(english).not.toMatch(/[\u0900-\u097F]/);
    // A message written without it reads the English value.
    const { preparationHi: _, ...withoutHindi } = data;
    expect(email('hi', withoutHindi)).toContain(`तैयारी: ${data.preparation}`);
  });

  it('names a clinic visit’s and a collection’s places in Hindi in a Hindi message, the street as written', () => {
    const place = 'Bandra Wellness Clinic, 402, Hill Road, Mumbai';
    const email = (kind: NotificationKind, language: 'en' | 'hi', data: MessageData) =>
      renderMessage(
        { id: '1', kind, channel: 'email', data, link: '/', language },
        'meera@example.in',
        settings,
      ).email?.text ?? '';
    const visit = { ...appointment, mode: 'clinic visit', place };
    expect(email('appointment_confirmed', 'hi', visit)).toContain(
      'कहाँ: Bandra Wellness Clinic, 402, Hill Road, मुंबई',
    );
    expect(email('appointment_confirmed', 'en', visit)).toContain(`Where: ${place}`);
    const collection = { ...lab, area: 'Flat 302, Lakeview Residency, Bengaluru 560034' };
    expect(email('lab_new_collection', 'hi', collection)).toContain(
      'Flat 302, Lakeview Residency, बेंगलुरु 560034',
    );
    expect(email('lab_new_collection', 'en', collection)).toContain(
      'Flat 302, Lakeview Residency, Bengaluru 560034',
    );
    // A patient named like a city keeps their name: only address keys are read as places.
    expect(email('appointment_confirmed', 'hi', { ...visit, patient: 'Sagar' })).toContain('Sagar');
  });
});
