// @vitest-environment jsdom
// Real forms submitted with wrong input show the contracts' validation messages in the page's language
// (lib/validation-messages.ts): Hindi on a Hindi page, the contract's exact English on an English one. The
// register page, the address form and the family member form; and a refusal's details from the server.
// Here rather than in a feature because it goes through the forms of three features.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressFormDialog } from '../features/cart/components/address-form-dialog.tsx';
import { MemberFormDialog } from '../features/family/components/member-form-dialog.tsx';
import RegisterPage from '../features/users/routes/register.tsx';
import { loadCatalogs } from '../lib/i18n/catalogs.ts';
import { activate } from '../lib/i18n/start-i18n.ts';

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const press = async (name: RegExp | string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  await settle();
};

// jsdom's <dialog> has no close() (components/ui/dialog.tsx calls it when the dialog unmounts).
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

beforeEach(() => {
  fetchMock.mockImplementation(async () =>
    answer({ success: true, result: { phoneCodes: true, channels: ['sms', 'whatsapp'] } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => activate('en'));

/** The register page's e-mail form, filled with what the contract refuses, submitted. */
async function registerBadly(tab: string, button: string) {
  renderAt(<RegisterPage />);
  await settle();
  fireEvent.click(screen.getByRole('tab', { name: tab }));
  type(/^(Full name|पूरा नाम)/, 'A');
  type(/^(E-mail|ई-मेल)/, 'not-an-address');
  type(/^(Mobile number|मोबाइल नंबर)/, '12345');
  type(/^(Password|पासवर्ड)/, 'short');
  await press(button);
}

async function addressBadly(button: RegExp) {
  renderAt(<AddressFormDialog address={null} onClose={() => {}} onSaved={() => {}} />);
  await settle();
  type(/^(Full name|पूरा नाम)/, 'A');
  type(/^(Mobile number|मोबाइल नंबर)/, '98');
  type(/^(House number and street|मकान)/, 'a');
  type(/^(Pin code|पिन कोड)/, '12');
  await press(button);
}

describe('validation messages on an English page', () => {
  beforeAll(() => activate('en'));

  it('the register form shows the contract’s exact English', async () => {
    await registerBadly('E-mail and password', 'Create account');
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter a valid 10-digit Indian mobile number')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Please accept the privacy notice to continue')).toBeTruthy();
  });

  it('the address form shows the contract’s exact English', async () => {
    await addressBadly(/^Save/);
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid 10-digit Indian mobile number')).toBeTruthy();
    expect(screen.getByText('Enter the house number and street')).toBeTruthy();
    expect(screen.getByText('Enter the city')).toBeTruthy();
    expect(screen.getByText('Enter a valid 6-digit pin code')).toBeTruthy();
  });
});

describe('validation messages on a Hindi page', () => {
  // Once: activating again empties the instance of the catalogs loaded (catalog-loaders.ts loads each once).
  beforeAll(async () => {
    activate('hi');
    await loadCatalogs(['app', 'shared', 'users', 'cart', 'family']);
  });

  it('the register form shows them in Hindi', async () => {
    await registerBadly('ई-मेल और पासवर्ड', 'अकाउंट बनाएँ');
    // The resolver waits for the 'validation' catalog, which the first Hindi form loads.
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(screen.getByText('सही ई-मेल पता डालें')).toBeTruthy();
    expect(screen.getByText('सही 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeTruthy();
    expect(screen.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(screen.getByText('आगे बढ़ने के लिए कृपया प्राइवेसी नोटिस स्वीकार करें')).toBeTruthy();
    expect(screen.queryByText(/must be|Enter a valid|Please accept/)).toBeNull();
  });

  it('the address form shows them in Hindi', async () => {
    await addressBadly(/^पता सेव करें/);
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(screen.getByText('सही 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeTruthy();
    expect(screen.getByText('मकान नंबर और गली लिखें')).toBeTruthy();
    expect(screen.getByText('शहर लिखें')).toBeTruthy();
    expect(screen.getByText('राज्य लिखें')).toBeTruthy();
    expect(screen.getByText('सही 6 अंकों का पिन कोड डालें')).toBeTruthy();
  });

  it('the family member form shows them in Hindi', async () => {
    renderAt(<MemberFormDialog member={null} onClose={() => {}} />);
    await settle();
    type(/^पूरा नाम/, 'Meera 2');
    type(/^जन्म तिथि/, '2099-01-01');
    await press(/^सदस्य जोड़ें|^सदस्य/);
    // The resolver waits for the 'validation' catalog, which the first Hindi form loads.
    expect(await screen.findByText('सिर्फ़ अक्षर, स्पेस, बिंदु, हाइफ़न और अपॉस्ट्रॉफ़ी इस्तेमाल करें')).toBeTruthy();
    expect(screen.getByText('जन्म की तारीख़ आने वाले दिनों की नहीं हो सकती')).toBeTruthy();
  });

  it('a refusal’s details from the server show in Hindi on their fields', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/addresses')
        ? answer(
            {
              success: false,
              code: 'VALIDATION_ERROR',
              message: 'Validation failed',
              details: [{ field: 'pinCode', message: 'Enter a valid 6-digit pin code' }],
            },
            400,
          )
        : answer({ success: true, result: { serviceable: false, pinCode: '110001' } }),
    );
    renderAt(<AddressFormDialog address={null} onClose={() => {}} onSaved={() => {}} />);
    await settle();
    type(/^पूरा नाम/, 'Asha Verma');
    type(/^मोबाइल नंबर/, '9876543210');
    type(/^मकान/, '12 MG Road');
    type(/^पिन कोड/, '110001');
    type(/^शहर/, 'Delhi');
    type(/^राज्य/, 'Delhi');
    await press(/^पता सेव करें/);
    // The resolver waits for the 'validation' catalog, which the first Hindi form loads.
    expect(await screen.findByText('सही 6 अंकों का पिन कोड डालें')).toBeTruthy();
  });
});
