// @vitest-environment jsdom
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStoredKeys, readItem, readJson, removeItem, writeItem } from './storage.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('cleanStoredKeys', () => {
  it('removes every key of an older product prefix', () => {
    localStorage.setItem('healthcare_token', 'old');
    localStorage.setItem('healthcare_user_data', '{"id":"1"}');
    localStorage.setItem('medicare_login_redirect', 'true');
    cleanStoredKeys();
    expect(localStorage.getItem('healthcare_token')).toBeNull();
    expect(localStorage.getItem('healthcare_user_data')).toBeNull();
    expect(localStorage.getItem('medicare_login_redirect')).toBeNull();
  });

  it("removes prefixed keys holding null or the text 'undefined'", () => {
    localStorage.setItem(STORAGE_KEYS.user, 'undefined');
    localStorage.setItem(STORAGE_KEYS.token, 'null');
    localStorage.setItem(STORAGE_KEYS.smartToken, 'undefined');
    cleanStoredKeys();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.smartToken)).toBeNull();
  });

  it('keeps prefixed keys with real values, and keys of other owners', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    localStorage.setItem(STORAGE_KEYS.loginRedirect, 'false');
    localStorage.setItem(STORAGE_KEYS.labTestCart, '{"items":[],"totalAmount":0,"totalItems":0}');
    localStorage.setItem('unrelated', 'undefined');
    cleanStoredKeys();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('abc');
    expect(localStorage.getItem(STORAGE_KEYS.loginRedirect)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.labTestCart)).not.toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('undefined');
  });
});

describe('read and write', () => {
  it('round-trips text and JSON', () => {
    writeItem(STORAGE_KEYS.token, 't1');
    expect(readItem(STORAGE_KEYS.token)).toBe('t1');
    writeItem('labTestCart', JSON.stringify({ totalItems: 2 }));
    expect(readJson<{ totalItems: number }>('labTestCart')).toEqual({ totalItems: 2 });
    removeItem(STORAGE_KEYS.token);
    expect(readItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('gives null for unreadable JSON', () => {
    localStorage.setItem('medicineCart', '{oops');
    expect(readJson('medicineCart')).toBeNull();
  });

  it('only logs when storage fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(() => writeItem(STORAGE_KEYS.token, 't')).not.toThrow();
    expect(readItem(STORAGE_KEYS.token)).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});
