import { describe, expect, it } from 'vitest';
import { toActor } from './actor.ts';

describe('toActor', () => {
  it('keeps who, roles and contact, and nothing else of the account (no password hash)', () => {
    const account = {
      id: 'usr_1',
      roles: ['patient'],
      name: 'Meera Iyer',
      email: 'meera@example.in',
      phone: '9876543210',
      passwordHash: '$argon2id$...',
      consentAt: new Date(),
      privacyNoticeVersion: '2026-10',
    };
    const actor = toActor(account);
    expect(Object.keys(actor).sort()).toEqual(['email', 'id', 'language', 'name', 'phone', 'roles']);
    expect(actor.language).toBe('en');
    expect(toActor({ ...account, language: 'hi' }).language).toBe('hi');
    expect(JSON.stringify(actor)).not.toContain('argon2');
  });
});
