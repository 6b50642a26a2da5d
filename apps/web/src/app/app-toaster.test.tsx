// @vitest-environment jsdom
// The toaster mounts with the first toast, not with the page (lib/toast.ts): nothing is injected into the
// document's styles before there is a toast to show.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import toast from '../lib/toast.ts';
import { AppToaster } from './app-toaster.tsx';

afterEach(cleanup);
// react-hot-toast asks whether motion is reduced; jsdom has no matchMedia.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

it('mounts the toaster with the first toast, and shows that toast', async () => {
  render(<AppToaster />);
  // Nothing of react-hot-toast is loaded yet, so it has injected no styles.
  expect(document.querySelector('#_goober')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  act(() => {
    toast.success('Saved your address');
  });
  expect(await screen.findByText('Saved your address', {}, { timeout: 5000 })).toBeTruthy();
});
