// @vitest-environment jsdom
// Every string a person reads goes through the i18n layer (issue #33, "Tests"): each route of the app
// (router.tsx) is rendered in the pseudo-locale of lingui.config.ts, where every message is written in
// accented letters ("Book" reads "ßōōķ"), and the check fails on any visible text or accessible name still in
// plain English letters: a string written into the code without t`` / <Trans>, or a message missing from the
// catalogs (`npm run i18n:extract`).
//
// What the API sends (names, prices, addresses) is data, not a message: the pages are rendered with the
// answers recorded from the seeded demo server (pseudo-locale-answers.json), and text equal to a string of
// those answers is set aside, as are the words Intl writes for dates (month and day names).
//
// Routes whose feature is not translated yet are listed in NOT_YET_TRANSLATED: delete a feature's entry when
// its translation lands (the check says when an entry is no longer needed).
//
// To record the answers again (after an API change; a page that renders its error page says so):
//   PORT=3345 node scripts/e2e-server.mjs &   # the seeded demo server with its SMS stand-in
//   PSEUDO_RECORD_ORIGIN=http://127.0.0.1:3345 npx vitest run --project web apps/web/src/app/pseudo-locale.test.tsx
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORT } from '@arogya/contracts/constants';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { i18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '../features/users/session.ts';
import { setApiTransport, setUnauthorizedHandler } from '../lib/api-client.ts';
import { useAuthStore } from '../lib/auth/auth-store.ts';
import { activate } from '../lib/i18n/start-i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { routes } from './router.tsx';

/** Routes of features not translated yet, by feature: a route is exempt when its path starts with a prefix. */
const NOT_YET_TRANSLATED: Record<string, string[]> = {};

/**
 * Text of translated features still outside the i18n layer, by feature, each with why it cannot go through
 * it. Nothing may be added here: a new string goes through the i18n layer; text that reads the same in every
 * language (an id, a file format's column names, a drug schedule's letter) is marked translate="no" instead.
 */
const KNOWN_GAPS: Record<string, string[]> = {};

/** Words that read the same in both languages (names of things, not messages). */
const SAME_IN_EVERY_LANGUAGE = ['Arogya', 'हिन्दी', 'English', 'SMS', 'WhatsApp', 'UPI', 'PDF'];

type Persona = 'visitor' | 'patient' | 'doctor' | 'reception' | 'lab' | 'pharmacist' | 'admin';

/** Each route of the app at an address of the demo data, and who opens it. */
const PAGES: { path: string; persona: Persona }[] = [
  ...[
    '/',
    '/doctors',
    '/doctors/search',
    '/doctors/search-results?q=fever&city=Bengaluru',
    '/doctor-details/doc_028',
    '/doctor-details/doc_001?tab=availability',
    '/consultation/spc_general-physician',
    '/labs',
    '/cart',
    '/order-success',
    '/categories/cat_diabetes-care',
    '/healthcard',
    '/healthcard/verify/abcdefghijklmnopqrstuvwxyz012345',
    '/medifarma',
    '/medifarma/location/pune',
    '/medicategory/cat_diabetes-care',
    '/search?q=paracetamol',
    '/search/all?q=fever',
    '/product/prd_paracip-500-tablet',
    '/brands/brd_sun-pharma',
    '/lab-tests',
    '/health-packages',
    '/health-articles',
    '/health-articles/type-2-diabetes-hba1c-diet-and-screening',
    '/tests/hba1c-glycated-haemoglobin',
    '/packages/diabetes-screening-package',
    '/privacy-policy',
    '/privacy',
    '/terms-of-service',
    '/payement-shipping-policy',
    '/replacement-policy',
    '/about',
    '/contact',
    '/careers',
    '/helpcenter',
    '/no-such-page',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=abc',
    '/verify-email?token=abc',
  ].map((path) => ({ path, persona: 'visitor' as const })),
  ...[
    '/',
    '/doctors',
    '/profile',
    '/notifications',
    '/settings/language',
    '/settings/notifications',
    '/family-members',
    '/addresses',
    '/booking/doc_028/usr_demo_patient',
    '/booking/doc_025/usr_demo_patient?booked=apt_0206',
    '/consult-now',
    '/consult-now/requests/cnr_none',
    '/appointment',
    '/my-appointments',
    '/appointments',
    '/e-prescriptions/rx_none',
    '/checkout',
    '/orders',
    '/order-success?order=ord_demo_3',
    '/prescription-upload',
    '/prescriptions',
    '/wishlist',
    '/orders/lab-tests',
    '/lab-checkout',
    '/lab-bookings/labbk_demo_day_20261128',
    '/lab-bookings/labbk_demo_day_20261128/report',
    '/video-call/doc_028/usr_demo_patient',
  ].map((path) => ({ path, persona: 'patient' as const })),
  { path: '/doctor-desk', persona: 'doctor' },
  { path: '/doctor-desk/call/doc_001/usr_demo_patient', persona: 'doctor' },
  { path: '/consultations/call_none/e-prescription', persona: 'doctor' },
  { path: '/reception', persona: 'reception' },
  { path: '/pharmacist', persona: 'pharmacist' },
  { path: '/lab-desk', persona: 'lab' },
  ...[
    '/admin',
    '/admin/users',
    '/admin/audit-log',
    '/admin/doctors',
    '/admin/doctors/new',
    '/admin/banners',
    '/admin/offers',
    '/admin/articles',
    '/admin/catalogue',
    '/admin/dashboard',
    '/admin/payments',
    '/admin/messages',
    '/admin/grievance-officer',
    '/admin/consult-now',
  ].map((path) => ({ path, persona: 'admin' as const })),
];

const key = (page: { path: string; persona: Persona }) => `${page.persona} ${page.path}`;

// --- The recorded answers -------------------------------------------------------------------------------

type Answer = { status: number; body: unknown };
type Recording = {
  /** When the answers were recorded: the pages are rendered at that moment (dates in addresses match). */
  recordedAt: string;
  personas: Partial<Record<Persona, { token: string; user: unknown }>>;
  pages: Record<string, Record<string, Answer>>;
};

const ANSWERS_FILE = path.join(import.meta.dirname, 'pseudo-locale-answers.json');
const RECORD_ORIGIN = process.env.PSEUDO_RECORD_ORIGIN;
const recording: Recording = RECORD_ORIGIN
  ? { recordedAt: new Date().toISOString(), personas: {}, pages: {} }
  : (JSON.parse(readFileSync(ANSWERS_FILE, 'utf8')) as Recording);

const DEMO_PASSWORD = 'Arogya@2026';
const DEMO_ACCOUNTS: Record<Exclude<Persona, 'visitor'>, { email: string; phone: string }> = {
  patient: { email: 'patient@arogya.in', phone: '9876543210' },
  doctor: { email: 'doctor@arogya.in', phone: '9812345670' },
  reception: { email: 'reception@arogya.in', phone: '9823456701' },
  lab: { email: 'lab@arogya.in', phone: '9834567012' },
  pharmacist: { email: 'pharmacist@arogya.in', phone: '9845670123' },
  admin: { email: 'admin@arogya.in', phone: '9856701234' },
};

/** Record mode: signs a demo account in on the demo server, with the code its phone got (the SMS stand-in). */
async function signIn(persona: Exclude<Persona, 'visitor'>): Promise<{ token: string; user: unknown }> {
  const origin = RECORD_ORIGIN as string;
  const inbox = `http://127.0.0.1:${Number(new URL(origin).port) + 1002}`;
  const { email, phone } = DEMO_ACCOUNTS[persona];
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { token: string; user: unknown; codeRequired?: boolean; challenge?: string };
  const newest = async () =>
    ((await (await fetch(`${inbox}/messages?limit=1`)).json()) as { id: number }[])[0]?.id ?? 0;
  const before = await newest();
  const login = await post('/api/v1/users/login', { email, password: DEMO_PASSWORD });
  if (!login.codeRequired) return { token: login.token, user: login.user };
  for (let i = 0; i < 100; i++) {
    const list = (await (await fetch(`${inbox}/messages?to=%2B91${phone}`)).json()) as {
      id: number;
      text: string;
    }[];
    const code = list.find((m) => m.id > before && /\d{6}/.test(m.text))?.text.match(/\d{6}/)?.[0];
    if (code) {
      const done = await post('/api/v1/users/login/code', { challenge: login.challenge, code });
      return { token: done.token, user: done.user };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in code for ${email}`);
}

/** Long lists are cut to a few items when recorded: a page shows the same strings for three as for thirty. */
function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 3).map(trimmed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  }
  return value;
}

const json = (answer: Answer) =>
  new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });

let pending = 0;
let answers: Record<string, Answer> = {};
let unanswered: string[] = [];

/** The API as the pages see it: the recorded answer to a read; any write is accepted and changes nothing. */
setApiTransport(async (url, init) => {
  const method = init.method ?? 'GET';
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const requestKey = `${method} ${path}`;
  pending += 1;
  try {
    if (method !== 'GET') return json({ status: 200, body: { success: true, result: null } });
    if (RECORD_ORIGIN) {
      const res = await fetch(`${RECORD_ORIGIN}${path}`, { headers: init.headers });
      const type = res.headers.get('content-type') ?? '';
      const answer: Answer = {
        status: res.status,
        body: type.includes('json') ? trimmed(await res.json()) : undefined,
      };
      answers[requestKey] = answer;
      return json(answer);
    }
    const answer = answers[requestKey];
    if (!answer) {
      unanswered.push(requestKey);
      return json({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not recorded' } });
    }
    return json(answer);
  } finally {
    pending -= 1;
  }
});
setUnauthorizedHandler(() => {});

// --- What is not a message ---------------------------------------------------------------------------------

/**
 * Codes a page must name in words, never show as they are ('female', 'order_shipped', 'phlebotomist_assigned'):
 * values with an underscore, and the values of fields that hold a code. Not set aside as data.
 */
const CODE = /^[a-z0-9]+(_[a-z0-9]+)+$/;
const CODE_FIELD =
  /(^|[a-z])(status|Status|gender|Gender|kind|Kind|type|Type|role|Role|roles|Roles|channel|template|method|Method|mode|Mode)$/;
/** E-mail addresses and web addresses, the same in every language. */
const ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+/g;

/**
 * Every string of a value (the data the API sent, the stored user), and what a page derives from a name: its
 * words ('Welcome back, Priya') and initials ('PS').
 */
function stringsOf(value: unknown, into: Set<string>, key = ''): Set<string> {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!CODE.test(text) && !(CODE_FIELD.test(key) && /^[a-z0-9-]+$/.test(text))) into.add(text);
    if (key === 'name' && text) {
      const words = text.split(/\s+/);
      for (const word of words) into.add(word);
      into.add(words.map((word) => word[0]?.toUpperCase()).join(''));
    }
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into, key);
  else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) stringsOf(item, into, name);
  }
  return into;
}

/** The words Intl writes in dates, times and lists (the pseudo-locale formats them as English does). */
function intlWords(): string[] {
  const words = new Set<string>();
  for (let month = 0; month < 12; month++) {
    const day = new Date(Date.UTC(2026, month, 5, 6));
    for (const style of ['long', 'short'] as const) {
      words.add(new Intl.DateTimeFormat('en-IN', { month: style }).format(day));
      words.add(new Intl.DateTimeFormat('en-IN', { weekday: style }).format(day));
    }
  }
  // Times of day, and the words of Intl.ListFormat ('a, b and c').
  for (const word of ['am', 'pm', 'AM', 'PM', 'IST', 'and', 'or']) words.add(word);
  return [...words];
}

const INTL_WORDS = new RegExp(`\\b(${intlWords().join('|')})\\b`, 'g');
/** A letter pseudo-localization would have changed (it leaves v and x as they are). */
const PLAIN_LETTER = /[A-UWYZa-uwyz]/;

/** Long data (an article, a description) is shown in parts: a text within one is data too. */
const LONG = 80;

function withoutData(text: string, data: string[]): string {
  const bare = text.replace(/…$/, '');
  if (bare.length > 0 && data.some((value) => value.length >= LONG && value.includes(bare))) return '';
  let rest = text;
  for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
  return rest.replace(ADDRESS, ' ').replace(INTL_WORDS, ' ');
}

/**
 * The text a person reads or hears on the page: text nodes, accessible names and hints, the title. Text an
 * element marks translate="no" (HTML's own mark for what stays as written in every language: a CSV file's
 * column names, a drug schedule's letter) is left out here and checked by notTranslatable instead.
 */
function visibleText(): string[] {
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    if (parent?.closest('[translate="no"]')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
    if (element instanceof HTMLInputElement && ['submit', 'button'].includes(element.type)) {
      texts.push(element.value);
    }
  }
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * The text of each element marked translate="no" (the outermost of nested ones). Such text must read the same
 * in every language: an id, a code, a letter, a file format's column names, a name, data the API sent. So a
 * message cannot hide under the mark, it fails the check when, with the data set aside, it looks like prose:
 * two words of letters in a row, or a part (between commas) longer than an id or a column name would be.
 */
function notTranslatableTexts(): string[] {
  const marked = [...document.body.querySelectorAll('[translate="no"]')];
  return marked
    .filter((element) => !element.parentElement?.closest('[translate="no"]'))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Longest part (between commas) of translate="no" text that can still be an id, a code or a column name. */
const NOT_TRANSLATABLE_PART = 32;
/** Two words of two or more letters in a row: 'Book now', 'Please try again'. */
const TWO_WORDS = /\b[A-Za-z]{2,}\s+[A-Za-z]{2,}\b/;

/** Whether text marked translate="no", its data set aside, reads like a message rather than an id or a code. */
function looksLikeProse(rest: string): boolean {
  const text = rest.replace(/\s+/g, ' ').trim();
  if (!PLAIN_LETTER.test(text)) return false;
  if (TWO_WORDS.test(text)) return true;
  return text.split(',').some((part) => part.trim().length > NOT_TRANSLATABLE_PART);
}

/** The page's translate="no" text that reads like a message (checked as untranslated text is). */
function proseMarkedNotTranslatable(texts: Iterable<string>, data: Set<string>): string[] {
  const values = [...data, ...SAME_IN_EVERY_LANGUAGE]
    .filter((value) => value.length > 1)
    .sort((a, b) => b.length - a.length);
  return [...new Set(texts)]
    .filter((text) => looksLikeProse(withoutData(text, values)))
    .map((text) => `translate="no": ${text}`);
}

/** The page's text that is still plain English after the data and the Intl words are set aside. */
function untranslated(texts: Iterable<string>, data: Set<string>): string[] {
  const values = [...data, ...SAME_IN_EVERY_LANGUAGE]
    .filter((value) => value.length > 1)
    .sort((a, b) => b.length - a.length);
  return [...new Set(texts)].filter((text) => PLAIN_LETTER.test(withoutData(text, values)));
}

// --- Rendering ---------------------------------------------------------------------------------------------

/** How long a page stays unchanged to count as settled. */
const QUIET_MS = 120;

const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/**
 * Waits until the page has settled: no request in flight, nothing loading, and the page unchanged for a
 * while (a section that loads its code or data late changes it).
 */
async function pageReady(): Promise<void> {
  let changed = performance.now();
  const observer = new MutationObserver(() => {
    changed = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    for (let i = 0; i < 200; i++) {
      await settle(25);
      const loading = document.body.querySelector('[aria-busy="true"], [role="progressbar"], .animate-spin');
      if (loading || pending > 0) changed = performance.now();
      else if (performance.now() - changed >= QUIET_MS) return;
    }
  } finally {
    observer.disconnect();
  }
}

/** The error page of a page that threw (route-error.tsx). */
function showsRouteError(): boolean {
  return document.body.textContent?.includes(t`Something went wrong`) ?? false;
}

async function renderPage(page: { path: string; persona: Persona }): Promise<{ found: string[] }> {
  localStorage.clear();
  queryClient.clear();
  document.title = '';
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  const account = page.persona === 'visitor' ? undefined : recording.personas[page.persona];
  if (account) {
    localStorage.setItem(STORAGE_KEYS.token, account.token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(account.user));
  }
  answers = RECORD_ORIGIN ? {} : (recording.pages[key(page)] ?? {});
  unanswered = [];
  await startSession();
  const router = createMemoryRouter(routes as RouteObject[], { initialEntries: [page.path] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await pageReady();
  const texts = visibleText();
  const marked = notTranslatableTexts();
  if (RECORD_ORIGIN) recording.pages[key(page)] = answers;
  const data = stringsOf(answers, new Set());
  if (account) stringsOf(account.user, data);
  // The company's name and address, as registered, and what the address itself says (a search's words).
  stringsOf([SUPPORT.address, SUPPORT.phone], data);
  for (const value of new URL(page.path, 'http://localhost').searchParams.values()) data.add(value);
  const found = [...untranslated(texts, data), ...proseMarkedNotTranslatable(marked, data)];
  router.dispose();
  expect(showsRouteError(), `${page.path} renders its error page: record the answers again`).toBe(false);
  expect(unanswered, `${page.path} asks what was not recorded: record the answers again`).toEqual([]);
  return { found };
}

function exemptionOf(path: string): string | undefined {
  const bare = path.split('?')[0] ?? path;
  return Object.entries(NOT_YET_TRANSLATED).find(([, prefixes]) =>
    prefixes.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`)),
  )?.[0];
}

