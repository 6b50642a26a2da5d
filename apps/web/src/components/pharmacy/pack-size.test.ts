// Packs in the page's language (pack-size.ts): exactly as stored on an English page; on a Hindi page read by
// packages/contracts/src/dosing-hindi.ts (whose test checks every pack the seed writes), else as stored.
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { packSize } from './pack-size.ts';

afterEach(backToEnglish);

describe('pack sizes', () => {
  it('shows a pack exactly as stored on an English page', () => {
    expect(packSize('Strip of 15 tablets')).toBe('Strip of 15 tablets');
    expect(packSize('Pack of 5 x 5 ml')).toBe('Pack of 5 x 5 ml');
  });

  it('reads a pack in Hindi on a Hindi page, one no pattern knows as stored', async () => {
    await inHindi();
    expect(packSize('Strip of 15 tablets')).toBe('15 टैबलेट की स्ट्रिप');
    expect(packSize('Family pack, assorted')).toBe('Family pack, assorted');
  });
});
