// Browser storage behind one door: every failure (private mode, quota, disabled storage) is logged, never
// thrown.
import { LEGACY_STORAGE_PREFIXES, STORAGE_PREFIX } from '@arogya/contracts/storage-keys';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.error('Browser storage is not available', error);
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch (error) {
    console.error(`Error reading "${key}" from localStorage`, error);
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch (error) {
    console.error(`Error saving "${key}" to localStorage`, error);
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch (error) {
    console.error(`Error removing "${key}" from localStorage`, error);
  }
}

/** Parsed JSON, or null when the key is missing or its text is not JSON. */
export function readJson<T>(key: string): T | null {
  const text = readItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Stored text that means "nothing": a serialised null or undefined. */
export function isEmptyStoredValue(value: string | null): boolean {
  return value === null || value === 'null' || value === 'undefined';
}

/**
 * Run once at start (docs/screens.md#authentication-state): drops every key of an older product prefix, and every
 * key of the current prefix whose value is null or the text 'undefined'.
 */
export function cleanStoredKeys(): void {
  const storage = store();
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) {
      if (LEGACY_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) {
        storage.removeItem(key);
      } else if (key.startsWith(STORAGE_PREFIX) && isEmptyStoredValue(storage.getItem(key))) {
        storage.removeItem(key);
      }
    }
  } catch (error) {
    console.error('Error cleaning localStorage keys', error);
  }
}
