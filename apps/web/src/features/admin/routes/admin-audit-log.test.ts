import { describe, expect, it } from 'vitest';
import { emptyLogText } from './admin-audit-log.tsx';

const none = { actor: '', patient: '', action: '', from: '', to: '' };

describe('the empty audit log', () => {
  it('says nothing is logged yet when no filter is set', () => {
    expect(emptyLogText(none).title).toBe('Nothing logged yet');
    expect(emptyLogText({ ...none, actor: '  ' }).title).toBe('Nothing logged yet');
  });

  it('asks to widen the filter when one is set', () => {
    expect(emptyLogText({ ...none, from: '2026-11-01' })).toEqual({
      title: 'No entries match',
      hint: 'Widen the days or clear a filter.',
    });
    expect(emptyLogText({ ...none, action: 'user.roles.change' }).title).toBe('No entries match');
  });
});
