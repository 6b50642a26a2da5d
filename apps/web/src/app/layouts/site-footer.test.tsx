// @vitest-environment jsdom
import { SUPPORT } from '@arogya/contracts/constants';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

afterEach(cleanup);

function renderFooterAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <SiteFooter />
          </>
        ),
        children: [{ path: 'doctors/search', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('SiteFooter', () => {
  it('links every footer target of docs/screens.md; the relative privacy link resolves from the layout route', async () => {
    renderFooterAt('/doctors/search');
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const target of [
      '/about',
      '/lab-tests',
      '/health-packages',
      '/health-articles',
      '/careers',
      '/contact',
      '/helpcenter',
      '/tests/diabetes',
      '/tests/thyroid',
      '/tests/vitamin',
      '/packages/full-body',
      '/packages/women-health',
      '/packages/cardiac',
      '/privacy-policy',
      '/terms-of-service',
      '/replacement-policy',
      '/payement-shipping-policy',
    ]) {
      expect(hrefs).toContain(target);
    }
    expect(within(nav).getByRole('link', { name: 'Refund & Replacement Policy' }).getAttribute('href')).toBe(
      '/replacement-policy',
    );
    expect(within(nav).getByRole('link', { name: 'Payment & Shipping Policy' }).getAttribute('href')).toBe(
      '/payement-shipping-policy',
    );
  });

  it("shows the support contact block, and 'Add Arogya to your home screen', not store badges", async () => {
    renderFooterAt('/');
    const phone = await screen.findByRole('link', { name: SUPPORT.phone });
    expect(phone.getAttribute('href')).toBe(SUPPORT.phoneHref);
    expect(screen.getByRole('link', { name: SUPPORT.email }).getAttribute('href')).toBe(
      `mailto:${SUPPORT.email}`,
    );
    expect(screen.getByText(SUPPORT.address.line2)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add Arogya to your home screen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to home screen' })).toBeTruthy();
    expect(screen.queryByText(/Google Play|App Store/)).toBeNull();
  });
});
