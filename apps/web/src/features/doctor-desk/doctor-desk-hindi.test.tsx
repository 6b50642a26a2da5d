// @vitest-environment jsdom
// The doctor's desk in Hindi (a staff member whose account language is Hindi): its catalog
// (src/locales/doctor-desk/hi.po) turns the desk's English into Hindi.
import type { Leave } from '@arogya/contracts/doctors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { deskKeys } from './api/desk-keys.ts';
import { DutyPanel } from './components/duty-panel.tsx';
import { LeaveManager } from './components/leave-manager.tsx';
import { closeState } from './desk-filters.ts';
import { cannotTurnOnText } from './presence-text.ts';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe("the doctor's desk in Hindi", () => {
  beforeEach(() => inHindi('doctor-desk'));
  afterEach(() => {
    cleanup();
    backToEnglish();
  });

  it('asks the doctor to go on duty in Hindi', () => {
    render(<DutyPanel />);
    expect(screen.getByRole('heading', { name: 'मरीज़ों की कॉल इस पेज पर बजती हैं' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ड्यूटी पर आएँ' })).toBeTruthy();
    expect(screen.queryByText('Go on duty')).toBeNull();
  });

  it('shows the leave tab in Hindi', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData<Leave[]>(deskKeys.leaves, []);
    render(
      <QueryClientProvider client={client}>
        <LeaveManager />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'आपकी छुट्टियाँ' })).toBeTruthy();
    expect(screen.getByText('कोई छुट्टी तय नहीं है।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'छुट्टी जोड़ें' })).toBeTruthy();
    expect(screen.getByLabelText('कारण (वैकल्पिक)')).toBeTruthy();
  });

  it('says in Hindi why an appointment cannot be closed yet', () => {
    const state = closeState(
      { status: 'booked', startsAt: '2099-01-01T04:30:00.000Z', date: '2099-01-01', time: '10:00' },
      new Date('2026-11-28T05:00:00.000Z'),
      '2026-11-28',
    );
    expect(state.kind === 'wait' && state.reason).toMatch(/^शुरू होने के बाद ही बंद किया जा सकता है/);
  });

  it("reads the API's reason why consult now cannot be turned on in Hindi", () => {
    expect(
      cannotTurnOnText(
        'You can be available for instant consultations inside your working hours, when not on leave.',
      ),
    ).toBe('आप अपने काम के घंटों में, छुट्टी न होने पर, तुरंत परामर्श के लिए उपलब्ध हो सकते हैं।');
    expect(cannotTurnOnText('Consult now is not offered for Dermatology yet.')).toBe(
      "Dermatology के लिए 'तुरंत परामर्श' की सुविधा अभी उपलब्ध नहीं है।",
    );
  });
});
