// The traffic of `npm run bench -- --cluster` (scripts/bench/cluster.mjs): people browsing, searching,
// booking and checking out through nginx, each a loop of one action after another with a short pause.
// Booking and checkout aim at a few doctors and a few products of little stock, so that people compete for
// the same slots and units: a slot taken or a product sold out is a refusal (409, 422), not an error.
import { randomUUID } from 'node:crypto';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const SEARCHES = [
  '/api/v1/search/suggestions?q=paracetmol',
  '/api/v1/search/suggestions?q=dolo',
  '/api/v1/search/suggestions?q=cardio',
  '/api/v1/medicines/search?q=paracetmol&limit=10',
  '/api/v1/medicines/search?q=cetirizine&limit=10',
  '/api/v1/labs/testList?q=thyriod&limit=12',
  '/api/v1/doctors/search?q=heart',
  '/api/v1/doctors?city=bengaluru&consultationType=video&sort=fee&page=1&limit=10',
];

/** Browsing: the listings, a doctor's and a product's page (as data, and server-rendered), the home page. */
export function browsePaths({ doctorIds, productIds, categoryIds }) {
  return [
    '/api/v1/doctors?limit=10',
    '/api/v1/categories/getAll',
    '/api/v1/labs/testList?limit=12',
    ...doctorIds.map((id) => `/api/v1/doctors/${id}`),
    ...productIds.map((id) => `/api/v1/medicines/getOne/${id}`),
    ...categoryIds.map((id) => `/api/v1/categories/getOne/${id}`),
    ...doctorIds.slice(0, 3).map((id) => `/doctor-details/${id}`),
    ...productIds.slice(0, 3).map((id) => `/product/${id}`),
    '/',
  ];
}

/**
 * Runs `people` loops until `stop()` says so; every request is handed to `record`.
 * @param {object} o
 * @param {string} o.base nginx's address
 * @param {{ token: string, addressId: string }[]} o.users signed-in patients with an address each
 * @param {string[]} o.browse paths to browse
 * @param {string[]} o.bookingDoctors doctors whose slots are booked
 * @param {string[]} o.contendedProducts products of little stock that are ordered
 * @param {(r: object) => void} o.record
 * @param {() => number} o.now ms since the run started
 * @param {() => boolean} o.stopped
 */
export async function runMix({
  base,
  users,
  browse,
  bookingDoctors,
  contendedProducts,
  record,
  now,
  stopped,
  people,
}) {
  async function request(kind, path, init = {}, refusals = []) {
    const at = now();
    const started = performance.now();
    let status = 0;
    let id;
    let body;
    try {
      const res = await fetch(base + path, {
        ...init,
        headers: { 'accept-encoding': 'br, gzip', ...init.headers },
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      id = res.headers.get('x-request-id') ?? undefined;
      const text = await res.text();
      body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    } catch {
      status = 0;
    }
    const outcome = status >= 200 && status < 400 ? 'ok' : refusals.includes(status) ? 'refused' : 'error';
    record({
      at,
      ms: performance.now() - started,
      status,
      kind,
      outcome,
      id,
      path,
      method: init.method ?? 'GET',
    });
    return { status, body };
  }

  const json = (token, payload, key) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(payload),
  });

  const actions = [
    { weight: 45, run: () => request('browse', pick(browse)) },
    { weight: 25, run: () => request('search', pick(SEARCHES)) },
    {
      weight: 15,
      async run(user) {
        const doctorId = pick(bookingDoctors);
        const slots = await request('book', `/api/v1/doctors/${doctorId}/slots`);
        const open = (slots.body?.result?.days ?? [])
          .flatMap((d) => d.slots)
          .filter((s) => s.status === 'available')
          .slice(0, 12);
        if (open.length === 0) return;
        const body = {
          doctorId,
          startsAt: pick(open).startsAt,
          consultationType: 'in-person',
          reason: 'Bench visit',
        };
        await request(
          'book',
          '/api/v1/bookings/book/appointment',
          json(user.token, body, randomUUID()),
          [409, 422],
        );
      },
    },
    {
      weight: 15,
      async run(user) {
        const lines = [{ productId: pick(contendedProducts), quantity: 1 + Math.floor(Math.random() * 2) }];
        await request(
          'checkout',
          '/api/v1/cart/quote',
          json(user.token, { lines, pinCode: '560038' }),
          [409, 422],
        );
        const order = { addressId: user.addressId, lines, paymentMethod: 'cod' };
        await request('checkout', '/api/v1/orders', json(user.token, order, randomUUID()), [409, 422]);
      },
    },
  ];
  const total = actions.reduce((sum, a) => sum + a.weight, 0);
  const choose = () => {
    let n = Math.random() * total;
    for (const action of actions) {
      n -= action.weight;
      if (n < 0) return action;
    }
    return actions[0];
  };

  await Promise.all(
    Array.from({ length: people }, async (_, i) => {
      const user = users[i % users.length];
      while (!stopped()) {
        await choose().run(user);
        await sleep(20 + Math.random() * 60);
      }
    }),
  );
}
