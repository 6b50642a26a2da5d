// The web tests' setup (vitest.config.ts): every component test renders inside an I18nProvider holding the
// browser's i18n instance, in English unless a test activates another locale (lib/i18n/start-i18n.ts).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import { activate } from './start-i18n.ts';

activate('en');

type Wrapper = ComponentType<{ children: ReactNode }>;

/** The provider around a test's own wrapper, if it has one. */
function withI18n(Inner?: Wrapper): Wrapper {
  return function I18nWrapper({ children }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@testing-library/react')>();
  return {
    ...original,
    render: ((ui: Parameters<typeof original.render>[0], options?: { wrapper?: Wrapper }) =>
      original.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof original.render,
    renderHook: ((hook: () => unknown, options?: { wrapper?: Wrapper }) =>
      original.renderHook(hook, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof original.renderHook,
  };
});
