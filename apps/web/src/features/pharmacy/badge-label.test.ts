import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { badgeLabel, badgeTone } from './badge-label.ts';

afterEach(() => backToEnglish());

describe('a product badge', () => {
  it('reads as the API writes it in English, and in Hindi on a Hindi page', async () => {
    expect(badgeLabel('Top Seller')).toBe('Top Seller');
    expect(badgeLabel('Special Offer')).toBe('Special Offer');
    await inHindi('pharmacy');
    expect(badgeLabel('Top Seller')).toBe('टॉप सेलर');
    expect(badgeLabel('Special Offer')).toBe('स्पेशल ऑफ़र');
  });

  it('keeps its colour', () => {
    expect(badgeTone('Top Seller')).toBe('brand');
    expect(badgeTone('Special Offer')).toBe('blue');
  });
});
