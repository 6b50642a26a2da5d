// Every staff read of someone's personal health data leaves its row in the audit log
// (docs/product-rules.md#personal-health-data-and-the-audit-log). The walk below reads each such route as the
// staff role that may, and checks the row (actor, action, patient, resource). Every signed-in GET route of
// the OpenAPI document must be in the walk or listed as not reading another person's health data, so a new
// staff route cannot be added without deciding which it is.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accept, callingDoctor, consentingPatient, ring } from './call-fixtures.ts';
import {
  createAccount,
  createClinic,
  createDoctorAccount,
  createPatient,
  createReceptionist,
  insertAppointment,
} from './doctor-fixtures.ts';
import { collectionDue, booked as labBooked, labDesk, tomorrow } from './labs-fixtures.ts';
import {
  account,
  addAddress,
  makeProduct,
  multipart,
  order,
  PDF,
  prescriptionFor,
} from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Who = { id: string; headers: Record<string, string> };
/** `resource` null: the row is about the patient as a whole (all their vitals), not one record. */
type Read = {
  route: string;
  who: Who;
  url: string;
  action: string;
  subject: string;
  resource: string | null;
};

/** Signed-in GET routes that read only the caller's own data, or no one's health data. */
const NOT_STAFF_HEALTH_READS = new Set([
  '/api/v1/users/profile', // own
  '/api/v1/users/me/export', // own
  '/api/v1/users/me/export/pdf', // own
  '/api/v1/doctors/favourites', // own
  '/api/v1/doctors/me', // the doctor's own profile
  '/api/v1/doctors/me/leaves', // the doctor's own leave
  '/api/v1/bookings/booking', // the patient's own appointments
  '/api/v1/bookings/booking/{id}/ics', // the patient's own appointment only
  '/api/v1/bookings/booking/{id}/receipt', // the patient's own paid consultation only (staff 403)
  '/api/v1/receptionist/clinic', // the clinic and its doctors
  '/api/v1/receptionist/doctors/{id}/slots', // free and taken slots, no patients
  '/api/v1/dashboard', // counts, and a patient's own pending items only
  '/api/v1/wishlist', // own
  '/api/v1/addresses', // own
  '/api/v1/orders', // own
  '/api/v1/orders/{id}', // own
  '/api/v1/orders/{id}/receipt', // own
  '/api/v1/bookings/getPrescriptions', // own
  '/api/v1/calls/consent', // own
  '/api/v1/calls/formulary', // the medicines catalogue
  '/api/v1/labs/bookings', // the patient's own lab bookings
  '/api/v1/labs/bookings/{id}', // the patient's own lab booking only
  '/api/v1/labs/bookings/{id}/receipt', // the patient's own receipt only
  '/api/v1/labs/menu', // the lab's own test menu and prices
  '/api/v1/admin/users', // accounts' names and contacts, no health data (admin only)
  '/api/v1/admin/audit-log', // who read what, not the records themselves (admin only)
  '/api/v1/admin/audit-log/actions', // the log's action names
  '/api/v1/admin/audit-log/export', // the same as CSV; the export itself is logged
  '/api/v1/admin/doctors', // doctors' public profile and registration (admin only)
  '/api/v1/admin/doctors/options', // specialties and clinics
  '/api/v1/admin/banners', // home-page banners
  '/api/v1/admin/offers', // offers and the prices they set
  '/api/v1/admin/offers/targets', // categories and brands an offer can cover
  '/api/v1/admin/articles', // health articles, no one's data
  '/api/v1/admin/payments', // payer, kind, amount and references; no test, visit or reason (admin only)
  '/api/v1/admin/products', // the medicine catalogue
  '/api/v1/admin/messages', // who, channel, template and delivery of each message; never its text (admin only)
  '/api/v1/admin/consult-now', // fees and counts per specialty, no one's data (admin only)
  '/api/v1/consult-now/presence', // the doctor's own switch
  '/api/v1/consult-now/requests/{id}', // the patient's own request only
  // The offered or accepting doctor's read of a patient's photo is audited: consult-now.test.ts walks it
  // (a paid request offered to a doctor is that file's fixture, not this one's).
  '/api/v1/consult-now/requests/{id}/photos/{photoId}',
  '/api/v1/notifications', // own inbox
  '/api/v1/notifications/unread-count', // own
  '/api/v1/notifications/preferences', // own
  '/api/v1/notifications/push-key', // the server's public VAPID key
  '/api/v1/family-members', // the account's own family members
  '/api/v1/membership-card/get', // own card: names, plan and validity, no health data
  '/api/v1/membership-card/{id}/pdf', // own card only
  '/api/v1/membership-card/{id}/receipt', // own card's payment receipt
  '/api/v1/admin/dashboard', // counts per day only
  '/api/v1/admin/labs', // partner labs and the account linked to each desk (admin only)
]);

