import { describe, expect, it } from 'vitest';
import { truncateDescription } from './truncate-description.ts';

describe('truncateDescription', () => {
  it('keeps a text of up to 200 characters whole', () => {
    const text = 'a'.repeat(200);
    expect(truncateDescription(text)).toEqual({ text, truncated: false });
  });

  it('cuts a longer text to at most 200 characters, at a word boundary when one is near', () => {
    const words = `${'word '.repeat(50)}end`;
    const { text, truncated } = truncateDescription(words);
    expect(truncated).toBe(true);
    expect(text.endsWith('word…')).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(201);
  });

  it('cuts a long word-free text at exactly 200 characters', () => {
    const { text } = truncateDescription('x'.repeat(250));
    expect(text).toBe(`${'x'.repeat(200)}…`);
  });

  it('counts characters, not UTF-16 units (Hindi text and emoji stay intact)', () => {
    const { text, truncated } = truncateDescription('₹'.repeat(201));
    expect(truncated).toBe(true);
    expect(Array.from(text)).toHaveLength(201);
  });
});
