// The pictures the API draws, as WebP of the width asked (`?w=`), beside the SVG (docs/ARCHITECTURE.md#pictures).
import { IMAGE_WIDTHS } from '@arogya/contracts/images-values';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

const PICTURES = [
  '/api/v1/medicines/prd_dolo-650-tablet/image/1',
  '/api/v1/medicines/prd_dolo-650-tablet/image/2',
  '/api/v1/doctors/doc_001/photo',
  '/api/v1/categories/cat_diabetes-care/image',
  '/api/v1/brands/brd_himalaya/logo',
  '/api/v1/offers/off_diabetes15/image',
  '/api/v1/banners/ban_upload-rx/image',
];

describe('drawn pictures', () => {
  it('answer WebP of the width asked, with the SVG its proportions, kept a day by browsers', async () => {
    for (const url of PICTURES) {
      const svg = await get(url);
      expect(svg.statusCode, url).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      const [, w, h] = /<svg[^>]*?width="(\d+)" height="(\d+)"/.exec(svg.body) ?? [];
      for (const width of [96, 480]) {
        const res = await get(`${url}?w=${width}`);
        expect(res.statusCode, `${url}?w=${width}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * Number(h)) / Number(w)));
      }
    }
  });

  it('draws the same bytes again, and a different picture for a different product', async () => {
    const a = await get('/api/v1/medicines/prd_dolo-650-tablet/image/1?w=320');
    const b = await get('/api/v1/medicines/prd_dolo-650-tablet/image/1?w=320');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    const other = await get('/api/v1/medicines/prd_orofer-xt-tablet/image/1?w=320');
    expect(other.rawPayload.equals(a.rawPayload)).toBe(false);
    // The pack shows the name: a drawing with the text is far from a blank card of the same colour.
    expect(a.rawPayload.length).toBeGreaterThan(1500);
  });

  it("draws a banner as its designed artwork in its colour, with none of the banner's words", async () => {
    const svgs = new Map<string, string>();
    for (const id of ['ban_upload-rx', 'ban_free-shipping', 'ban_diabetes', 'ban_devices']) {
      const res = await get(`/api/v1/banners/${id}/image`);
      expect(res.statusCode, id).toBe(200);
      // The title and subtitle are the page's text (components/pharmacy/banner-list.tsx), shown once.
      expect(res.body, id).not.toMatch(/<text/);
      svgs.set(id, res.body);
    }
    expect(svgs.get('ban_upload-rx')).toContain('#0f766e');
    expect(svgs.get('ban_devices')).toContain('#7c3aed');
    // Each its own picture, not one card in four colours.
    const drawings = [...svgs.values()].map((svg) => svg.replace(/#[0-9a-f]{6}/gi, ''));
    expect(new Set(drawings).size).toBe(4);
  });

  it("answer 304 to a browser that holds the same drawing; the ETag is the drawing's hash, per width", async () => {
    for (const url of ['/api/v1/doctors/doc_001/photo', '/api/v1/doctors/doc_001/photo?w=160']) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{22}-(svg|160)"$/);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': `W/"x", ${etag}` },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"old-160"' } });
      expect(stale.statusCode).toBe(200);
    }
    const a = (await get('/api/v1/doctors/doc_001/photo?w=96')).headers.etag;
    const b = (await get('/api/v1/doctors/doc_002/photo?w=96')).headers.etag;
    const c = (await get('/api/v1/doctors/doc_001/photo?w=160')).headers.etag;
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('refuses a width outside the list, and a picture that does not exist', async () => {
    for (const w of ['123', '0', '-96', 'abc', '96.5', '99999']) {
      const res = await get(`/api/v1/doctors/doc_001/photo?w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.body).toContain(`w must be one of ${IMAGE_WIDTHS.join(', ')}`);
    }
    expect((await get('/api/v1/doctors/doc_nope/photo?w=96')).statusCode).toBe(404);
    expect((await get('/api/v1/medicines/prd_dolo-650-tablet/image/8?w=96')).statusCode).toBe(404);
  });
});