async function auditRowsOf(actorId: string, action: string) {
  const result = (await t.ctx.database.db.execute(
    sql`select subject_user_id, resource_type, resource_id from audit_log where actor_id = ${actorId} and action = ${action}`,
  )) as unknown as { rows: { subject_user_id: string; resource_type: string; resource_id: string | null }[] };
  return result.rows;
}

async function staffReads(): Promise<Read[]> {
  const clinicId = await createClinic(t);
  const desk = await createReceptionist(t, clinicId);
  const doctor = await callingDoctor(t, { clinicId });
  const patient = await consentingPatient(t, 'Anita Desai');
  const admin = await createAccount(t, 'admin', 'Admin Person');
  const pharmacist = await account(t, 'pharmacist');

  const booked = await insertAppointment(t, {
    doctorId: doctor.doctorId,
    patientId: patient.id,
    startsAt: new Date(Date.now() + 2 * 86_400_000),
  });
  const seen = await insertAppointment(t, {
    doctorId: doctor.doctorId,
    patientId: patient.id,
    startsAt: new Date(Date.now() - 3 * 86_400_000),
    status: 'completed',
    notes: 'Viral fever; rest and fluids.',
  });
  const vitals = await t.app.inject({
    method: 'POST',
    url: '/api/v1/receptionist/vitelPateint',
    headers: desk.headers,
    payload: { patientId: patient.id, appointmentId: booked, pulse: 76 },
  });
  expect(vitals.statusCode).toBe(201);

  const call = await ring(t.app, patient.token, doctor.doctorId);
  await accept(t.app, doctor.token, call.call.id);
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/calls/${call.call.id}/end`,
    headers: doctor.headers,
    payload: {},
  });
  const productId = await makeProduct(t, { schedule: 'H', stock: 10 });
  const rx = await t.app.inject({
    method: 'POST',
    url: `/api/v1/calls/${call.call.id}/prescription`,
    headers: doctor.headers,
    payload: {
      diagnosis: 'Acute pharyngitis',
      items: [{ productId, dose: '1 tablet', frequency: '1-0-1 after food', durationDays: 5 }],
    },
  });
  expect(rx.statusCode).toBe(201);
  const ePrescriptionId = rx.json().result.id as string;

  const buyer = await account(t);
  const addressId = await addAddress(t, buyer);
  const prescriptionId = await prescriptionFor(t, buyer);
  const placed = await order(t, buyer, { addressId, lines: [{ productId, quantity: 1 }], prescriptionId });
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().result.id as string;
  // A lab booking of the patient, collected, with one result and the report PDF uploaded.
  const lab = await labDesk(t);
  const labBooking = (await labBooked(t, patient, lab.labId)).id;
  const labPost = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: lab.headers, payload: payload as never });
  await labPost(`/api/v1/labs/desk/bookings/${labBooking}/phlebotomist`, {
    name: 'Ravi Kumar',
    phone: '9845098450',
  });
  await collectionDue(t, labBooking);
  await labPost(`/api/v1/labs/desk/bookings/${labBooking}/status`, {
    status: 'sample_collected',
    barcode: `AUD-${labBooking.slice(0, 8)}`,
  });
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/labs/desk/bookings/${labBooking}/results`,
    headers: lab.headers,
    payload: {
      results: [{ parameterId: 'lp_dia004_hba1c', value: '6.2' }],
    },
  });
  const form = multipart([{ name: 'report', filename: 'r.pdf', type: 'application/pdf', data: PDF }]);
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/labs/uploadReport/${labBooking}`,
    headers: { ...lab.headers, ...form.headers },
    payload: form.payload,
  });
  await labPost(`/api/v1/labs/desk/bookings/${labBooking}/status`, { status: 'processing' });
  const ready = await labPost(`/api/v1/labs/desk/bookings/${labBooking}/status`, { status: 'report_ready' });
  expect(ready.statusCode).toBe(200);
  const patientPhone = (
    await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: patient.headers })
  ).json().result.phone as string;

  // Both pharmacist lists are oldest first: this order is on their last page.
  const lastPage = async (url: string) => {
    const first = await t.app.inject({ method: 'GET', url: `${url}?limit=50`, headers: pharmacist.headers });
    return `${url}?limit=50&page=${Math.max(1, first.json().pagination.totalPages)}`;
  };
  const r = (
    route: string,
    who: Who,
    url: string,
    action: string,
    subject: string,
    resource: string | null,
  ): Read => ({
    route,
    who,
    url,
    action,
    subject,
    resource,
  });
  return [
    r(
      '/api/v1/users/profile/{id}',
      admin,
      `/api/v1/users/profile/${patient.id}`,
      'user.profile.read',
      patient.id,
      patient.id,
    ),
    r(
      '/api/v1/doctors/me/appointments',
      doctor,
      '/api/v1/doctors/me/appointments',
      'appointments.list',
      patient.id,
      booked,
    ),
    r(
      '/api/v1/bookings/booking/{id}',
      doctor,
      `/api/v1/bookings/booking/${booked}`,
      'appointment.read',
      patient.id,
      booked,
    ),
    r(
      '/api/v1/bookings/booking/{id}',
      doctor,
      `/api/v1/bookings/booking/${seen}`,
      'consultation-notes.read',
      patient.id,
      seen,
    ),
    r(
      '/api/v1/bookings/booking/{id}',
      desk,
      `/api/v1/bookings/booking/${booked}`,
      'appointment.read',
      patient.id,
      booked,
    ),
    r(
      '/api/v1/receptionist/patients',
      desk,
      `/api/v1/receptionist/patients?phone=${patientPhone}`,
      'patient.lookup',
      patient.id,
      patient.id,
    ),
    r(
      '/api/v1/receptionist/appointments',
      desk,
      '/api/v1/receptionist/appointments',
      'appointments.list',
      patient.id,
      booked,
    ),
    r(
      '/api/v1/receptionist/vitelPateint/{patientId}',
      desk,
      `/api/v1/receptionist/vitelPateint/${patient.id}`,
      'vitals.read',
      patient.id,
      null,
    ),
    r(
      '/api/v1/receptionist/vitelPateint/{patientId}',
      doctor,
      `/api/v1/receptionist/vitelPateint/${patient.id}`,
      'vitals.read',
      patient.id,
      null,
    ),
    r(
      '/api/v1/calls/history',
      doctor,
      '/api/v1/calls/history',
      'consultations.list',
      patient.id,
      call.call.id,
    ),
    r(
      '/api/v1/calls/{id}',
      doctor,
      `/api/v1/calls/${call.call.id}`,
      'consultation.read',
      patient.id,
      call.call.id,
    ),
    r(
      '/api/v1/calls/prescriptions/{id}',
      doctor,
      `/api/v1/calls/prescriptions/${ePrescriptionId}`,
      'e-prescription.read',
      patient.id,
      ePrescriptionId,
    ),
    r(
      '/api/v1/calls/prescriptions/{id}/pdf',
      doctor,
      `/api/v1/calls/prescriptions/${ePrescriptionId}/pdf`,
      'e-prescription.pdf',
      patient.id,
      ePrescriptionId,
    ),
    r(
      '/api/v1/pharmacist/queue',
      pharmacist,
      await lastPage('/api/v1/pharmacist/queue'),
      'prescription.review.list',
      buyer.id,
      prescriptionId,
    ),
    r(
      '/api/v1/pharmacist/orders',
      pharmacist,
      await lastPage('/api/v1/pharmacist/orders'),
      'prescription.orders.list',
      buyer.id,
      prescriptionId,
    ),
    r(
      '/api/v1/pharmacist/orders/{id}',
      pharmacist,
      `/api/v1/pharmacist/orders/${orderId}`,
      'prescription.review.read',
      buyer.id,
      prescriptionId,
    ),
    r(
      '/api/v1/users/lab',
      lab,
      `/api/v1/users/lab?date=${tomorrow()}`,
      'lab_bookings.list',
      patient.id,
      labBooking,
    ),
    r(
      '/api/v1/labs/desk/bookings/{id}',
      lab,
      `/api/v1/labs/desk/bookings/${labBooking}`,
      'lab_booking.read',
      patient.id,
      labBooking,
    ),
    r(
      '/api/v1/labs/bookings/{id}/report',
      lab,
      `/api/v1/labs/bookings/${labBooking}/report`,
      'lab_report.read',
      patient.id,
      labBooking,
    ),
    r(
      '/api/v1/labs/bookings/{id}/report',
      doctor,
      `/api/v1/labs/bookings/${labBooking}/report`,
      'lab_report.read',
      patient.id,
      labBooking,
    ),
    r(
      '/api/v1/labs/bookings/{id}/report/file',
      doctor,
      `/api/v1/labs/bookings/${labBooking}/report/file`,
      'lab_report.file.read',
      patient.id,
      labBooking,
    ),
    r(
      '/api/v1/labs/bookings/{id}/trends/{parameterId}',
      doctor,
      `/api/v1/labs/bookings/${labBooking}/trends/lp_dia004_hba1c`,
      'lab_report.trend.read',
      patient.id,
      labBooking,
    ),
    r(
      '/api/v1/prescriptions/{id}/file',
      pharmacist,
      `/api/v1/prescriptions/${prescriptionId}/file`,
      'prescription.file.read',
      buyer.id,
      prescriptionId,
    ),
  ];
}

describe('audit log of staff reads', () => {
  it('writes a row for every staff read of personal health data', async () => {
    const reads = await staffReads();
    const missing: string[] = [];
    for (const read of reads) {
      const res = await t.app.inject({ method: 'GET', url: read.url, headers: read.who.headers });
      expect(res.statusCode, `${read.url}: ${res.body.slice(0, 200)}`).toBe(200);
      const rows = await auditRowsOf(read.who.id, read.action);
      const found = rows.some(
        (row) => row.subject_user_id === read.subject && row.resource_id === read.resource,
      );
      if (!found) missing.push(`${read.url} (${read.action})`);
    }
    expect(missing).toEqual([]);

    // Every signed-in GET route is either walked above or known not to read another person's health data.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const walked = new Set(reads.map((read) => read.route));
    const unclassified = Object.entries(doc.paths)
      .filter(([, ops]) => ops.get?.security?.length)
      .map(([path]) => path)
      .filter((path) => !walked.has(path) && !NOT_STAFF_HEALTH_READS.has(path));
    expect(unclassified).toEqual([]);
  });

  it('the patient reading their own data writes no row', async () => {
    const patient = await createPatient(t);
    const doctor = await createDoctorAccount(t);
    const id = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: patient.id,
      startsAt: new Date(Date.now() + 86_400_000),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/booking/${id}`, headers: patient.headers }))
        .statusCode,
    ).toBe(200);
    expect(await auditRowsOf(patient.id, 'appointment.read')).toEqual([]);
  });
});

describe('patient lookup at the front desk', () => {
  it('finds by the exact mobile number only, and answers the id, the name and the family members, nothing more', async () => {
    const clinicId = await createClinic(t);
    const desk = await createReceptionist(t, clinicId);
    const patient = await createPatient(t, 'Suresh Menon');
    const phone = patient.user.phone;
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/v1/receptionist/patients?phone=${phone}`,
      headers: desk.headers,
    });
    // The family members (name, relation, age) are what booking for one of them needs; here there are none.
    expect(found.json().result).toEqual([
      { id: patient.id, name: 'Suresh Menon', phoneVerified: true, members: [] },
    ]);
    const partial = await t.app.inject({
      method: 'GET',
      url: `/api/v1/receptionist/patients?phone=${phone.slice(0, 6)}`,
      headers: desk.headers,
    });
    expect(partial.statusCode).toBe(400);
    const other = `${phone.slice(0, 9)}${(Number(phone.at(-1)) + 1) % 10}`;
    const near = await t.app.inject({
      method: 'GET',
      url: `/api/v1/receptionist/patients?phone=${other}`,
      headers: desk.headers,
    });
    expect(near.json().result.map((p: { id: string }) => p.id)).not.toContain(patient.id);
  });
});
