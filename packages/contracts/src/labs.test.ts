import { describe, expect, it } from 'vitest';
import {
  CreateLabBookingRequest,
  isLabCategorySlug,
  LabStatusRequest,
  LabTestListQuery,
  UpdateLabMenuItemRequest,
} from './labs.ts';

const booking = {
  itemIds: ['lt_hba1c'],
  patient: { for: 'self', age: 34, sex: 'female' },
  addressId: 'addr_1',
  labId: 'lab_1',
  date: '2026-11-25',
  slot: '07:00',
  paymentMethod: 'pay_at_collection',
};

describe('lab contracts', () => {
  it('accepts a booking with a saved address and refuses one with both or neither', () => {
    expect(CreateLabBookingRequest.safeParse(booking).success).toBe(true);
    const { addressId: _, ...neither } = booking;
    expect(CreateLabBookingRequest.safeParse(neither).success).toBe(false);
    const both = {
      ...booking,
      address: {
        name: 'Priya Sharma',
        phone: '9876543210',
        line1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pinCode: '560001',
      },
    };
    expect(CreateLabBookingRequest.safeParse(both).success).toBe(false);
  });

  it('never reads a price from the browser', () => {
    const parsed = CreateLabBookingRequest.safeParse({ ...booking, totalPaise: 1 });
    expect(parsed.success).toBe(false);
  });

  it('needs a name for someone else and refuses a repeated test', () => {
    expect(
      CreateLabBookingRequest.safeParse({ ...booking, patient: { for: 'other', age: 60, sex: 'male' } })
        .success,
    ).toBe(false);
    expect(CreateLabBookingRequest.safeParse({ ...booking, itemIds: ['a', 'a'] }).success).toBe(false);
  });

  it('reads listing filters from the query string', () => {
    const q = LabTestListQuery.parse({ fasting: 'true', page: '2', category: 'thyroid' });
    expect(q).toMatchObject({ fasting: true, page: 2, limit: 12, category: 'thyroid' });
    expect(LabTestListQuery.safeParse({ category: 'nope' }).success).toBe(false);
  });

  it('upper-cases a barcode and needs a reason to cancel', () => {
    expect(LabStatusRequest.parse({ status: 'sample_collected', barcode: 'ar-123456' })).toEqual({
      status: 'sample_collected',
      barcode: 'AR-123456',
    });
    expect(LabStatusRequest.safeParse({ status: 'cancelled' }).success).toBe(false);
  });

  it('needs something to update', () => {
    expect(UpdateLabMenuItemRequest.safeParse({ itemId: 'x' }).success).toBe(false);
    expect(UpdateLabMenuItemRequest.safeParse({ itemId: 'x', active: false }).success).toBe(true);
  });

  it('knows the footer category slugs', () => {
    for (const slug of ['diabetes', 'thyroid', 'vitamin', 'full-body', 'women-health', 'cardiac']) {
      expect(isLabCategorySlug(slug)).toBe(true);
    }
    expect(isLabCategorySlug('hba1c')).toBe(false);
  });
});
