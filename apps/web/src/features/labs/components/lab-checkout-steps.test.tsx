// @vitest-environment jsdom
// The lab checkout's patient and address steps on the page's own form (lab-checkout-form.ts): a refused
// submit shows each error under its field as every form does, who the test is for asked once (a family
// member's details are on record), back to me drops the name's error, digits-only fields, and the booking a completed form makes.
import type { FamilyMemberList } from '@arogya/contracts/health-card';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { familyMembersKey } from '../../../lib/api/family-members.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { labBookingsKey } from '../api/lab-keys.ts';
import { LabCheckoutAddress } from './lab-checkout-address.tsx';
import {
  AGE_MISSING,
  LAB_CHECKOUT_FIELDS,
  type LabCheckoutBooking,
  LabCheckoutForm,
  labCheckoutDefaults,
  SEX_MISSING,
} from './lab-checkout-form.ts';
import { LabCheckoutPatient } from './lab-checkout-patient.tsx';

afterEach(cleanup);

const family: FamilyMemberList = {
  members: [
    {
      id: 'member_1',
      name: 'Kamala Pillai',
      relation: 'mother',
      relationLabel: 'Mother',
      dateOfBirth: '1958-03-14',
      age: 68,
      sex: 'female',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  max: 6 as FamilyMemberList['max'],
};

type OnBooking = (booking: LabCheckoutBooking) => Promise<void> | void;

function Steps({ onBooking }: { onBooking: OnBooking }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(LabCheckoutForm),
    mode: 'onTouched',
    defaultValues: { ...labCheckoutDefaults('2026-11-25'), labId: 'lab_1', slot: '07:00' },
  });
  return (
    <FormProvider {...form}>
      <form
        // As routes/lab-checkout.tsx does with a refusal that is not a taken slot.
        onSubmit={form.handleSubmit(async (booking) => {
          try {
            await onBooking(booking);
          } catch (error) {
            setFormError(applyApiErrors(error, form.setError, LAB_CHECKOUT_FIELDS));
          }
        })}
        noValidate
      >
        <FormAlert message={formError} />
        <LabCheckoutPatient />
        <LabCheckoutAddress saved={[]} pending={false} error={null} />
        <button type="submit">Confirm booking</button>
      </form>
    </FormProvider>
  );
}

function renderSteps(onBooking = vi.fn<OnBooking>(), lastOwnBooking?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(familyMembersKey, family);
  if (lastOwnBooking)
    client.setQueryData([...labBookingsKey, 'list', { member: 'self', limit: 1 }], {
      success: true,
      result: [lastOwnBooking],
      pagination: { page: 1, limit: 1, total: 1, totalPages: 1 },
    });
  const router = createMemoryRouter([{ path: '/', element: <Steps onBooking={onBooking} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onBooking };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function typeAddress() {
  fireEvent.click(screen.getByRole('radio', { name: 'Enter an address' }));
  type('Contact name', 'Meera Pillai');
  type('Mobile number', '98450 12345');
  type('House number and street', '21, 5th Cross, Koramangala 4th Block');
  type('City', 'Bengaluru');
  type('State', 'Karnataka');
  type('Pin code', '560034');
}

describe('the lab checkout steps', () => {
  it('shows each error under its field after a refused submit, and books nothing', async () => {
    const { onBooking } = renderSteps();
    submit();
    expect(await screen.findByText(AGE_MISSING.message as string)).toBeTruthy();
    expect(screen.getByText(SEX_MISSING.message as string)).toBeTruthy();
    expect(screen.getByText('Choose an address')).toBeTruthy();
    expect(screen.getByLabelText('Age (years)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Female' }).getAttribute('aria-invalid')).toBe('true');
    expect(onBooking).not.toHaveBeenCalled();

    // Fixed fields lose their errors as they are fixed, as in every form.
    type('Age (years)', '52');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await waitFor(() => expect(screen.queryByText(AGE_MISSING.message as string)).toBeNull());
    expect(screen.queryByText(SEX_MISSING.message as string)).toBeNull();
  });

  it("starts 'Me' on the age and sex of my last booking for myself, aged since", async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    renderSteps(undefined, {
      date: yearAgo,
      patient: { for: 'self', name: 'Meera Pillai', age: 51, sex: 'female' },
    });
    await waitFor(() => expect((screen.getByLabelText('Age (years)') as HTMLInputElement).value).toBe('52'));
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps age, mobile and pin code to digits', () => {
    renderSteps();
    type('Age (years)', '5a27');
    expect((screen.getByLabelText('Age (years)') as HTMLInputElement).value).toBe('527');
    typeAddress();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9845012345');
  });

  it("asks someone else's name, and drops that error when it is for me again", async () => {
    renderSteps();
    fireEvent.click(screen.getByRole('radio', { name: /^Someone else/ }));
    submit();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Me/ }));
    await waitFor(() => expect(screen.queryByLabelText('Full name')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: /^Someone else/ }));
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
  });

  it('asks who the test is for once: me, each family member, or someone else', async () => {
    renderSteps();
    const who = await screen.findByRole('radiogroup', { name: 'Who is the test for?' });
    expect(
      within(who)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'MeThe account holder',
      'Kamala PillaiMother, 68 years',
      'Someone elseA relative or friend, by name',
    ]);
    expect(screen.getAllByText('Who is the test for?')).toHaveLength(1);
    expect(screen.queryByLabelText('For')).toBeNull();
  });

  it('books for a family member with their details on record and the typed address', async () => {
    const { onBooking } = renderSteps();
    fireEvent.click(await screen.findByRole('radio', { name: /^Kamala Pillai/ }));
    // Their name, age and sex are on record: nothing to type about them.
    expect(
      await screen.findByText('Kamala Pillai: 68 years, Female (from your family members).'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.queryByLabelText('Age (years)')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Female' })).toBeNull();
    typeAddress();
    submit();
    await waitFor(() => expect(onBooking).toHaveBeenCalledTimes(1));
    expect(onBooking.mock.calls[0]?.[0]).toMatchObject({
      forWhom: 'member_1',
      patient: { for: 'other', name: 'Kamala Pillai', age: 68, sex: 'female' },
      address: { name: 'Meera Pillai', phone: '9845012345', pinCode: '560034' },
      labId: 'lab_1',
      slot: '07:00',
    });

    // Back to me: age and sex are asked again, and the booking is mine.
    fireEvent.click(screen.getByRole('radio', { name: /^Me/ }));
    expect(((await screen.findByLabelText('Age (years)')) as HTMLInputElement).value).toBe('');
  });

  it("puts a refusal's details on the fields the request's paths name", async () => {
    renderSteps(
      vi.fn<OnBooking>(async () => {
        throw new ApiError(422, 'VALIDATION_ERROR', 'Please check the highlighted fields', [
          { field: 'address.pinCode', message: 'No partner lab collects at this pin code' },
          { field: 'patient.age', message: 'Age must be a whole number' },
        ]);
      }),
    );
    type('Age (years)', '52');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    typeAddress();
    submit();
    expect(await screen.findByText('No partner lab collects at this pin code')).toBeTruthy();
    expect(screen.getByLabelText('Pin code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Age must be a whole number')).toBeTruthy();
    // Every detail found its field: no message for the form as a whole.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
