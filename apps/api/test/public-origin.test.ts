// The Host header is not the site's origin (lib/public-origin.ts): without PUBLIC_ORIGIN, canonical URLs,
// og:url, /sitemap.xml and /robots.txt name the listen address (http://localhost:PORT), and the request's
// host only when it is that address; `Host: evil.example` never reaches a page or the sitemap. With
// PUBLIC_ORIGIN they name it whatever the Host. PGlite and PostgreSQL.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import { TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

type Renderer = NonNullable<Parameters<typeof buildApp>[1]>['rendererModule'];

// A renderer that writes the origin it is given into the head, as apps/web/src/ssr/page-head.ts does.
const echoOrigin: Renderer = {
  SERVER_STATE_ELEMENT_ID: 'ssr-state',
  setServerTransport() {},
  async warmUp() {},
  async render(href, origin) {
    const url = new URL(href);
    return {
      kind: 'page',
      status: 200,
      head: `<link rel="canonical" href="${origin}${url.pathname}" /><meta property="og:url" content="${origin}${url.pathname}" />`,
      html: '<main>Arogya</main>',
      state: null,
    };
  },
};

const apps: FastifyInstance[] = [];
async function appWith(env: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'arogya-origin-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const ctx = createContext(
    testEnv({ SSR_TIMEOUT_MS: '60000', ...env }),
    await testDatabase(),
    TEST_JWT_SECRET,
  );
  const app = await buildApp(ctx, { webDistDir: dist, rendererModule: echoOrigin });
  await app.ready();
  apps.push(app);
  return app;
}

let open: FastifyInstance;
let configured: FastifyInstance;
beforeAll(async () => {
  open = await appWith({ PORT: '3000' });
  configured = await appWith({ PORT: '3000', PUBLIC_ORIGIN: 'https://arogya.example.in' });
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
});

const get = (app: FastifyInstance, url: string, host: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('without PUBLIC_ORIGIN', () => {
  it.each(['evil.example', 'evil.example:3000', 'localhost:3001', 'localhost.evil.example:3000'])(
    'a page, the sitemap and robots.txt asked with Host: %s name http://localhost:3000',
    async (host) => {
      const page = await get(open, '/doctors', host);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/doctors" />');
      expect(page.body).toContain('<meta property="og:url" content="http://localhost:3000/doctors" />');
      const sitemap = await get(open, '/sitemap.xml', host);
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain('<loc>http://localhost:3000/sitemaps/pages.xml</loc>');
      const pages = await get(open, '/sitemaps/pages.xml', host);
      expect(pages.body).toContain('<loc>http://localhost:3000/doctors</loc>');
      const robots = await get(open, '/robots.txt', host);
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      for (const res of [page, sitemap, pages, robots]) expect(res.body).not.toContain('evil');
    },
  );

  it('a forwarded host is not trusted either', async () => {
    const page = await get(open, '/doctors', 'localhost:3000', { 'x-forwarded-host': 'evil.example' });
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/doctors" />');
    expect(page.body).not.toContain('evil');
  });

  it.each(['localhost:3000', '127.0.0.1:3000'])(
    'the listen address itself (Host: %s) is its own origin',
    async (host) => {
      const page = await get(open, '/doctors', host);
      expect(page.body).toContain(`<link rel="canonical" href="http://${host}/doctors" />`);
      const robots = await get(open, '/robots.txt', host);
      expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    },
  );
});

describe('with PUBLIC_ORIGIN', () => {
  it('pages, the sitemap and robots.txt name it whatever the Host', async () => {
    for (const host of ['evil.example', 'localhost:3000']) {
      const page = await get(configured, '/doctors', host);
      expect(page.body).toContain('<link rel="canonical" href="https://arogya.example.in/doctors" />');
      const sitemap = await get(configured, '/sitemap.xml', host);
      expect(sitemap.body).toContain('<loc>https://arogya.example.in/sitemaps/pages.xml</loc>');
      const robots = await get(configured, '/robots.txt', host);
      expect(robots.body).toContain('Sitemap: https://arogya.example.in/sitemap.xml');
    }
  });
});
