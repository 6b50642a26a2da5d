import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, staffHomeFor } from './staff-home.ts';

describe('staff homes', () => {
  it('sends each staff role to its desk, admins to /admin', () => {
    expect(staffHomeFor({ roles: ['doctor'] })).toBe('/doctor-desk');
    expect(staffHomeFor({ roles: ['receptionist'] })).toBe('/reception');
    expect(staffHomeFor({ roles: ['pharmacist'] })).toBe('/pharmacist');
    expect(staffHomeFor({ roles: ['lab'] })).toBe('/lab-desk');
    expect(staffHomeFor({ roles: ['admin'] })).toBe('/admin');
  });

  it('picks the first staff role of several; patients have none', () => {
    expect(staffHomeFor({ roles: ['patient', 'lab', 'doctor'] })).toBe('/lab-desk');
    expect(staffHomeFor({ roles: ['patient'] })).toBeNull();
    expect(staffHomeFor(null)).toBeNull();
  });

  it('keeps the page a guard remembered, else lands staff on their home', () => {
    expect(landingAfterSignIn('/orders', { roles: ['doctor'] })).toBe('/orders');
    expect(landingAfterSignIn('/', { roles: ['doctor'] })).toBe('/doctor-desk');
    expect(landingAfterSignIn('/', { roles: ['patient'] })).toBe('/');
  });
});
