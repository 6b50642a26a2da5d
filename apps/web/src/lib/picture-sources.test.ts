import { describe, expect, it } from 'vitest';
import { pictureSources, widestOf } from './picture-sources.ts';

describe('pictureSources', () => {
  it('lists the WebP widths of a drawn picture up to three times its largest size', () => {
    expect(pictureSources('/api/v1/doctors/doc_001/photo', 80)).toEqual({
      src: '/api/v1/doctors/doc_001/photo?w=240',
      srcSet: [96, 160, 240].map((w) => `/api/v1/doctors/doc_001/photo?w=${w} ${w}w`).join(', '),
    });
    // 3 x 150 = 450: 480 is the first width that covers it.
    expect(pictureSources('/api/v1/medicines/prd_a/image/2', 150).srcSet?.split(', ').at(-1)).toBe(
      '/api/v1/medicines/prd_a/image/2?w=480 480w',
    );
    expect(pictureSources('/api/v1/banners/bnr_1/image').srcSet?.split(', ')).toHaveLength(8);
    expect(pictureSources('/api/v1/brands/brd_1/logo', 56).src).toBe('/api/v1/brands/brd_1/logo?w=240');
  });

  it('leaves other addresses as they are', () => {
    for (const src of [
      '/api/v1/users/avatar/abc.jpg',
      'https://example.com/a.png',
      '/api/v1/doctors/doc_1/photo?w=96',
    ]) {
      expect(pictureSources(src)).toEqual({ src });
    }
  });
});

it('widestOf reads the largest size of a sizes attribute', () => {
  expect(widestOf('64px')).toBe(64);
  expect(widestOf('(min-width: 640px) 128px, 96px')).toBe(128);
  expect(widestOf('(min-width: 768px) 50vw, 100vw')).toBe(1280);
});
