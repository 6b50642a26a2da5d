// @vitest-environment jsdom
// A consultation in the patient's list names the doctor's specialty in the page's language (the call's
// specialtyHi, beside the API's English).
import type { Call } from '@arogya/contracts/calls';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { ConsultationRecord } from './consultation-record.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const CALL: Call = {
  id: 'call_1',
  callType: 'video',
  status: 'completed',
  doctor: {
    id: 'doc_001',
    name: 'Arjun Mehta',
    specialty: 'General Physician',
    specialtyHi: 'जनरल फिजिशियन',
    registrationNumber: 'KMC-81350',
    registrationCouncil: 'Karnataka Medical Council',
  },
  patient: { id: 'usr_1', name: 'Priya Sharma' },
  reason: null,
  appointmentId: null,
  initiatedBy: 'patient',
  createdAt: '2026-11-28T04:30:00.000Z',
  ringExpiresAt: '2026-11-28T04:31:00.000Z',
  startedAt: '2026-11-28T04:30:20.000Z',
  endedAt: '2026-11-28T04:42:20.000Z',
  durationSeconds: 720,
  endedBy: 'doctor',
  prescriptionId: null,
};

const show = () =>
  render(
    <MemoryRouter>
      <ConsultationRecord call={CALL} as="patient" now={new Date('2026-11-28T06:00:00.000Z')} />
    </MemoryRouter>,
  );

describe("a consultation's record", () => {
  it('names the specialty in English on an English page', () => {
    show();
    expect(screen.getByText('General Physician')).toBeTruthy();
  });

  it('names the specialty in Hindi on a Hindi page', async () => {
    await inHindi('calls');
    show();
    expect(screen.getByText('जनरल फिजिशियन')).toBeTruthy();
    expect(screen.queryByText('General Physician')).toBeNull();
  });
});
