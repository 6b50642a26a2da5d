// The settings form's rules: why a channel is off, and promotions only with the agreement.
import type { NotificationPreferences } from '@arogya/contracts/notifications';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_NEEDED,
  initialChoices,
  preferencesInput,
  toggle,
  unavailableReason,
} from './preference-form.ts';

const preferences: NotificationPreferences = {
  categories: [
    {
      category: 'appointments',
      label: 'Appointments and consultations',
      transactional: true,
      channels: ['email', 'in_app'],
    },
    { category: 'promotions', label: 'Offers and health tips', transactional: false, channels: [] },
  ],
  availableChannels: ['email', 'in_app'],
  promotionsConsent: null,
  quietHours: { start: '21:00', end: '08:00', timeZone: 'Asia/Kolkata' },
};

describe('unavailableReason', () => {
  it('says why a channel cannot be chosen, and nothing for one that can', () => {
    const available = preferences.availableChannels;
    expect(unavailableReason('email', available, false)).toBeNull();
    expect(unavailableReason('sms', available, false)).toBe('SMS is not set up on this server');
    expect(unavailableReason('whatsapp', available, false)).toBe('WhatsApp is not set up on this server');
    expect(unavailableReason('push', available, true)).toBe('Allow browser notifications first');
    expect(unavailableReason('push', available, false)).toBe(
      'Browser notifications are not set up on this server',
    );
  });
});

describe('preferencesInput', () => {
  it('sends every category with its channels and the agreement', () => {
    const choices = toggle(initialChoices(preferences), 'appointments', 'email', false);
    expect(preferencesInput(choices, false)).toEqual({
      ok: true,
      input: {
        categories: [
          { category: 'appointments', channels: ['in_app'] },
          { category: 'promotions', channels: [] },
        ],
        promotionsConsent: false,
        promotionsConsentLanguage: 'en',
      },
    });
  });

  it('refuses promotions without the agreement, and sends them with it', () => {
    const choices = toggle(initialChoices(preferences), 'promotions', 'email', true);
    expect(preferencesInput(choices, false)).toEqual({ ok: false, error: CONSENT_NEEDED.message });
    const sent = preferencesInput(choices, true);
    expect(sent.ok && sent.input.categories[1]).toEqual({ category: 'promotions', channels: ['email'] });
    expect(sent.ok && sent.input.promotionsConsent).toBe(true);
  });

  it('says the agreement was read in Hindi on a Hindi page, so its Hindi words are recorded', () => {
    const choices = toggle(initialChoices(preferences), 'promotions', 'email', true);
    const sent = preferencesInput(choices, true, 'hi');
    expect(sent.ok && sent.input.promotionsConsentLanguage).toBe('hi');
  });
});
