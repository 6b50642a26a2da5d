// Staff read a person's health data, not an account's (docs/product-rules.md#personal-health-data-and-the-audit-log):
// a lab desk reads only what its own lab produced, even through the trend of its own booking; a doctor (and a
// clinic's desk) who sees only a patient's family member reads nothing of the account holder's: vitals (with
// and without ?member=self), lab reports, their PDF and trends, prescriptions and visits are 404, as for a
// stranger; and a trend is the person's (holder or member), not everyone of the account with the same name.
import { LabTrendAnswer } from '@arogya/contracts/labs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableSlots,
  bookRequest,
  createAccount,
  createClinic,
  createDoctorAccount,
  createReceptionist,
} from './doctor-fixtures.ts';
import { booked, collectionDue, ITEMS, labDesk, labDeskByAdmin } from './labs-fixtures.ts';
import { type Account, account, multipart, PDF, prescriptionFor } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type H = { headers: Record<string, string> };
const get = (who: H, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: H, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as never });
const HBA1C = 'lp_dia004_hba1c';

/** Takes a booking of this desk's lab from collection to a ready report with the given HbA1c. */
async function reportReady(desk: H, bookingId: string, hba1c: string) {
  const steps = [
    () =>
      post(desk, `/api/v1/labs/desk/bookings/${bookingId}/phlebotomist`, {
        name: 'Ravi Kumar',
        phone: '9845098450',
      }),
    async () => {
      // Its collection day has come (the desk collects nothing before it).
      await collectionDue(t, bookingId);
      return post(desk, `/api/v1/labs/desk/bookings/${bookingId}/status`, {
        status: 'sample_collected',
        barcode: `PS-${bookingId.slice(0, 12)}`,
      });
    },
    () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/labs/desk/bookings/${bookingId}/results`,
        headers: desk.headers,
        payload: {
          results: [{ parameterId: HBA1C, value: hba1c }],
        },
      }),
    () => {
      const form = multipart([{ name: 'report', filename: 'r.pdf', type: 'application/pdf', data: PDF }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/labs/uploadReport/${bookingId}`,
        headers: { ...desk.headers, ...form.headers },
        payload: form.payload,
      });
    },
    () => post(desk, `/api/v1/labs/desk/bookings/${bookingId}/status`, { status: 'processing' }),
    () => post(desk, `/api/v1/labs/desk/bookings/${bookingId}/status`, { status: 'report_ready' }),
  ];
  for (const step of steps) {
    const res = await step();
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

const trendValues = async (who: H, bookingId: string) => {
  const res = await get(who, `/api/v1/labs/bookings/${bookingId}/trends/${HBA1C}`);
  expect(res.statusCode, res.body).toBe(200);
  return LabTrendAnswer.parse(res.json())
    .result.points.map((p) => p.value)
    .sort();
};

const addMember = async (holder: Account, name: string) => {
  const res = await post(holder, '/api/v1/family-members', {
    name,
    relation: 'mother',
    dateOfBirth: '1958-03-14',
    sex: 'female',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.id as string;
};

describe('a lab desk reads what its own lab produced', () => {
  it('through the trend of its own booking it sees its own values only; the patient sees every lab’s', async () => {
    const admin = await createAccount(t, 'admin', 'Admin Person');
    const first = await labDesk(t);
    const second = await labDeskByAdmin(t, admin);
    const patient = await account(t, 'patient', 'Priya Nair');
    for (const [slot, value] of [
      ['07:00', '7.4'],
      ['08:00', '6.9'],
    ] as const) {
      const b = await booked(t, patient, first.labId, { slot });
      await reportReady(first, b.id, value);
    }
    const theirs = await booked(t, patient, second.labId, { itemIds: [ITEMS.hba1c] });
    await reportReady(second, theirs.id, '6.3');

    expect(await trendValues(second, theirs.id)).toEqual([6.3]);
    const report = await get(second, `/api/v1/labs/bookings/${theirs.id}/report`);
    expect(report.statusCode).toBe(200);
    const a1c = report.json().result.tests[0].parameters.find((p: { code: string }) => p.code === 'HBA1C');
    expect(a1c.trendAvailable).toBe(false);
    expect(await trendValues(patient, theirs.id)).toEqual([6.3, 6.9, 7.4]);
    // The first lab sees its two, not the second lab's.
    const firstBooking = (await get(patient, '/api/v1/labs/bookings'))
      .json()
      .result.find((b: { lab: { id: string } }) => b.lab.id === first.labId);
    expect(await trendValues(first, firstBooking.id)).toEqual([6.9, 7.4]);
    // The seeded demo patient's Nandi results stay out of reach of the second lab.
    expect((await get(second, `/api/v1/labs/bookings/labbk_demo_3/trends/${HBA1C}`)).statusCode).toBe(404);
  });
});

describe("a doctor who sees only a patient's family member", () => {
  it('reads nothing of the account holder’s: vitals, reports, trends, prescriptions, visits are 404', async () => {
    const clinicId = await createClinic(t);
    const doctor = await createDoctorAccount(t, { clinicId });
    const desk = await createReceptionist(t, clinicId);
    const holder = await account(t, 'patient', 'Anil Menon');
    const motherId = await addMember(holder, 'Lakshmi Menon');
    const [slot] = await availableSlots(t, doctor.doctorId);
    const hers = await bookRequest(t, holder.token, {
      doctorId: doctor.doctorId,
      startsAt: slot?.startsAt,
      forWhom: motherId,
    });
    expect(hers.statusCode, hers.body).toBe(201);
    const herAppointment = hers.json().result.id as string;

    // The holder's own care elsewhere: a visit with vitals at another clinic, a lab report, a prescription.
    const elsewhere = await createClinic(t);
    const otherDoctor = await createDoctorAccount(t, { clinicId: elsewhere });
    const otherDesk = await createReceptionist(t, elsewhere);
    const [otherSlot] = await availableSlots(t, otherDoctor.doctorId);
    const his = await bookRequest(t, holder.token, {
      doctorId: otherDoctor.doctorId,
      startsAt: otherSlot?.startsAt,
    });
    expect(his.statusCode, his.body).toBe(201);
    const own = await post(otherDesk, '/api/v1/receptionist/vitelPateint', {
      patientId: holder.id,
      pulse: 70,
    });
    expect(own.statusCode, own.body).toBe(201);
    const taken = await post(desk, '/api/v1/receptionist/vitelPateint', {
      patientId: holder.id,
      appointmentId: herAppointment,
      pulse: 92,
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const lab = await labDesk(t);
    const hisReport = await booked(t, holder, lab.labId, { slot: '07:00' });
    await reportReady(lab, hisReport.id, '7.1');
    const hisPending = await booked(t, holder, lab.labId, { slot: '08:00' });
    const herReport = await booked(t, holder, lab.labId, { slot: '09:00', forWhom: motherId });
    await reportReady(lab, herReport.id, '5.8');
    const prescriptionId = await prescriptionFor(t, holder);

    const vitalsUrl = `/api/v1/receptionist/vitelPateint/${holder.id}`;
    for (const staff of [doctor, desk]) {
      expect((await get(staff, `${vitalsUrl}?member=self`)).statusCode).toBe(404);
      expect((await get(staff, `${vitalsUrl}?appointmentId=${his.json().result.id}`)).statusCode).toBe(404);
      const unfiltered = await get(staff, vitalsUrl);
      expect(unfiltered.statusCode).toBe(200);
      expect(unfiltered.json().result.map((v: { pulse: number }) => v.pulse)).toEqual([92]);
      expect((await get(staff, `${vitalsUrl}?member=${motherId}`)).json().result).toHaveLength(1);
      const byVisit = await get(staff, `${vitalsUrl}?appointmentId=${herAppointment}`);
      expect(byVisit.json().result.map((v: { pulse: number }) => v.pulse)).toEqual([92]);
    }
    // The holder reads everyone's, each saying whose.
    const all = (await get(holder, vitalsUrl)).json().result as { pulse: number; patientFor: string }[];
    expect(all.map((v) => [v.pulse, v.patientFor]).sort()).toEqual([
      [70, 'self'],
      [92, 'other'],
    ]);

    for (const url of [
      `/api/v1/labs/bookings/${hisReport.id}/report`,
      `/api/v1/labs/bookings/${hisReport.id}/report/file`,
      `/api/v1/labs/bookings/${hisReport.id}/trends/${HBA1C}`,
      // Not ready yet: a 404, not the 422 that would say it exists.
      `/api/v1/labs/bookings/${hisPending.id}/report`,
      `/api/v1/prescriptions/${prescriptionId}/file`,
      `/api/v1/bookings/booking/${his.json().result.id}`,
    ]) {
      expect((await get(doctor, url)).statusCode, url).toBe(404);
    }
    // Hers, the doctor reads; her trend is hers alone, not the holder's values under the same account.
    expect((await get(doctor, `/api/v1/labs/bookings/${herReport.id}/report`)).statusCode).toBe(200);
    expect(await trendValues(doctor, herReport.id)).toEqual([5.8]);
    expect(await trendValues(holder, hisReport.id)).toEqual([7.1]);
    // The doctor who sees the holder reads the holder's report, not the mother's.
    expect((await get(otherDoctor, `/api/v1/labs/bookings/${hisReport.id}/report`)).statusCode).toBe(200);
    expect((await get(otherDoctor, `/api/v1/labs/bookings/${herReport.id}/report`)).statusCode).toBe(404);
    expect((await get(otherDoctor, `${vitalsUrl}?member=${motherId}`)).statusCode).toBe(404);
    // Without an appointment the desk records the holder's vitals only where the holder is seen.
    const unlinked = await post(desk, '/api/v1/receptionist/vitelPateint', {
      patientId: holder.id,
      pulse: 60,
    });
    expect(unlinked.statusCode).toBe(400);
  });

  it('a trend is the person’s: the holder’s values under a new account name stay theirs, a stranger booked by name is apart', async () => {
    const lab = await labDesk(t);
    const holder = await account(t, 'patient', 'Sunita Rao');
    const mine = await booked(t, holder, lab.labId, { slot: '07:00' });
    await reportReady(lab, mine.id, '6.6');
    // The account is renamed: the next report is still the holder's.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile/update',
      headers: holder.headers,
      payload: { name: 'Sunita R Kulkarni' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const later = await booked(t, holder, lab.labId, { slot: '08:00' });
    await reportReady(lab, later.id, '6.2');
    // Someone else booked by the holder's old name is not the holder.
    const friend = await booked(t, holder, lab.labId, {
      slot: '09:00',
      patient: { for: 'other', name: 'Sunita Rao', age: 30, sex: 'female' },
    });
    await reportReady(lab, friend.id, '9.9');
    expect(await trendValues(holder, later.id)).toEqual([6.2, 6.6]);
    expect(await trendValues(holder, friend.id)).toEqual([9.9]);
  });
});
