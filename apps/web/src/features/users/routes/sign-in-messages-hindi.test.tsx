// @vitest-environment jsdom
// Signing in, registering, password reset and e-mail verification, message by message: each refusal the API
// sends (in English, apps/api/src/modules/users/*.ts) and each of the forms' own checks reads in Hindi on a
// Hindi page (lib/refusal-words.ts, lib/validation-messages.ts), and exactly as the API wrote it on an
// English page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { storedAuthState, useAuthStore } from '../../../lib/auth/auth-store.ts';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import LoginPage from './login.tsx';
import RegisterPage from './register.tsx';
import ResetPasswordPage from './reset-password.tsx';
import VerifyEmailPage from './verify-email.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string, field?: string) =>
  json(status, { success: false, code, message, ...(field ? { details: [{ field, message }] } : {}) });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const TOKEN = 'k'.repeat(43);
const DEVANAGARI = /[\u0900-\u097F]/;

/** Answers by path: sign-in methods always; the rest from `answers`, in order for a path asked twice. */
function answerWith(answers: Record<string, Response[]>) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.endsWith('/users/sign-in-methods'))
      return json(200, { success: true, result: { phoneCodes: true, channels: ['sms'] } });
    const next = Object.entries(answers)
      .find(([p]) => path.endsWith(p))?.[1]
      .shift();
    return next ?? json(500, { success: false, code: 'INTERNAL', message: `No answer for ${path}` });
  });
}

function renderAt(path: string, element: React.ReactNode) {
  const [pathname, search] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pathname ?? path, element },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '' }] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** On /login by number: the number sent (its answer given), then a code typed and sent (its answer given). */
async function tryCode(sendAnswer: Response, verifyAnswer?: Response) {
  answerWith({
    '/users/code/send': [sendAnswer],
    '/users/code/verify': verifyAnswer ? [verifyAnswer] : [],
  });
  renderAt('/login', <LoginPage />);
  await settle();
  fireEvent.change(screen.getByRole('textbox'), { target: { value: '9876543210' } });
  fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
  await settle();
  if (!verifyAnswer) return;
  const box = document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');
  if (!box) throw new Error('no code box');
  fireEvent.change(box, { target: { value: '123456' } });
  fireEvent.submit(box.closest('form') as HTMLFormElement);
  await settle();
}

const codeSent = () =>
  json(200, {
    success: true,
    result: { to: '+91 98•••••210', channel: 'sms', expiresInSeconds: 600, resendInSeconds: 30 },
  });
const WRONG_CODE = 'That code is not right. 4 tries left.';
const CODE_EXPIRED = 'This code has expired or was already used. Ask for a new code.';
const NO_TRIES = 'That code is not right, and no tries are left. Ask for a new code.';
const RESEND_WAIT = 'Too many codes for this number. Please try again in 25 seconds.';
const NUMBER_REFUSED =
  'We could not send a code to this number. Check that it is a mobile number and try again.';
const STAFF_NUMBER =
  'This number belongs to a staff account: sign in with your e-mail and password, then the code.';
const LOCKED =
  'Too many failed login attempts for this account from this network. Please try again in 2 minutes.';
const LINK_REFUSED = 'This link has expired or was already used. Ask for a new one.';
const EMAIL_LINK_REFUSED = 'This link has expired or was already used. Ask for a new one from your profile.';

let undoHandler: () => void;
beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState(storedAuthState());
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  undoHandler = setUnauthorizedHandler(() => {});
});
afterEach(() => {
  cleanup();
  undoHandler();
  vi.unstubAllGlobals();
  backToEnglish();
});

describe('signing in by number and code, on /hi/login', () => {
  beforeEach(() => inHindi('users', 'validation', 'errors'));

  it('says a wrong code, with the tries left, in Hindi', async () => {
    await tryCode(codeSent(), refusal(400, 'VALIDATION_ERROR', WRONG_CODE, 'code'));
    expect(await screen.findByText('यह कोड सही नहीं है। 4 कोशिशें बाकी हैं।')).toBeTruthy();
    expect(screen.queryByText(WRONG_CODE)).toBeNull();
  });

  it('says an expired or used code, and a code with no tries left, in Hindi', async () => {
    await tryCode(codeSent(), refusal(400, 'VALIDATION_ERROR', CODE_EXPIRED, 'code'));
    expect(
      screen.getByText('इस कोड का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है। नया कोड माँगें।'),
    ).toBeTruthy();
    cleanup();
    await tryCode(codeSent(), refusal(400, 'VALIDATION_ERROR', NO_TRIES, 'code'));
    expect(await screen.findByText('यह कोड सही नहीं है, और कोई कोशिश बाकी नहीं है। नया कोड माँगें।')).toBeTruthy();
  });

  it('says the resend wait (429) in Hindi, with its seconds', async () => {
    await tryCode(refusal(429, 'RATE_LIMITED', RESEND_WAIT));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'इस नंबर पर अभी-अभी कोड भेजा गया है। कृपया 25 सेकंड बाद फिर से कोशिश करें।',
    );
  });

  it('says a number the provider refuses, and a staff number, in Hindi', async () => {
    await tryCode(refusal(422, 'BUSINESS_RULE', NUMBER_REFUSED));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'हम इस नंबर पर कोड नहीं भेज सके। देख लें कि यह मोबाइल नंबर ही है, फिर दोबारा कोशिश करें।',
    );
    cleanup();
    await tryCode(codeSent(), refusal(422, 'BUSINESS_RULE', STAFF_NUMBER));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'यह नंबर एक स्टाफ़ अकाउंट का है: अपने ई-मेल और पासवर्ड से साइन इन करें, फिर कोड डालें।',
    );
  });

  it('says a number that is not a mobile number in Hindi, before asking the server', async () => {
    answerWith({});
    renderAt('/login', <LoginPage />);
    await settle();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '12345' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
    await settle();
    expect(await screen.findByText('सही 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/code/send'))).toBe(false);
  });

  it('asks a number with no account yet for a name, in Hindi', async () => {
    await tryCode(
      codeSent(),
      json(200, { success: true, registration: { ticket: 't'.repeat(30), phone: '9876543210' } }),
    );
    expect(
      await screen.findByText('आपका नंबर सत्यापित हो गया है। अकाउंट बनाने के लिए अपना नाम बताएँ।'),
    ).toBeTruthy();
  });
});