/**
 * Loads every page's code at once, as the server does at start (entry-server.tsx, warmUp): a page then renders
 * without waiting for it, and text a module writes when it loads is written outside any page's language, as
 * on the server.
 */
async function loadEveryPage(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadEveryPage(route.children);
    }),
  );
}

beforeAll(async () => {
  await loadEveryPage(routes as RouteObject[]);
  const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/pseudo.po', { eager: true });
  activate('pseudo');
  i18n.load('pseudo', Object.assign({}, ...Object.values(catalogs).map((c) => c.messages)));
  if (RECORD_ORIGIN) {
    for (const persona of Object.keys(DEMO_ACCOUNTS) as Exclude<Persona, 'visitor'>[]) {
      recording.personas[persona] = await signIn(persona);
    }
  } else {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(recording.recordedAt));
  }
  // Loading every page's code takes a few seconds on an idle machine and more than Vitest's default 10 s
  // on a loaded one (CI runs the tiers beside other work).
}, 120_000);

afterEach(cleanup);

afterAll(() => {
  vi.useRealTimers();
  if (RECORD_ORIGIN) writeFileSync(ANSWERS_FILE, `${JSON.stringify(recording, null, 1)}\n`);
  activate('en');
});

const knownGaps = new Map(
  Object.entries(KNOWN_GAPS).flatMap(([feature, texts]) => texts.map((text) => [text, feature] as const)),
);
const gapsSeen = new Set<string>();

