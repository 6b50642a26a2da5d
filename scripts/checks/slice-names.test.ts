// One name per slice, end to end (docs/ARCHITECTURE.md#one-name-per-slice): a web feature with requests
// (apps/web/src/features/<slice>/api/) has an API module (apps/api/src/modules/<slice>/) and a contracts file
// (packages/contracts/src/<slice>.ts) of the same name; each of its request files is named after an API
// operation it calls; every OpenAPI tag is a slice's name. The exceptions are listed here, each with its
// reason: a new slice that breaks the rule fails `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FEATURES = path.join(ROOT, 'apps/web/src/features');
const MODULES = path.join(ROOT, 'apps/api/src/modules');
const CONTRACTS = path.join(ROOT, 'packages/contracts/src');

/** A slice whose shapes live in another slice's contracts file, and why. */
const CONTRACTS_OF: Record<string, { file: string; reason: string }> = {
  cart: { file: 'orders', reason: 'the quote, its lines and the addresses are what an order is placed from' },
  pharmacist: { file: 'orders', reason: "the pharmacist's desk works on orders and their prescriptions" },
  'doctor-desk': { file: 'doctors', reason: "weekly hours and leave are the doctor's own record" },
  'lab-desk': { file: 'labs', reason: "the lab's day, menu and results are lab bookings and lab items" },
  receptionist: {
    file: 'appointments',
    reason: 'walk-ins, vitals and patient look-ups are appointment shapes',
  },
  family: { file: 'health-card', reason: 'family members are the people a health card covers' },
};

/** Slices whose requests call another slice's API operations (the other slice keeps its name), and why. */
const CALLS_INTO: Record<string, { modules: string[]; reason: string }> = {
  admin: {
    modules: ['payments', 'notifications', 'consult-now'],
    reason:
      'refunds are the payments module’s staff routes; the message log is the notifications module’s; instant fees and the queue’s figures are consult-now’s',
  },
  appointments: { modules: ['payments'], reason: 'a consultation is paid through the payments module' },
  labs: { modules: ['payments'], reason: 'a lab booking is paid through the payments module' },
  cart: {
    modules: ['orders', 'addresses', 'payments'],
    reason: 'checkout places an order at an address, then pays it',
  },
  calls: {
    modules: ['appointments', 'doctors'],
    reason: 'an instant consultation is booked, and the doctor shown',
  },
  'doctor-desk': {
    modules: ['receptionist', 'consult-now'],
    reason:
      'the vitals the reception desk recorded; the consult-now switch and the requests ringing the desk',
  },
  doctors: { modules: ['consult-now'], reason: "who is 'Online now' and a specialty's consult now" },
  'consult-now': {
    modules: ['payments', 'calls'],
    reason:
      'a request is paid through the payments module; the teleconsultation consent is the calls module’s',
  },
  receptionist: { modules: ['appointments'], reason: 'a walk-in is booked as an appointment' },
  pharmacy: { modules: ['addresses'], reason: 'the delivery cities are the addresses module’s' },
};

/** Request files that call no one operation, and why. */
const REQUEST_FILE_EXCEPTIONS: Record<string, string> = {
  'home/home-catalogue': "the home page's sections read nine public lists of the doctors, labs and pharmacy",
  'search/search-results': 'one results page asks the doctors, labs and pharmacy searches at once',
  'users/get-profile': 'GET /api/v1/users/profile is answered by its route from the signed-in account',
  'users/logout': 'POST /api/v1/users/logout is answered by its route (the session ends in the guard)',
  'notifications/get-unread-count': "GET /api/v1/notifications/unread-count is list-inbox's count alone",
};

/** Web features with no requests of their own, and API modules no web feature is named after. */
const WEB_ONLY = { help: 'the help centre is static text', misc: 'the not-found and error pages' };

const dirs = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** An API module's operations: the files its routes import (its own or another module's) and the
 *  functions of theirs the routes call, as file names. */
function operationsOf(module: string): Set<string> {
  const ops = new Set<string>();
  const dir = path.join(MODULES, module);
  if (!existsSync(dir)) return ops;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.routes.ts'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const [, names, spec] of text.matchAll(/import (?:type )?\{([^}]+)\} from '(\.\.?\/[^']+)\.ts'/g)) {
      if (spec.includes('/lib/') || spec.endsWith('.routes')) continue;
      ops.add(path.posix.basename(spec));
      for (const raw of names.split(',')) {
        const name = raw.replace(/^\s*type\s+/, '').trim();
        if (/^[a-z]\w*$/.test(name) && new RegExp(`\\b${name}\\(`).test(text)) ops.add(kebab(name));
      }
    }
  }
  return ops;
}

const modules = dirs(MODULES);
const features = dirs(FEATURES);
const slices = new Set([...modules, ...features]);
const withRequests = features.filter((f) => existsSync(path.join(FEATURES, f, 'api')));

describe('one name per slice', () => {
  it('every web feature with requests has an API module and a contracts file of its name', () => {
    const problems: string[] = [];
    for (const slice of withRequests) {
      if (!modules.includes(slice)) problems.push(`${slice}: no apps/api/src/modules/${slice}/`);
      const contracts = CONTRACTS_OF[slice]?.file ?? slice;
      if (!existsSync(path.join(CONTRACTS, `${contracts}.ts`)))
        problems.push(`${slice}: no packages/contracts/src/${contracts}.ts`);
    }
    for (const slice of features.filter((f) => !withRequests.includes(f)))
      if (!(slice in WEB_ONLY) && !modules.includes(slice))
        problems.push(`${slice}: a web feature with neither requests nor an API module of its name`);
    for (const slice of Object.keys(CONTRACTS_OF))
      if (existsSync(path.join(CONTRACTS, `${slice}.ts`)))
        problems.push(`${slice}: has its own contracts file now; drop it from CONTRACTS_OF`);
    expect(problems).toEqual([]);
  });

  it('every web request file is named after an API operation its slice calls', () => {
    const problems: string[] = [];
    for (const slice of withRequests) {
      const own = operationsOf(slice);
      const others = (CALLS_INTO[slice]?.modules ?? []).map(operationsOf);
      for (const file of readdirSync(path.join(FEATURES, slice, 'api'))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('-keys.ts')) continue;
        const name = file.slice(0, -'.ts'.length);
        if (`${slice}/${name}` in REQUEST_FILE_EXCEPTIONS) continue;
        if (own.has(name) || others.some((ops) => ops.has(name))) continue;
        problems.push(
          `apps/web/src/features/${slice}/api/${file}: no operation ${name} in apps/api/src/modules/${slice}/`,
        );
      }
    }
    for (const key of Object.keys(REQUEST_FILE_EXCEPTIONS))
      if (!existsSync(path.join(FEATURES, `${key.replace('/', '/api/')}.ts`)))
        problems.push(`${key}: listed as an exception but gone; drop it`);
    expect(problems).toEqual([]);
  });

  it('every OpenAPI tag is a slice name', () => {
    const problems: string[] = [];
    for (const module of modules)
      for (const file of readdirSync(path.join(MODULES, module)).filter((f) => f.endsWith('.routes.ts'))) {
        const text = readFileSync(path.join(MODULES, module, file), 'utf8');
        for (const [, list] of text.matchAll(/tags(?: =|:) \[([^\]]*)\]/g))
          for (const [, tag] of list.matchAll(/'([^']+)'/g))
            if (!slices.has(tag)) problems.push(`apps/api/src/modules/${module}/${file}: tag '${tag}'`);
      }
    expect(problems).toEqual([]);
  });
});
