import type { Appointment } from '@arogya/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { appointmentIcs } from './appointment-ics.ts';

const appointment = {
  id: 'apt-1',
  title: 'Clinic visit with Dr. Arjun Mehta',
  doctor: {
    id: 'doc_001',
    name: 'Arjun Mehta',
    image: '',
    specialty: 'General Physician',
    qualification: 'MBBS',
  },
  clinic: {
    id: 'cln_001',
    name: 'Arogya Family Clinic',
    address: '14, 80 Feet Road, 4th Block, Koramangala, Bengaluru - 560034',
    city: 'Bengaluru',
    phone: '9880012345',
  },
  patient: { id: 'p', name: 'Priya Sharma', phone: '9876543210', age: null, gender: null },
  startsAt: '2026-11-24T05:30:00.000Z',
  endsAt: '2026-11-24T06:30:00.000Z',
  date: '2026-11-24',
  time: '11:00',
  endTime: '12:00',
  consultationType: 'in-person',
  status: 'booked',
  rescheduleCount: 1,
} as Appointment;

describe('appointment calendar file', () => {
  const ics = appointmentIcs(appointment, new Date('2026-11-21T08:00:00Z'));
  const unfolded = ics.replace(/\r\n /g, '');

  it('is one VEVENT with UTC times and CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(unfolded).toContain('DTSTART:20261124T053000Z');
    expect(unfolded).toContain('DTEND:20261124T063000Z');
    expect(unfolded).toContain('DTSTAMP:20261121T080000Z');
    expect(unfolded).toContain('UID:apt-1@arogya.in');
    expect(unfolded).toContain('SEQUENCE:1');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('escapes commas and folds long lines at 75 octets', () => {
    expect(unfolded).toContain('LOCATION:Arogya Family Clinic\\, 14\\, 80 Feet Road');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
