import { describe, expect, it } from 'vitest';
import { reviewerName } from './doctor-mapper.ts';
import { doctorPortraitSvg, portraitOptions } from './render-doctor-photo.ts';
import { normaliseQuery } from './search-doctors.ts';

describe('doctor portraits', () => {
  const doctor = { id: 'doc_001', name: 'Arjun Mehta', gender: 'male', dob: '1980-04-02' };

  it('are drawn the same for the same doctor and differently for another', () => {
    const a = doctorPortraitSvg(doctor, '2026-11-28');
    expect(doctorPortraitSvg(doctor, '2026-11-28')).toBe(a);
    expect(doctorPortraitSvg({ ...doctor, id: 'doc_002' }, '2026-11-28')).not.toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(a).toContain('width="256"');
  });

  it('draw no beard on a woman or a doctor under thirty-five, and grey hair only past fifty', () => {
    const options = (gender: string, dob: string) =>
      portraitOptions({ ...doctor, gender, dob }, '2026-11-28');
    expect(options('female', '1960-01-01').facialHairProbability).toBe(0);
    expect(options('male', '1995-01-01').facialHairProbability).toBe(0);
    expect(options('male', '1970-01-01').facialHairProbability).toBeGreaterThan(0);
    expect(options('male', '1990-01-01').hairColor).not.toContain('e8e1e1');
    expect(options('male', '1960-01-01').hairColor).toContain('e8e1e1');
    expect(options('female', '1980-01-01').top).not.toContain('shortFlat');
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
