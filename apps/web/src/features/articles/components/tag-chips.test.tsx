// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { TAGS_SHOWN_FIRST, TagChips } from './tag-chips.tsx';

const TAGS = Array.from({ length: 12 }, (_, i) => ({ tag: `topic-${i + 1}`, count: 12 - i, nameHi: null }));

afterEach(() => {
  cleanup();
  backToEnglish();
});

describe('TagChips', () => {
  it('shows the most used topics, the chosen one even when it is further down, and the rest on demand', () => {
    render(<TagChips tags={TAGS} selected="topic-11" onSelect={() => {}} />);
    const pressed = screen.getByRole('button', { pressed: true });
    expect(pressed.textContent).toMatch(/^Topic 11/);
    expect(screen.getAllByRole('button', { name: /^Topic/ })).toHaveLength(TAGS_SHOWN_FIRST + 1);
    const more = screen.getByRole('button', { name: 'More topics (3)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getAllByRole('button', { name: /^Topic/ })).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Fewer topics' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('chooses a topic, and clears it when pressed again', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<TagChips tags={TAGS} selected={undefined} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'All topics' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Topic 2,\s*11\s*articles$/ }));
    expect(onSelect).toHaveBeenLastCalledWith('topic-2');
    rerender(<TagChips tags={TAGS} selected="topic-2" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /^Topic 2,\s*11\s*articles$/ }));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });

  it("names a topic in Hindi on a Hindi page: the admin's Hindi name, a seeded topic's own, else as written", async () => {
    const tags = [
      { tag: 'kala-azar', count: 2, nameHi: 'काला अज़ार' },
      { tag: 'dengue', count: 1, nameHi: null },
      { tag: 'snake-bite', count: 1, nameHi: null },
    ];
    await inHindi('articles');
    render(<TagChips tags={tags} selected={undefined} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: /^काला अज़ार/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^डेंगू/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Snake bite/ })).toBeTruthy();
    cleanup();
    backToEnglish();
    render(<TagChips tags={tags} selected={undefined} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: /^Kala azar/ })).toBeTruthy();
    expect(screen.queryByText(/काला/)).toBeNull();
  });
});
