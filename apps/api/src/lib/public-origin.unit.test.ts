// The public origin without PUBLIC_ORIGIN (lib/public-origin.ts), and the start refused in production
// without it (config/env.ts).
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { publicOriginOf } from './public-origin.ts';

const req = (host: string, protocol = 'http') => ({ host, protocol });

describe('publicOriginOf', () => {
  it('answers PUBLIC_ORIGIN whatever the request', () => {
    const origin = publicOriginOf({
      PUBLIC_ORIGIN: 'https://arogya.example.in',
      HOST: '0.0.0.0',
      PORT: 3000,
    });
    expect(origin(req('evil.example'))).toBe('https://arogya.example.in');
  });

  it('without it, takes the request host only when it is the listen address', () => {
    const origin = publicOriginOf({ PUBLIC_ORIGIN: undefined, HOST: '0.0.0.0', PORT: 3000 });
    expect(origin(req('evil.example'))).toBe('http://localhost:3000');
    expect(origin(req('evil.example:3000'))).toBe('http://localhost:3000');
    expect(origin(req('LOCALHOST:3000'))).toBe('http://localhost:3000');
    expect(origin(req('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(origin(req('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(origin(req('localhost:3001'))).toBe('http://localhost:3000');
    expect(origin(req('localhost'))).toBe('http://localhost:3000');
  });

  it('trusts a specific HOST it listens on, and port 80 without a port', () => {
    const origin = publicOriginOf({ PUBLIC_ORIGIN: undefined, HOST: '10.0.0.5', PORT: 80 });
    expect(origin(req('10.0.0.5'))).toBe('http://10.0.0.5');
    expect(origin(req('10.0.0.6'))).toBe('http://localhost:80');
  });
});

describe('loadEnv in production', () => {
  it('refuses to start without PUBLIC_ORIGIN, naming it', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN: required when NODE_ENV=production/,
    );
  });

  it('starts with it', () => {
    expect(
      loadEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://arogya.example.in/' }).PUBLIC_ORIGIN,
    ).toBe('https://arogya.example.in');
  });
});
