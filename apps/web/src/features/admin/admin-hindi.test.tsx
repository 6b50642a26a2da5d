// @vitest-environment jsdom
// The admin console in Hindi (an admin whose account language is Hindi): its catalog
// (src/locales/admin/hi.po) turns the console's English into Hindi.
import { NOTIFICATION_KINDS } from '@arogya/contracts/notifications';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_NAMES } from '../../components/notification-labels.ts';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { ConsoleShell } from './components/console-shell.tsx';
import { ROLE_LABELS } from './components/role-names.ts';
import { KIND_NAMES } from './notification-kinds.ts';
import { emptyLogText } from './routes/admin-audit-log.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('the admin console in Hindi', () => {
  beforeEach(() => inHindi('admin'));
  afterEach(() => {
    cleanup();
    backToEnglish();
  });

  it('names the sections and roles in Hindi', () => {
    render(
      <MemoryRouter initialEntries={['/admin/users']}>
        <ConsoleShell title="यूज़र और भूमिकाएँ" intro="">
          <p>{ROLE_LABELS.receptionist}</p>
        </ConsoleShell>
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'एडमिन कंसोल' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'यूज़र और भूमिकाएँ' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'शिकायत अधिकारी' })).toBeTruthy();
    expect(screen.getByText('रिसेप्शनिस्ट')).toBeTruthy();
  });

  it('says in Hindi that the audit log is empty', () => {
    const filter = { actor: '', patient: '', action: '', from: '', to: '' };
    expect(emptyLogText(filter).title).toBe('अभी कुछ दर्ज नहीं');
  });

  it('names each kind of message and each channel in Hindi, never by its key', () => {
    for (const kind of NOTIFICATION_KINDS) expect(KIND_NAMES[kind], kind).toMatch(/[\u0900-\u097F]/);
    expect(new Set(NOTIFICATION_KINDS.map((kind) => KIND_NAMES[kind])).size).toBe(NOTIFICATION_KINDS.length);
    expect(KIND_NAMES.appointment_confirmed).toBe('अपॉइंटमेंट पक्का हुआ');
    expect(CHANNEL_NAMES.push).toBe('ब्राउज़र सूचनाएँ');
    expect(CHANNEL_NAMES.sms).toBe('SMS');
    expect(CHANNEL_NAMES.scheduled).toBe('तय समय पर: तब चुने गए चैनल');
  });
});