describe('signing in with e-mail and password, on /hi/login', () => {
  beforeEach(() => inHindi('users', 'validation', 'errors'));

  async function signIn(answer: Response) {
    answerWith({ '/users/login': [answer] });
    renderAt('/login', <LoginPage />);
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'ई-मेल और पासवर्ड' }));
    fireEvent.change(screen.getByLabelText('ई-मेल'), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText('पासवर्ड'), { target: { value: 'a-password' } });
    await settle();
    fireEvent.submit(screen.getByLabelText('ई-मेल').closest('form') as HTMLFormElement);
    await settle();
  }

  it('says wrong credentials and a locked account in Hindi', async () => {
    await signIn(refusal(401, 'UNAUTHORIZED', 'Invalid email or password'));
    console.log(
      'DEBUG',
      document.body.textContent,
      fetchMock.mock.calls.map((c) => String(c[0])),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('ई-मेल या पासवर्ड सही नहीं है');
    cleanup();
    await signIn(refusal(429, 'RATE_LIMITED', LOCKED));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'इस नेटवर्क से इस अकाउंट में लॉग इन की बहुत सारी कोशिशें नाकाम रही हैं। कृपया 2 मिनट बाद फिर से कोशिश करें।',
    );
  });
});

describe('register, reset password and verify e-mail on Hindi pages', () => {
  beforeEach(() => inHindi('users', 'validation', 'errors'));

  it('/hi/reset-password: an expired or used link, a weak password and two that differ', async () => {
    answerWith({ '/users/password/reset': [refusal(400, 'VALIDATION_ERROR', LINK_REFUSED, 'token')] });
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('नया पासवर्ड'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('नया पासवर्ड दोबारा'), { target: { value: 'other' } });
    fireEvent.submit(screen.getByLabelText('नया पासवर्ड').closest('form') as HTMLFormElement);
    await settle();
    expect(await screen.findByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('नया पासवर्ड'), { target: { value: 'a-new-password' } });
    fireEvent.submit(screen.getByLabelText('नया पासवर्ड').closest('form') as HTMLFormElement);
    await settle();
    expect(await screen.findByText('दोनों पासवर्ड अलग-अलग हैं')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('नया पासवर्ड दोबारा'), { target: { value: 'a-new-password' } });
    fireEvent.submit(screen.getByLabelText('नया पासवर्ड').closest('form') as HTMLFormElement);
    await settle();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'इस लिंक का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है। नया लिंक माँगें।',
    );
  });

  it('/hi/verify-email: an expired or used link', async () => {
    answerWith({ '/users/email/verify': [refusal(400, 'VALIDATION_ERROR', EMAIL_LINK_REFUSED, 'token')] });
    renderAt(`/verify-email?token=${TOKEN}`, <VerifyEmailPage />);
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'इस लिंक का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है। अपनी प्रोफ़ाइल से नया लिंक माँगें।',
    );
  });

  it('/hi/register: an e-mail that already has an account', async () => {
    const taken = json(409, {
      success: false,
      code: 'CONFLICT',
      message: 'An account with this e-mail already exists. Please log in instead.',
      details: [{ field: 'email', message: 'An account with this e-mail already exists' }],
    });
    answerWith({ '/users/register': [taken] });
    renderAt('/register', <RegisterPage />);
    await settle();
    const emailTab = screen.queryByRole('tab', { name: /ई-मेल/ });
    if (emailTab) fireEvent.click(emailTab);
    fireEvent.change(screen.getByLabelText('पूरा नाम'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('ई-मेल'), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText(/मोबाइल नंबर/), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('पासवर्ड'), { target: { value: 'a-password' } });
    const consent = screen.queryByRole('checkbox');
    if (consent) fireEvent.click(consent);
    await settle();
    fireEvent.submit(screen.getByLabelText('ई-मेल').closest('form') as HTMLFormElement);
    await settle();
    expect(await screen.findByText('इस ई-मेल से पहले से एक अकाउंट बना हुआ है')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/already exists/);
  });
});

describe('the same messages on English pages', () => {
  it('keep the API’s exact English', async () => {
    await tryCode(codeSent(), refusal(400, 'VALIDATION_ERROR', WRONG_CODE, 'code'));
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    cleanup();
    await tryCode(refusal(429, 'RATE_LIMITED', RESEND_WAIT));
    expect((await screen.findByRole('alert')).textContent).toBe(RESEND_WAIT);
    cleanup();
    answerWith({ '/users/password/reset': [refusal(400, 'VALIDATION_ERROR', LINK_REFUSED, 'token')] });
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'a-new-password' } });
    await settle();
    fireEvent.submit(screen.getByLabelText('New password').closest('form') as HTMLFormElement);
    await settle();
    expect((await screen.findByRole('alert')).textContent).toBe(LINK_REFUSED);
    expect(document.body.textContent).not.toMatch(DEVANAGARI);
  });
});
