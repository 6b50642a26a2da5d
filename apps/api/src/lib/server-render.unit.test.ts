import { describe, expect, it } from 'vitest';
import { htmlEncoding } from './server-render.ts';

describe('htmlEncoding', () => {
  it('prefers brotli, then gzip, and sends plain HTML when neither is accepted', () => {
    expect(htmlEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(htmlEncoding('gzip, deflate')).toBe('gzip');
    expect(htmlEncoding('GZIP')).toBe('gzip');
    expect(htmlEncoding('deflate')).toBeNull();
    expect(htmlEncoding('')).toBeNull();
    expect(htmlEncoding(undefined)).toBeNull();
  });

  it('honours q=0 as refused', () => {
    expect(htmlEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(htmlEncoding('br;q=0, gzip; q=0')).toBeNull();
    expect(htmlEncoding(['deflate', 'br;q=0.5'])).toBe('br');
  });
});
