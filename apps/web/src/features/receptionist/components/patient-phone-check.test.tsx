// @vitest-environment jsdom
// A walk-in's number verified at the desk: a code by SMS to the number on the account, the code the patient
// reads out typed in, a wrong code shown on the code box, and the verified state once it is right.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PatientPhoneCheck } from './patient-phone-check.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const fetchMock = vi.fn<typeof fetch>();
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the desk's check of a walk-in's number", () => {
  it('sends a code, shows a wrong code on the box, and says verified when it is right', async () => {
    const onVerified = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PatientPhoneCheck patientId="p1" verified={false} onVerified={onVerified} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Mobile number not verified' })).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        result: { to: '+91 98•••••210', channel: 'sms', resendInSeconds: 30, expiresInSeconds: 600 },
        message: 'Code sent',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await settle();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/receptionist\/patients\/p1\/phone$/);
    expect(screen.getByText('+91 98•••••210')).toBeTruthy();

    const box = screen.getByLabelText('Code the patient reads out');
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    await settle();
    expect(screen.getByText('Enter the 6-digit code')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(
      json(400, {
        success: false,
        code: 'INVALID_INPUT',
        message: 'That code is not right. 4 tries left.',
        details: [{ field: 'code', message: 'That code is not right. 4 tries left.' }],
      }),
    );
    fireEvent.change(box, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    await settle();
    expect(screen.getByText('That code is not right. 4 tries left.')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(200, { success: true, result: { phoneVerified: true } }));
    fireEvent.change(box, { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    await settle();
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({ code: '482913' });
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('says the number is verified once it is', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PatientPhoneCheck patientId="p1" verified onVerified={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Mobile number verified')).toBeTruthy();
  });
});
