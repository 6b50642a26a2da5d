// @vitest-environment jsdom
// The account's language changes only by a choice (docs/product-rules.md#languages): opening a /hi page while
// signed in shows it in Hindi and saves nothing; the switch saves it (signed in at once, signed out at the next
// sign-in); an English address takes a person whose account chose Hindi to the Hindi page.
import type { Language } from '@arogya/contracts/languages';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import type { PublicUser } from '@arogya/contracts/users';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { activate } from '../../lib/i18n/start-i18n.ts';
import { AccountLanguage, accountLanguageTarget } from './account-language.tsx';
import { switchLanguage } from './language-switch.tsx';

const user = (language: Language | null) =>
  ({ id: 'usr_1', name: 'Asha Rao', email: 'asha@example.in', language }) as unknown as PublicUser;

const fetchMock = vi.fn<typeof fetch>();
const navigation = { assign: vi.fn(), replace: vi.fn() };
const originalLocation = window.location;

/** PATCH /api/v1/users/language as the API answers it: the user with the language saved. */
function answerLanguage() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { language } = JSON.parse(String(init?.body)) as { language: Language };
    return new Response(
      JSON.stringify({ success: true, result: user(language), message: 'Language saved' }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
}

const languageRequests = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/api/v1/users/language') && init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));

function signIn(language: Language | null) {
  useAuthStore.setState({ isAuthenticated: true, token: 'tkn', user: user(language) });
}

/** The browser's address, whose assign and replace are recorded instead of navigating. */
function at(path: string) {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...originalLocation, pathname: path, search: '', hash: '', ...navigation },
  });
}

/** A page of the app at `path` ('/hi/...' is Hindi), with the header's AccountLanguage in it. */
async function open(path: string) {
  const locale = path === '/hi' || path.startsWith('/hi/') ? 'hi' : 'en';
  activate(locale);
  at(path);
  const router = createMemoryRouter([{ path: '*', element: <AccountLanguage /> }], {
    initialEntries: [path],
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  // Let the effect's request (its code is loaded on demand) and its answer settle.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}

beforeEach(() => {
  fetchMock.mockReset();
  answerLanguage();
  vi.stubGlobal('fetch', fetchMock);
  navigation.assign.mockReset();
  navigation.replace.mockReset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ isAuthenticated: false, token: null, user: null });
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  activate('en');
});

describe('accountLanguageTarget', () => {
  it('moves only from an English address, only to a language the account chose', () => {
    expect(accountLanguageTarget('hi', 'en')).toBe('hi');
    expect(accountLanguageTarget('en', 'hi')).toBeNull();
    expect(accountLanguageTarget(null, 'hi')).toBeNull();
    expect(accountLanguageTarget(null, 'en')).toBeNull();
    expect(accountLanguageTarget('hi', 'hi')).toBeNull();
    expect(accountLanguageTarget('en', 'en')).toBeNull();
  });
});

describe('opening a page while signed in', () => {
  it.each([null, 'en'] as const)(
    'a /hi page shows in Hindi and leaves an account whose language is %s as it was',
    async (language) => {
      signIn(language);
      await open('/hi/doctors');
      expect(languageRequests()).toEqual([]);
      expect(navigation.replace).not.toHaveBeenCalled();
      expect(useAuthStore.getState().user?.language).toBe(language);
      // And its English pages stay English.
      cleanup();
      await open('/doctors');
      expect(navigation.replace).not.toHaveBeenCalled();
      expect(languageRequests()).toEqual([]);
    },
  );

  it('an English address takes an account that chose Hindi to the same page in Hindi', async () => {
    signIn('hi');
    await open('/doctors');
    expect(navigation.replace).toHaveBeenCalledWith('/hi/doctors');
    expect(languageRequests()).toEqual([]);
  });
});

describe('the switch', () => {
  it('signed in, saves the language on the account, then opens the page in it', async () => {
    signIn('en');
    at('/doctors');
    await switchLanguage('hi', '/hi/doctors');
    expect(languageRequests()).toEqual([{ language: 'hi' }]);
    expect(useAuthStore.getState().user?.language).toBe('hi');
    expect(navigation.assign).toHaveBeenCalledWith('/hi/doctors');
    expect(localStorage.getItem(STORAGE_KEYS.languageChoice)).toBeNull();
  });

  it('signed out, is kept until the sign-in, which saves it on the account', async () => {
    at('/');
    await switchLanguage('hi', '/hi');
    expect(navigation.assign).toHaveBeenCalledWith('/hi');
    expect(languageRequests()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.languageChoice)).toBe('hi');
    // Signing in (an account that chose English once) on the Hindi page.
    signIn('en');
    await open('/hi');
    expect(languageRequests()).toEqual([{ language: 'hi' }]);
    expect(useAuthStore.getState().user?.language).toBe('hi');
    expect(localStorage.getItem(STORAGE_KEYS.languageChoice)).toBeNull();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('a choice the account already holds is simply forgotten', async () => {
    localStorage.setItem(STORAGE_KEYS.languageChoice, 'hi');
    signIn('hi');
    await open('/hi');
    expect(languageRequests()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.languageChoice)).toBeNull();
  });
});
