import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor } from './ice-servers.ts';

const servers = [
  { urls: 'stun:turn.example.in:3478' },
  { urls: ['turn:turn.example.in:3478?transport=udp', 'turns:turn.example.in:5349'] },
  { urls: 'turn:legacy.example.in:3478', username: 'arogya', credential: 'static' },
];
const now = new Date('2026-11-21T10:00:00Z');

describe('iceServersFor', () => {
  it('hands the configured servers unchanged when no TURN secret is set', () => {
    expect(iceServersFor(servers, undefined, 'user-1', now)).toEqual(servers);
  });

  it('gives TURN entries without credentials a short-lived username and HMAC credential for the user', () => {
    const out = iceServersFor(servers, { secret: 'a-long-shared-secret', ttlSeconds: 3600 }, 'user-1', now);
    const expiry = Math.floor(now.getTime() / 1000) + 3600;
    expect(out[0]).toEqual(servers[0]);
    expect(out[1]?.username).toBe(`${expiry}:user-1`);
    expect(out[1]?.credential).toBe(
      createHmac('sha1', 'a-long-shared-secret').update(`${expiry}:user-1`).digest('base64'),
    );
    // An entry with its own credentials keeps them.
    expect(out[2]).toEqual(servers[2]);
  });

  it('makes different credentials for different users and later times', () => {
    const turn = { secret: 'a-long-shared-secret', ttlSeconds: 3600 };
    const a = iceServersFor(servers, turn, 'user-1', now)[1];
    const b = iceServersFor(servers, turn, 'user-2', now)[1];
    const later = iceServersFor(servers, turn, 'user-1', new Date(now.getTime() + 60_000))[1];
    expect(new Set([a?.credential, b?.credential, later?.credential]).size).toBe(3);
  });
});
