import type { Call } from '@arogya/contracts/calls';
import { describe, expect, it } from 'vitest';
import { incomingCallsReducer } from './incoming-calls.ts';

const call = (id: string, status: Call['status'] = 'ringing', ringExpiresAt = '2026-11-25T10:01:00Z') =>
  ({ id, status, ringExpiresAt }) as Call;

describe('incomingCallsReducer', () => {
  it('starts from the calls already ringing, adds new ones once, and drops a call whose ring ended', () => {
    let s = incomingCallsReducer([], { type: 'listening', ringing: [call('a')] });
    s = incomingCallsReducer(s, { type: 'incoming-call', call: call('b') });
    s = incomingCallsReducer(s, { type: 'incoming-call', call: call('b') });
    expect(s.map((c) => c.id)).toEqual(['a', 'b']);
    s = incomingCallsReducer(s, {
      type: 'call-status',
      status: 'active',
      call: call('a', 'active'),
      message: '',
    });
    expect(s.map((c) => c.id)).toEqual(['b']);
    s = incomingCallsReducer(s, {
      type: 'call-status',
      status: 'missed',
      call: call('b', 'missed'),
      message: '',
    });
    expect(s).toEqual([]);
  });

  it('forgets a ring whose time is over even if the socket missed the news', () => {
    const s = [call('a', 'ringing', '2026-11-25T10:01:00Z'), call('b', 'ringing', '2026-11-25T10:02:00Z')];
    const now = Date.parse('2026-11-25T10:01:30Z');
    expect(incomingCallsReducer(s, { type: 'expired', now }).map((c) => c.id)).toEqual(['b']);
    expect(incomingCallsReducer(s, { type: 'expired', now: 0 })).toBe(s);
  });
});
