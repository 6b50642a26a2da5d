import { describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { filterFromSearch, itemsSummary, STATUS_TONES } from './order-display.ts';

describe('order display', () => {
  it('colours statuses as docs/screens.md says', () => {
    expect(STATUS_TONES).toEqual({
      delivered: 'green',
      completed: 'green',
      processing: 'blue',
      cancelled: 'red',
    });
  });

  it('reads the filter from the URL, defaulting to all', () => {
    expect(filterFromSearch('delivered')).toBe('delivered');
    expect(filterFromSearch('shipped')).toBe('all');
    expect(filterFromSearch(null)).toBe('all');
  });

  it('sums up the items', () => {
    expect(itemsSummary([{ name: 'A' }])).toBe('A');
    expect(itemsSummary([{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }])).toBe(
      'A, B and 2 more',
    );
    expect(itemsSummary([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('A, B and 1 more');
  });

  it('sums up the items in Hindi', async () => {
    await inHindi('orders');
    try {
      expect(itemsSummary([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('A, B और 1 अन्य');
      expect(itemsSummary([{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }])).toBe(
        'A, B और 2 अन्य',
      );
    } finally {
      backToEnglish();
    }
  });
});