describe('the pseudo-locale', () => {
  it('is in lingui.config.ts and changes every letter of a message but v and x', () => {
    const english = 'Go to the home page';
    expect(t`Go to the home page`).not.toBe(english);
    expect(t`Go to the home page`).toHaveLength(english.length);
  });

  it('lets translate="no" mark ids, codes, letters and column names, never a message', () => {
    for (const text of [
      'OTC',
      'H1',
      'X',
      'doc_028',
      'ord_9f3a',
      'Arogya',
      'sku, name, brand, mrp_paise, schedule',
    ])
      expect(looksLikeProse(text), text).toBe(false);
    for (const text of [
      'Book now',
      'Please try again later.',
      'Server error',
      'Unabletoconnecttotheserverpleasecheck',
      'sku, Pleasecheckyourinternetconnectionnow',
    ])
      expect(looksLikeProse(text), text).toBe(true);
  });

  it.each(PAGES.map((page) => [key(page), page] as const))(
    '%s shows no text outside the i18n layer',
    async (_, page) => {
      const { found } = await renderPage(page);
      const feature = exemptionOf(page.path);
      if (feature) {
        expect(
          found.length,
          `${page.path} is translated: delete it from NOT_YET_TRANSLATED (${feature})`,
        ).toBeGreaterThan(0);
        return;
      }
      for (const text of found) if (knownGaps.has(text)) gapsSeen.add(text);
      expect(
        found.filter((text) => !knownGaps.has(text)),
        `${page.path}: text not through t\`\` or <Trans> (or not extracted: npm run i18n:extract)`,
      ).toEqual([]);
    },
    // A page's render settles in well under a second, several on a loaded machine.
    30_000,
  );

  it('lists no known gap that has been fixed', () => {
    const fixed = [...knownGaps].filter(([text]) => !gapsSeen.has(text));
    expect(
      fixed.map(([text, feature]) => `${feature}: ${text}`),
      'delete these from KNOWN_GAPS',
    ).toEqual([]);
  });
});
