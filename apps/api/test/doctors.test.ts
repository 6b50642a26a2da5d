import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/users.ts';
import { todayIn } from '../src/lib/zoned-time.ts';
import { createDoctor, createDoctorAccount, createPatient } from './doctor-fixtures.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Card = {
  id: string;
  gender: string;
  fee: number;
  feePaise: number;
  experience: number;
  rating: number | null;
  reviewCount: number;
  languages: string[];
  consultationTypes: string[];
  onLeave: boolean;
  specialization: { id: string; name: string };
  clinic: { city: string };
};

const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: string) => {
  const res = await get(`/api/v1/doctors?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    result: Card[];
    pagination: { page: number; limit: number; total: number; totalPages: number };
  };
};

describe('seeded catalogue', () => {
  it('has reviews that read as written by different people over the past year', async () => {
    const { rows } = await t.ctx.database.db.execute<{ comment: string; created_at: string }>(
      sql`select comment, created_at::text from reviews`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const openings = rows.map((r) => r.comment.slice(0, r.comment.indexOf('.') + 1));
    expect(new Set(openings).size).toBe(rows.length);
    const days = rows.map((r) => Date.parse(r.created_at)).sort((a, b) => a - b);
    const spread = ((days.at(-1) as number) - (days[0] as number)) / 86_400_000;
    expect(spread).toBeGreaterThan(300);
    const months = new Set(rows.map((r) => r.created_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(11);
  });

  it('has at least 80 doctors in at least 8 cities and 25 specialties with icons and departments', async () => {
    const all = await list('limit=1');
    expect(all.pagination.total).toBeGreaterThanOrEqual(80);
    const facets = (await get('/api/v1/doctors/filters')).json().result;
    expect(facets.cities).toEqual(
      expect.arrayContaining([
        'Delhi',
        'Mumbai',
        'Bengaluru',
        'Hyderabad',
        'Chennai',
        'Kolkata',
        'Pune',
        'Ahmedabad',
      ]),
    );
    const specialties = (await get('/api/v1/specialties')).json().result as {
      icon: string;
      department: { name: string };
      doctorCount: number;
    }[];
    expect(specialties.length).toBeGreaterThanOrEqual(25);
    for (const s of specialties) {
      expect(s.icon).toMatch(/^[a-z0-9-]+$/);
      expect(s.department.name).toBeTruthy();
    }
    expect(specialties.reduce((n, s) => n + s.doctorCount, 0)).toBe(all.pagination.total);
  });

  it('links the demo doctor account to its profile, in the demo receptionist’s clinic', async () => {
    const login = async (email: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).json().token as string;
    const me = await get('/api/v1/doctors/me', bearer(await login('doctor@arogya.in')));
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({ id: 'doc_001', email: 'doctor@arogya.in' });
    const clinic = await get('/api/v1/receptionist/clinic', bearer(await login('reception@arogya.in')));
    expect(clinic.statusCode).toBe(200);
    const ids = clinic.json().result.doctors.map((d: Card) => d.id);
    expect(ids).toContain('doc_001');
    expect(ids.length).toBeGreaterThan(2);
  });
});

describe('GET /api/v1/doctors', () => {
  it('pages with the pagination envelope', async () => {
    const first = await list('limit=5');
    const second = await list('limit=5&page=2');
    expect(first.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 5));
    expect(first.result).toHaveLength(5);
    expect(second.result.map((d) => d.id)).not.toEqual(expect.arrayContaining(first.result.map((d) => d.id)));
  });

  it('filters by specialty (id or slug), city (or its old name), gender, fee, type and language', async () => {
    const bySlug = await list('specialty=dermatology&limit=50');
    const byId = await list('specialty=spc_dermatology&limit=50');
    expect(bySlug.result.length).toBeGreaterThan(0);
    expect(byId.pagination.total).toBe(bySlug.pagination.total);
    expect(bySlug.result.every((d) => d.specialization.id === 'spc_dermatology')).toBe(true);

    const bangalore = await list('city=bangalore&limit=50');
    expect(bangalore.result.length).toBeGreaterThan(0);
    expect(bangalore.result.every((d) => d.clinic.city === 'Bengaluru')).toBe(true);

    const women = await list('gender=female&limit=50');
    expect(women.result.every((d) => d.gender === 'female')).toBe(true);

    const fees = await list('minFee=500&maxFee=900&limit=50');
    expect(fees.result.length).toBeGreaterThan(0);
    expect(fees.result.every((d) => d.fee >= 500 && d.fee <= 900 && d.feePaise === d.fee * 100)).toBe(true);

    const audio = await list('consultationType=audio&language=tamil&limit=50');
    expect(audio.result.length).toBeGreaterThan(0);
    expect(
      audio.result.every((d) => d.consultationTypes.includes('audio') && d.languages.includes('Tamil')),
    ).toBe(true);
  });

  it('filters doctors available today: none on leave', async () => {
    const today = await list('availableToday=true&limit=50');
    expect(today.result.every((d) => !d.onLeave)).toBe(true);
  });

  it('calls a doctor available today exactly when a slot of today can still be booked', async () => {
    const ids = async (query: string) => {
      const found = new Set<string>();
      for (let page = 1; ; page++) {
        const body = await list(`${query}&limit=50&page=${page}`);
        for (const d of body.result) found.add(d.id);
        if (page >= body.pagination.totalPages) return found;
      }
    };
    const compare = async () => {
      const day = todayIn(new Date());
      const all = await ids('sort=relevance');
      const available = await ids('availableToday=true');
      const bookable = new Set<string>();
      for (const id of all) {
        const { days } = (await get(`/api/v1/doctors/${id}/slots?from=${day}&to=${day}`)).json().result as {
          days: { slots: { status: string }[] }[];
        };
        if (days.some((d) => d.slots.some((s) => s.status === 'available'))) bookable.add(id);
      }
      return { available: [...available].sort(), bookable: [...bookable].sort() };
    };
    // The two reads are moments apart; should a slot boundary fall between them, the second try settles it.
    let result = await compare();
    if (result.available.join() !== result.bookable.join()) result = await compare();
    expect(result.available).toEqual(result.bookable);
  });

  it('sorts by fee, experience and rating', async () => {
    const fee = (await list('sort=fee&limit=50')).result.map((d) => d.feePaise);
    expect(fee).toEqual([...fee].sort((a, b) => a - b));
    const feeDesc = (await list('sort=fee-desc&limit=50')).result.map((d) => d.feePaise);
    expect(feeDesc).toEqual([...feeDesc].sort((a, b) => b - a));
    const exp = (await list('sort=experience&limit=50')).result.map((d) => d.experience);
    expect(exp).toEqual([...exp].sort((a, b) => b - a));
    const rated = (await list('sort=rating&limit=50')).result.map((d) => d.rating ?? -1);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it.each([
    ['gender=robot', 'gender'],
    ['sort=cheapest', 'sort'],
    ['minFee=900&maxFee=100', 'maxFee'],
    ['limit=500', 'limit'],
    ['consultationType=chat', 'consultationType'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(`/api/v1/doctors?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('GET /api/v1/doctors/:id', () => {
  it('answers the original shape with the real fields', async () => {
    const res = await get('/api/v1/doctors/doc_001');
    expect(res.statusCode).toBe(200);
    const { success, result } = res.json();
    expect(success).toBe(true);
    expect(result).toMatchObject({
      _id: 'doc_001',
      id: 'doc_001',
      name: 'Arjun Mehta',
      image: '/api/v1/doctors/doc_001/photo',
      doctorId: {
        specialization: { name: 'General Physician' },
        department: { name: expect.any(String) },
        experience: expect.any(Number),
        fee: result.feePaise / 100,
        startTime: '09:00',
        endTime: '17:00',
        bookingBeforeTime: 1,
        onLeave: expect.any(Boolean),
      },
      registrationNumber: expect.stringMatching(/^KMC-\d+$/),
      registrationCouncil: 'Karnataka Medical Council',
      clinic: { id: 'cln_001', city: 'Bengaluru', pinCode: expect.stringMatching(/^[1-9]\d{5}$/) },
    });
    expect(result.education.length).toBeGreaterThan(0);
    expect(result.experienceHistory.length).toBeGreaterThan(0);
    expect(result.schedule.length).toBeGreaterThan(0);
    expect(result.rating).toBeGreaterThanOrEqual(1);
    expect(result.reviewCount).toBeGreaterThanOrEqual(1);
    expect((await get('/api/v1/doctors/getOne/doc_001')).json()).toEqual(res.json());
  });

  it("gives the clinic's phone, never the doctor's own mobile", async () => {
    const { result } = (await get('/api/v1/doctors/doc_001')).json();
    const { rows } = await t.ctx.database.db.execute<{ mobile: string }>(
      sql`select mobile from doctors where id = 'doc_001'`,
    );
    const own = rows[0]?.mobile as string;
    expect(result.mobile).toBe(result.clinic.phone);
    expect(result.doctorId.contactNumber).toBe(result.clinic.phone);
    expect(JSON.stringify(result)).not.toContain(own);
  });

  it('says "Doctor not found" for an unknown id, and null rating with no reviews', async () => {
    const res = await get('/api/v1/doctors/doc_nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Doctor not found' });
    const { id } = await createDoctor(t);
    expect((await get(`/api/v1/doctors/${id}`)).json().result).toMatchObject({
      rating: null,
      reviewCount: 0,
    });
  });

  it('shows a seeded leave as on leave exactly when today falls inside it', async () => {
    const today = todayIn(new Date());
    const inside = today >= '2026-11-10' && today <= '2026-12-20';
    expect((await get('/api/v1/doctors/doc_042')).json().result.doctorId.onLeave).toBe(inside);
  });

  it('serves a drawn portrait (not initials) with a long cache', async () => {
    const res = await get('/api/v1/doctors/doc_001/photo');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.body).toMatch(/^<svg[^>]*width="256"/);
    expect(res.body).not.toContain('<text');
    expect(res.body.length).toBeGreaterThan(3000);
    expect((await get('/api/v1/doctors/doc_nope/photo')).statusCode).toBe(404);
  });

  it("serves the photo a doctor uploaded, square WebP at the asked width, never the upload's bytes", async () => {
    const doctor = await createDoctorAccount(t);
    const upload = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8a5a44' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'camera metadata' } } })
      .toBuffer();
    const boundary = '----doctorphoto';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/avatar',
      headers: { ...doctor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        upload,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const photo = await get(`/api/v1/doctors/${doctor.doctorId}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const full = await sharp(photo.rawPayload).metadata();
    expect([full.format, full.width, full.height, full.exif]).toEqual(['webp', 256, 256, undefined]);
    const small = await get(`/api/v1/doctors/${doctor.doctorId}/photo?w=96`);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(96);
    const again = await get(`/api/v1/doctors/${doctor.doctorId}/photo?w=96`, {
      'if-none-match': small.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('lists real reviews and the top-rated doctors', async () => {
    const reviews = (await get('/api/v1/doctors/doc_001/reviews')).json();
    expect(reviews.result[0]).toMatchObject({ verified: true, rating: expect.any(Number), user: 'Priya S.' });
    const top = (await get('/api/v1/doctors/topRatedDoctor?limit=5')).json().result as Card[];
    expect(top).toHaveLength(5);
    expect(top.every((d) => d.reviewCount > 0)).toBe(true);
    const ratings = top.map((d) => d.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe('GET /api/v1/doctors/search', () => {
  const search = async (q: string, extra = '') => {
    const res = await get(`/api/v1/doctors/search?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      result: Card[];
      interpretation: { specialties: { name: string }[]; city: string | null };
    };
  };

  it.each([
    ['fevr', 'General Physician'],
    ['chest pain', 'Cardiology'],
    ['bp', 'Cardiology'],
    ['I have a rash', 'Dermatology'],
    ['acne', 'Dermatology'],
    ['irregular periods', 'Gynaecology & Obstetrics'],
    ['tooth ache', 'Dentist'],
    ['anxiety', 'Psychiatry'],
    ['cardiolgist', 'Cardiology'],
    ['dermatolgist', 'Dermatology'],
  ])('maps "%s" to %s, typos included', async (q, specialty) => {
    const body = await search(q);
    expect(body.interpretation.specialties.map((s) => s.name)).toContain(specialty);
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result[0]?.specialization.name).toBe(specialty);
  });

  it('finds a doctor by name and narrows by a city in the words or the parameter', async () => {
    expect((await search('arjun mehta')).result[0]?.id).toBe('doc_001');
    expect((await search('Arjun Mehtaa')).result[0]?.id).toBe('doc_001');
    const inCity = await search('tooth pain bangalore');
    expect(inCity.interpretation.city).toBe('Bengaluru');
    expect(
      inCity.result.every((d) => d.clinic.city === 'Bengaluru' && d.specialization.name === 'Dentist'),
    ).toBe(true);
    const param = await search('fever', '&city=Mumbai');
    expect(param.result.length).toBeGreaterThan(0);
    expect(param.result.every((d) => d.clinic.city === 'Mumbai')).toBe(true);
  });

  it('answers an empty list for nonsense and 400 for an empty query', async () => {
    expect((await search('qwxzv')).result).toEqual([]);
    expect((await get('/api/v1/doctors/search?q=')).statusCode).toBe(400);
  });
});

describe('favourites', () => {
  it('stores favourite doctors per user', async () => {
    const p = await createPatient(t);
    const other = await createPatient(t);
    expect((await get('/api/v1/doctors/favourites')).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/doc_002/favourite',
      headers: p.headers,
    });
    expect(put.statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: '/api/v1/doctors/doc_002/favourite', headers: p.headers });
    const mine = (await get('/api/v1/doctors/favourites', p.headers)).json().result as Card[];
    expect(mine.map((d) => d.id)).toEqual(['doc_002']);
    expect((await get('/api/v1/doctors/favourites', other.headers)).json().result).toEqual([]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/doctors/doc_002/favourite',
      headers: p.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get('/api/v1/doctors/favourites', p.headers)).json().result).toEqual([]);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/doc_nope/favourite',
      headers: p.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('common symptoms (GET /api/v1/doctors/symptoms)', () => {
  it('lists the first symptom of each specialty in the specialties’ order, each with its specialty', async () => {
    const res = await get('/api/v1/doctors/symptoms?limit=3');
    expect(res.statusCode).toBe(200);
    const list = res.json().result as { name: string; specialty: { slug: string } }[];
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({
      name: 'fever',
      nameHi: 'बुखार',
      specialty: {
        id: 'spc_general-physician',
        slug: 'general-physician',
        name: 'General Physician',
        nameHi: 'जनरल फिजिशियन',
      },
    });
    expect(new Set(list.map((s) => s.specialty.slug)).size).toBe(3);
    expect((await get('/api/v1/doctors/symptoms?limit=0')).statusCode).toBe(400);
  });
});
