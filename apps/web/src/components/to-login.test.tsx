// @vitest-environment jsdom
// <ToLogin> navigates once, however often the page holding it renders while /login's code loads: built
// afresh in each render, the state object re-ran <Navigate>'s effect, each navigation cancelled the one
// before, and a visitor sent from the call screen stayed on an empty page (docs/bench.md#lighthouse, round 9).
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ToLogin } from './to-login.tsx';

afterEach(cleanup);

/** A page that keeps rendering (a call screen's timer, say) and sends the visitor to /login. */
function Busy() {
  const [n, setN] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setN((x) => x + 1), 5);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <p>Rendered {n} times</p>
      <ToLogin />
    </>
  );
}

function LoginProbe() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from;
  return <p>Login page; from {from?.pathname ?? 'nowhere'}</p>;
}

it('navigates to /login once while the page re-renders and the login route loads', async () => {
  const router = createMemoryRouter(
    [
      { path: '/call', element: <Busy /> },
      {
        path: '/login',
        // /login's code takes a while to arrive; the busy page renders again and again meanwhile.
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 150));
          return { Component: LoginProbe };
        },
      },
    ],
    { initialEntries: ['/call'] },
  );
  const navigate = vi.spyOn(router, 'navigate');
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Login page; from /call', {}, { timeout: 3000 })).toBeTruthy();
  expect(navigate).toHaveBeenCalledTimes(1);
});
