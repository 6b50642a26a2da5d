import { describe, expect, it } from 'vitest';
import { isPrescriptionFileType, tooLargeMessage } from './upload-prescription.ts';

describe('prescription files', () => {
  it('accepts images and PDF only', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'application/pdf']) {
      expect(isPrescriptionFileType({ type }), type).toBe(true);
    }
    for (const type of ['text/html', 'application/zip', '', 'application/x-msdownload']) {
      expect(isPrescriptionFileType({ type }), type).toBe(false);
    }
  });

  it('refuses more than 10 MB before sending, and allows exactly 10 MB', () => {
    expect(tooLargeMessage({ name: 'a.pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(tooLargeMessage({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'a.pdf is larger than 10 MB.',
    );
  });
});
