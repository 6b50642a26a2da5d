// Every kind's message, by language: English (templates/en/) and Hindi (templates/hi/), with the same keys and
// the same slots. A message is rendered in its recipient's language (users.language; unset reads as English).
import type { Language } from '@arogya/contracts/languages';
import type { NotificationKind } from '@arogya/contracts/notifications';
import { account } from './en/account.ts';
import { appointments } from './en/appointments.ts';
import { healthCard } from './en/health-card.ts';
import { labTests } from './en/lab-tests.ts';
import { orders } from './en/orders.ts';
import { payments } from './en/payments.ts';
import { staff } from './en/staff.ts';
import { account as accountHi } from './hi/account.ts';
import { appointments as appointmentsHi } from './hi/appointments.ts';
import { healthCard as healthCardHi } from './hi/health-card.ts';
import { labTests as labTestsHi } from './hi/lab-tests.ts';
import { orders as ordersHi } from './hi/orders.ts';
import { payments as paymentsHi } from './hi/payments.ts';
import { staff as staffHi } from './hi/staff.ts';
import type { MessageTemplate } from './message-template.ts';

export const TEMPLATES: Record<Language, Record<NotificationKind, MessageTemplate>> = {
  en: { ...appointments, ...labTests, ...orders, ...payments, ...healthCard, ...account, ...staff },
  hi: {
    ...appointmentsHi,
    ...labTestsHi,
    ...ordersHi,
    ...paymentsHi,
    ...healthCardHi,
    ...accountHi,
    ...staffHi,
  },
};

/**
 * The key a language's SMS template is registered under with DLT and MSG91 (SMS_DLT_TEMPLATE_IDS,
 * MSG91_TEMPLATE_IDS): the kind for English, `<kind>:hi` for Hindi, whose text DLT registers as its own template.
 */
export const smsTemplateKey = (kind: string, language: Language): string =>
  language === 'en' ? kind : `${kind}:${language}`;
