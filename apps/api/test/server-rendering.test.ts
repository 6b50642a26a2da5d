// Server-rendered public pages (docs/ARCHITECTURE.md#server-rendered-pages), fetched as a crawler would:
// each kind of page carries its content, a real title, the canonical URL on PUBLIC_ORIGIN, Open Graph tags
// and valid schema.org JSON-LD with the prices and stock the API answers; a page for something missing is
// a 404 with the not-found page; signed-in pages and a failing render get the shell. The renderer is the
// web app's own entry-server.tsx, loaded from source through Vite.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import { REPO_ROOT } from '../src/config/paths.ts';
import { TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

const ORIGIN = 'https://arogya.example.in';
const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's description."
    />
    <title>Shell title</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let vite: ViteDevServer;
let app: FastifyInstance;
let failing: FastifyInstance;
let dist: string;

type Renderer = NonNullable<Parameters<typeof buildApp>[1]>['rendererModule'];

async function appWith(rendererModule: Renderer) {
  const ctx = createContext(
    testEnv({ PUBLIC_ORIGIN: ORIGIN, SSR_TIMEOUT_MS: '60000' }),
    await testDatabase(),
    TEST_JWT_SECRET,
  );
  const built = await buildApp(ctx, { webDistDir: dist, rendererModule });
  await built.ready();
  return built;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'arogya-ssr-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  vite = await createServer({
    root: path.join(REPO_ROOT, 'apps/web'),
    configFile: path.join(REPO_ROOT, 'apps/web/vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  app = await appWith((await vite.ssrLoadModule('/src/entry-server.tsx')) as Renderer);
  failing = await appWith({
    SERVER_STATE_ELEMENT_ID: 'ssr-state',
    setServerTransport() {},
    async warmUp() {},
    async render() {
      throw new Error('a page that throws while rendering');
    },
  });
}, 300_000);
afterAll(async () => {
  await app?.close();
  await failing?.close();
  await vite?.close();
});

async function page(url: string, status = 200) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body;
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const root = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

async function api<T>(url: string): Promise<T> {
  return ((await app.inject({ method: 'GET', url })).json() as { result: T }).result;
}

describe('server-rendered pages', () => {
  it("a doctor's availability tab named in the address is rendered with its slots, not left to the shell", async () => {
    const html = await page('/doctor-details/doc_001?tab=availability');
    expect(title(html)).not.toBe('Shell title');
    expect(root(html)).toContain('Working hours');
    // The loader fetched the slots: the tab shows them (or says there are none), never 'Loading slots...'.
    expect(root(html)).not.toContain('Loading slots...');
  });

  it("a doctor's page: name, fee, clinic, and a Physician with the clinic's address", async () => {
    const doctor = await api<{ name: string; fee: number; clinic: { pinCode: string; name: string } }>(
      '/api/v1/doctors/doc_001',
    );
    const html = await page('/doctor-details/doc_001');
    expect(root(html)).toContain(doctor.name);
    expect(root(html)).toContain(doctor.clinic.name);
    expect(root(html)).toContain(String(doctor.fee));
    expect(title(html)).toContain(`Dr. ${doctor.name}`);
    expect(title(html)).not.toBe('Shell title');
    // The header photo is on the first screen: loaded at once, not lazily.
    const photo =
      /<img[^>]*src="\/api\/v1\/doctors\/doc_001\/photo\?w=\d+"[^>]*>/.exec(root(html))?.[0] ?? '';
    expect(photo).toContain('loading="eager"');
    // WebP in the widths its 128 px can take at up to 3x (docs/ARCHITECTURE.md#pictures).
    expect(photo).toMatch(/srcSet="[^"]*photo\?w=96 96w, [^"]*photo\?w=480 480w"/);
    expect(photo).toContain('sizes="(min-width: 640px) 128px, 112px"');
    expect(photo).toContain('fetchPriority="high"');
    expect(html).not.toContain("The shell's description.");
    expect(html).toMatch(/<meta name="description" content="Book an appointment with Dr\./);
    expect(canonical(html)).toBe(`${ORIGIN}/doctor-details/doc_001`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/doctor-details/doc_001" />`);
    expect(html).toContain('<meta property="og:title"');
    const [physician] = jsonLd(html);
    expect(physician).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: `Dr. ${doctor.name}`,
      address: { '@type': 'PostalAddress', postalCode: doctor.clinic.pinCode, addressCountry: 'IN' },
    });
    // The browser hydrates with the same data: the query cache travels in a JSON block.
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state ?? '').queries.queries.length).toBeGreaterThan(0);
  });

  it('a product page: name, the price the API answers, and a Product with an Offer in INR and its stock', async () => {
    const product = await api<{ name: string; discountPrice: number; inStock: boolean }>(
      '/api/v1/medicines/getOne/prd_dolo-650-tablet',
    );
    const html = await page('/product/prd_dolo-650-tablet');
    expect(root(html)).toContain(product.name);
    expect(root(html)).toContain(product.discountPrice.toFixed(2));
    expect(canonical(html)).toBe(`${ORIGIN}/product/prd_dolo-650-tablet`);
    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: product.discountPrice.toFixed(2),
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
  });

  it('a test page and a package page: name, price, and a MedicalTest', async () => {
    const test = await api<{ name: string; discountPrice: number }>(
      '/api/v1/labs/testList/complete-blood-count-cbc',
    );
    const html = await page('/tests/complete-blood-count-cbc');
    expect(root(html)).toContain(test.name);
    expect(title(html)).toContain(test.name);
    expect(canonical(html)).toBe(`${ORIGIN}/tests/complete-blood-count-cbc`);
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': 'MedicalTest',
      name: test.name,
      offers: { priceCurrency: 'INR', price: test.discountPrice.toFixed(2) },
    });
    const packages = await api<{ slug: string; name: string }[]>(
      '/api/v1/labs/testList?type=package&limit=1',
    );
    const pkg = packages[0];
    if (!pkg) throw new Error('the seed has no package');
    const pkgHtml = await page(`/packages/${pkg.slug}`);
    expect(jsonLd(pkgHtml)[0]).toMatchObject({ '@type': 'MedicalTest', name: pkg.name });
  });

  it('an article: its title and body, and a MedicalWebPage', async () => {
    const [card] = await api<{ slug: string; title: string }[]>('/api/v1/articles?limit=1');
    if (!card) throw new Error('the seed has no article');
    const html = await page(`/health-articles/${card.slug}`);
    expect(title(html)).toContain(card.title.replace(/&/g, '&amp;'));
    expect(canonical(html)).toBe(`${ORIGIN}/health-articles/${card.slug}`);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'MedicalWebPage', headline: card.title });
  });

  it('the listings, the home page and the policy pages arrive with their content and a canonical URL', async () => {
    const cases: [string, RegExp][] = [
      ['/', /Arogya/],
      ['/doctors', /Dr\. /],
      ['/doctors/search-results?q=cardiology', /Dr\. /],
      ['/medifarma', /Dolo|Pharmacy/],
      ['/labs', /Lab/],
      ['/lab-tests', /Fasting Blood Sugar/],
      ['/health-packages', /Package|package/],
      ['/health-articles', /Health/],
      ['/privacy-policy', /Privacy/],
      ['/terms-of-service', /Terms/],
    ];
    for (const [url, text] of cases) {
      const html = await page(url);
      expect(root(html), url).toMatch(text);
      expect(canonical(html), url).toBe(ORIGIN + url.replace('cardiology', 'cardiology'));
      expect(title(html), url).not.toBe('Shell title');
    }
  });

  it('a rendered page is sent compressed when the browser accepts it, and is the same page', async () => {
    // The same page but for the times in its query cache (dehydratedAt, dataUpdatedAt).
    const same = (html: string) => html.replace(/\d{13}/g, 'T');
    const plain = await page('/');
    expect(plain.length).toBeGreaterThan(10_000);
    const br = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    expect(same(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(same(plain));
    const gz = await app.inject({ method: 'GET', url: '/labs', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(same(gunzipSync(gz.rawPayload).toString('utf8'))).toBe(same(await page('/labs')));
  });

  it("the first screen's largest pictures load at once: the pharmacy home's first banner, a product's photo; the home page's banners stay lazy", async () => {
    const images = (html: string, src: RegExp) =>
      [...root(html).matchAll(/<img[^>]*>/g)].map((m) => m[0]).filter((img) => src.test(img));
    const [first, ...rest] = images(await page('/medifarma'), /src="\/api\/v1\/banners\//);
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    for (const img of rest) expect(img).not.toContain('fetchPriority');
    const home = images(await page('/'), /src="\/api\/v1\/banners\//);
    expect(home.length).toBeGreaterThan(0);
    for (const img of home) expect(img).toContain('loading="lazy"');
    const [photo] = images(await page('/product/prd_dolo-650-tablet'), /image\/1\?w=\d+"/);
    expect(photo).toContain('fetchPriority="high"');
    expect(photo).toMatch(/srcSet="[^"]*image\/1\?w=96 96w, .*image\/1\?w=1280 1280w"/);
    expect(photo).toContain('sizes="(min-width: 540px) 448px, 85vw"');
  });

  it('a category, a brand and a specialty page are titled by their item, with its count', async () => {
    const category = await page('/medicategory/cat_diabetes-care');
    expect(title(category)).toBe('Diabetes Care: buy online | Arogya');
    expect(category).toMatch(/<meta name="description" content="\d+ products in Diabetes Care on Arogya/);
    const brand = await page('/brands/brd_himalaya');
    expect(title(brand)).toBe('Himalaya Wellness products: buy online | Arogya');
    expect(canonical(brand)).toBe(`${ORIGIN}/brands/brd_himalaya`);
    const specialty = await page('/consultation/dermatology');
    expect(title(specialty)).toBe('Dermatology: consult online or book a clinic visit | Arogya');
  });

  it("a page's one inline script is React's form-replaying runtime, allowed by a nonce of its own", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/product/prd_dolo-650-tablet' });
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
        String(res.headers['content-security-policy']),
      )?.[1];
      if (!nonce) throw new Error('no nonce in the policy');
      nonces.add(nonce);
      const inline = [
        ...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g),
      ];
      expect(inline.length).toBe(1);
      expect(inline[0]?.[1]).toBe(` nonce="${nonce}"`);
      expect(res.body).toContain('$$reactFormReplay');
    }
    expect(nonces.size).toBe(2);
  });

  it('a page for something that does not exist is a 404 with the not-found page', async () => {
    for (const url of [
      '/doctor-details/no-such-doctor',
      '/product/no-such-product',
      '/tests/no-such-test',
      '/no/such/page',
    ]) {
      const html = await page(url, 404);
      expect(html, url).toContain('Page not found');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('id="ssr-state"');
    }
  });

  it('signed-in and staff pages stay client-rendered: the shell as before', async () => {
    for (const url of ['/profile', '/checkout', '/admin/users', '/doctor-desk', '/login']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(SHELL);
    }
  });

  it('a render that throws gives the shell, never a 500', async () => {
    const res = await failing.inject({ method: 'GET', url: '/doctor-details/doc_001' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});
