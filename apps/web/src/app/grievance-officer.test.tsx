// @vitest-environment jsdom
// Every page that speaks of grievances names the Grievance Officer as the IT Rules, 2021 ask: name,
// designation, postal address in India, e-mail and the response time; the person is the one an admin set
// (GET /api/v1/grievance-officer), never a name written into the code.
import { SUPPORT } from '@arogya/contracts/constants';
import type { GrievanceOfficer } from '@arogya/contracts/home';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import HelpCenterPage from '../features/help/routes/help-center.tsx';
import ContactPage from '../features/home/routes/contact.tsx';
import PrivacyPolicyPage from '../features/home/routes/privacy-policy.tsx';
import TermsOfServicePage from '../features/home/routes/terms-of-service.tsx';
import { grievanceOfficerKey } from '../lib/api/get-grievance-officer.ts';

afterEach(cleanup);

const PAGES: [string, ComponentType][] = [
  ['privacy policy', PrivacyPolicyPage],
  ['terms of service', TermsOfServicePage],
  ['contact page', ContactPage],
  ['help center', HelpCenterPage],
];

const NAMED: GrievanceOfficer = {
  name: 'Anita Deshpande',
  designation: 'Grievance Officer and Data Protection Officer',
  email: 'grievance@arogya.in',
  phone: '9845012345',
  address: { ...SUPPORT.address },
  acknowledgeHours: 24,
  resolveDays: 15,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderPage(Page: ComponentType, officer: GrievanceOfficer) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(grievanceOfficerKey, officer);
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the Grievance Officer', () => {
  it.each(PAGES)(
    'is named as the admin set it, with designation, address in India, e-mail, phone and response time on the %s',
    (_, Page) => {
      renderPage(Page, NAMED);
      const name = screen.getByText('Anita Deshpande');
      const block = name.closest('address')?.parentElement as HTMLElement;
      expect(within(block).getByText(NAMED.designation)).toBeTruthy();
      expect(within(block).getByText(SUPPORT.address.line2)).toBeTruthy();
      expect(block.textContent).toContain(`${SUPPORT.address.pinCode}, India`);
      expect(within(block).getByRole('link', { name: NAMED.email }).getAttribute('href')).toMatch(
        new RegExp(`^mailto:${NAMED.email}`),
      );
      expect(within(block).getByRole('link', { name: '+91 98450 12345' }).getAttribute('href')).toBe(
        'tel:+919845012345',
      );
      expect(block.textContent).toMatch(
        /acknowledge a complaint within 24 hours and resolve it within 15 days/,
      );
    },
  );

  it('shows the office and its contacts, and no invented name, until an admin names the person', () => {
    renderPage(PrivacyPolicyPage, { ...NAMED, name: null, phone: null });
    const office = screen.getByText(NAMED.designation, { selector: 'address span' });
    const block = office.closest('address') as HTMLElement;
    expect(block.firstElementChild).toBe(office);
    expect(within(block).getByRole('link', { name: NAMED.email })).toBeTruthy();
    expect(within(block).queryByText(/^Phone/)).toBeNull();
  });
});
