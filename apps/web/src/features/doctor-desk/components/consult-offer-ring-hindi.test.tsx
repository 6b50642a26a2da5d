// @vitest-environment jsdom
// Consult now's request ringing on a doctor's desk (/hi/doctor-desk), in Hindi: the specialty is the Hindi name
// the offer carries (ConsultOffer.specialtyHi), not the English one; on an English desk it reads as before.
import type { ServerNotificationMessage } from '@arogya/contracts/calls';
import type { ConsultOffer } from '@arogya/contracts/consult-now';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { loadCatalogs } from '../../../lib/i18n/catalogs.ts';
import { activate } from '../../../lib/i18n/start-i18n.ts';
import { ConsultOfferRing } from './consult-offer-ring.tsx';

let deliver: ((message: ServerNotificationMessage) => void) | null = null;
vi.mock('../../../lib/notifications-socket.ts', () => ({
  connectCallNotifications: (_token: string, onMessage: (message: ServerNotificationMessage) => void) => {
    deliver = onMessage;
    return () => {
      deliver = null;
    };
  },
}));
vi.mock('../../../lib/ring-tone.ts', () => ({ startRingTone: () => ({ stop: () => {} }) }));

const offer = (): ConsultOffer => ({
  requestId: 'cnr_1',
  reference: 'CN-1001',
  specialty: 'Dermatology',
  specialtyHi: 'त्वचा रोग विशेषज्ञ',
  patientAge: 34,
  patientSex: 'female',
  problem: 'Itchy rash on both arms since Monday',
  photoIds: [],
  offeredAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30_000).toISOString(),
});

beforeEach(() => {
  useAuthStore.setState({ token: 'tkn' });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  activate('en');
});

async function ring() {
  render(
    <MemoryRouter>
      <ConsultOfferRing />
    </MemoryRouter>,
  );
  expect(deliver).not.toBeNull();
  await act(async () => deliver?.({ type: 'consult-offer', offer: offer() } as ServerNotificationMessage));
  return screen.getByRole('heading', { level: 2 });
}

describe("consult now's offer on the doctor's desk", () => {
  it('names the specialty in Hindi on a Hindi desk', async () => {
    activate('hi');
    await loadCatalogs(['app', 'shared', 'doctor-desk']);
    const heading = await ring();
    expect(heading.textContent).toMatch(/ · त्वचा रोग विशेषज्ञ$/);
    expect(heading.textContent).not.toContain('Dermatology');
  });

  it('names it in English on an English desk', async () => {
    const heading = await ring();
    expect(heading.textContent).toBe('Consult now · Dermatology');
  });
});
