import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  doctorCountText,
  feeRangeOf,
  filtersFromSearch,
  filtersToSearch,
  toListQuery,
  withFilters,
} from './doctor-filters.ts';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('doctor filters in the URL', () => {
  it('reads every filter, sort and page', () => {
    expect(
      read(
        'specialty=cardiology&city=Pune&gender=female&minFee=500&maxFee=1000&type=video&language=Marathi&availableToday=true&sort=rating&page=3',
      ),
    ).toEqual({
      specialty: 'cardiology',
      city: 'Pune',
      gender: 'female',
      minFee: 500,
      maxFee: 1000,
      type: 'video',
      language: 'Marathi',
      availableToday: true,
      sort: 'rating',
      page: 3,
    });
  });

  it('honours ?type=video from the home page and defaults the rest', () => {
    expect(read('type=video')).toEqual({ type: 'video', sort: 'relevance', page: 1 });
    expect(filtersToSearch(read('type=video')).toString()).toBe('type=video');
  });

  it('ignores values the API would refuse instead of failing', () => {
    const f = read('gender=robot&type=phone&sort=cheapest&page=-2&minFee=abc&availableToday=maybe');
    expect(f).toEqual({ sort: 'relevance', page: 1 });
  });

  it('swaps a reversed fee range', () => {
    expect(read('minFee=900&maxFee=300')).toMatchObject({ minFee: 300, maxFee: 900 });
  });

  it('round-trips: URL -> filters -> URL leaves out defaults', () => {
    const search = 'specialty=ent&city=Delhi&minFee=500&maxFee=1000&availableToday=true&sort=fee-desc&page=2';
    expect(filtersToSearch(read(search)).toString()).toBe(search);
    expect(filtersToSearch(read('sort=relevance&page=1')).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes, and clearing keeps the sort', () => {
    const f = read('city=Pune&sort=fee&page=4');
    expect(withFilters(f, { gender: 'male' })).toMatchObject({ gender: 'male', city: 'Pune', page: 1 });
    expect(withFilters(f, { page: 5 }).page).toBe(5);
    expect(clearedFilters(f)).toEqual({ sort: 'fee', page: 1 });
    expect(activeFilterCount(f)).toBe(1);
    expect(activeFilterCount(read('minFee=1&maxFee=2&type=audio'))).toBe(2);
  });

  it('maps to the API query', () => {
    expect(toListQuery(read('type=audio&availableToday=1&specialty=dentist'))).toEqual({
      page: 1,
      specialty: 'dentist',
      city: undefined,
      gender: undefined,
      minFee: undefined,
      maxFee: undefined,
      consultationType: 'audio',
      language: undefined,
      availableToday: 'true',
      sort: 'relevance',
    });
  });

  it('names the offered fee range', () => {
    expect(feeRangeOf({ minFee: 500, maxFee: 1000 })).toBe('500-1000');
    expect(feeRangeOf({ maxFee: 500 })).toBe('under-500');
    expect(feeRangeOf({ minFee: 1500 })).toBe('over-1500');
    expect(feeRangeOf({ minFee: 700 })).toBe('custom');
    expect(feeRangeOf({})).toBeUndefined();
  });
});

describe('the count line', () => {
  it("agrees with its count: '1 doctor matches your filters', '2 doctors match your filters'", () => {
    expect(doctorCountText(1, false, true)).toBe('1 doctor matches your filters');
    expect(doctorCountText(2, false, true)).toBe('2 doctors match your filters');
    expect(doctorCountText(1, false, false)).toBe('1 doctor');
    expect(doctorCountText(0, false, true)).toBe('0 doctors match your filters');
    expect(doctorCountText(1000, true, true)).toBe('1,000+ doctors match your filters');
    expect(doctorCountText(6536, false, false)).toBe('6,536 doctors');
  });
});
