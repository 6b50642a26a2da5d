// @vitest-environment jsdom
// The lab checkout's patient and address steps on the page's own form (lab-checkout-form.ts): a refused
// submit shows each error under its field as every form does, a family member fills the patient's details,
// back to me drops the name's error, digits-only fields, and the booking a completed form makes.
import type { FamilyMemberList } from '@arogya/contracts/health-card';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { familyMembersKey } from '../../../lib/api/family-members.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
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

function renderSteps(onBooking = vi.fn<OnBooking>()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(familyMembersKey, family);
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
    expect(await screen.findByText(AGE_MISSING)).toBeTruthy();
    expect(screen.getByText(SEX_MISSING)).toBeTruthy();
    expect(screen.getByText('Choose an address')).toBeTruthy();
    expect(screen.getByLabelText('Age (years)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Female' }).getAttribute('aria-invalid')).toBe('true');
    expect(onBooking).not.toHaveBeenCalled();

    // Fixed fields lose their errors as they are fixed, as in every form.
    type('Age (years)', '52');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await waitFor(() => expect(screen.queryByText(AGE_MISSING)).toBeNull());
    expect(screen.queryByText(SEX_MISSING)).toBeNull();
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

  it("fills a family member's details, and books for them with the typed address", async () => {
    const { onBooking } = renderSteps();
    fireEvent.change(screen.getByLabelText('For'), { target: { value: 'member_1' } });
    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Kamala Pillai');
    expect((screen.getByLabelText('Age (years)') as HTMLInputElement).value).toBe('68');
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Someone else/ }) as HTMLInputElement).checked).toBe(true);
    // The member's own details stand: me or someone else is not a choice for them.
    expect(screen.getByRole('radio', { name: /^Me/ }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('group', { name: 'Who is the test for?' }).hasAttribute('disabled')).toBe(true);
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
