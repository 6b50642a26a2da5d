import { describe, expect, it } from 'vitest';
import { reviewerName } from './doctor-mapper.ts';
import { doctorPhotoSvg, initialsOf } from './render-doctor-photo.ts';
import { normaliseQuery } from './search-doctors.ts';

describe('doctor photos', () => {
  it('uses the initials of the first and last name, without the title', () => {
    expect(initialsOf('Arjun Mehta')).toBe('AM');
    expect(initialsOf('Dr. K. S. Raman')).toBe('KR');
    expect(initialsOf('Meena')).toBe('M');
  });

  it('is deterministic per id, escapes the name and differs between ids', () => {
    const a = doctorPhotoSvg('doc_001', 'Arjun Mehta');
    expect(doctorPhotoSvg('doc_001', 'Arjun Mehta')).toBe(a);
    expect(doctorPhotoSvg('doc_002', 'Arjun Mehta')).not.toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(doctorPhotoSvg('doc_x', '<script>alert(1)</script> Evil')).not.toContain('<script>');
  });
});

describe('search and reviews text', () => {
  it('normalises a query to lower-case words', () => {
    expect(normaliseQuery('  Dr. Priya   SHARMA, Bangalore! ')).toBe('dr priya sharma bangalore');
    expect(normaliseQuery('चेस्ट pain')).toBe('चेस्ट pain');
  });

  it('names a reviewer by first name and last initial', () => {
    expect(reviewerName('Ananya Iyer')).toBe('Ananya I.');
    expect(reviewerName('Lakshmi Venkata Subramanian')).toBe('Lakshmi S.');
    expect(reviewerName('Madhu')).toBe('Madhu');
  });
});
