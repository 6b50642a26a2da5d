// @vitest-environment jsdom
// The booking page's doctor names the specialty in the page's language, as the doctor listing does
// (DoctorCard, localName): 'त्वचा रोग विशेषज्ञ' on a Hindi page, 'Dermatology' on an English one.
import type { DoctorDetail } from '@arogya/contracts/doctors';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { DoctorSummary } from './doctor-summary.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const DOCTOR = {
  id: 'doc_009',
  name: 'Lakshmi Rao',
  image: '',
  feePaise: 80_000,
  doctorId: {
    specialization: {
      id: 'spc_dermatology',
      name: 'Dermatology',
      nameHi: 'त्वचा रोग विशेषज्ञ',
      icon: 'scan-face',
    },
  },
  clinic: { name: 'Jayanagar Health Centre', area: 'Jayanagar', city: 'Bengaluru' },
} as unknown as DoctorDetail;

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <DoctorSummary doctor={DOCTOR} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('DoctorSummary', () => {
  it('names the specialty in Hindi on a Hindi page', async () => {
    await inHindi('appointments');
    show();
    expect(screen.getByText('त्वचा रोग विशेषज्ञ')).toBeTruthy();
    expect(screen.queryByText('Dermatology')).toBeNull();
  });

  it('names it in English on an English page', () => {
    show();
    expect(screen.getByText('Dermatology')).toBeTruthy();
  });
});
