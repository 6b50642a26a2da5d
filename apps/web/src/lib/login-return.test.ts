import { describe, expect, it } from 'vitest';
import { loginReturnState } from './login-return.ts';

describe('loginReturnState', () => {
  it('splits an app path into the parts the login page returns to', () => {
    expect(loginReturnState('/video-call/doc_001/me?type=video')).toEqual({
      from: { pathname: '/video-call/doc_001/me', search: '?type=video', hash: '' },
    });
    expect(loginReturnState('/doctors#top')).toEqual({
      from: { pathname: '/doctors', search: '', hash: '#top' },
    });
  });
});
