// The messaging stand-ins of the e2e server (scripts/e2e-server.mjs): their combined inbox (GET /messages,
// newest first) and its controls (POST /control/<channel>/fail), and what the runner does in quiet hours.
import { type APIRequestContext, expect } from '@playwright/test';

const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const STAND_IN_INBOX = `http://127.0.0.1:${APP_PORT + 1002}`;

export type InboxEntry = {
  id: number;
  channel: 'sms' | 'whatsapp' | 'email' | 'push';
  to: string;
  template: string | null;
  text: string;
  subject?: string;
  time: string;
};

/** What the stand-ins received to one address (newest first). */
export async function inboxTo(api: APIRequestContext, to: string): Promise<InboxEntry[]> {
  const res = await api.get(`${STAND_IN_INBOX}/messages?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** Waits until the stand-ins hold the messages `pick` chooses to the addresses, and returns them. */
export async function waitForInbox(
  api: APIRequestContext,
  addresses: string[],
  pick: (entry: InboxEntry) => boolean,
  count: number,
): Promise<InboxEntry[]> {
  let found: InboxEntry[] = [];
  await expect
    .poll(
      async () => {
        found = (await Promise.all(addresses.map((a) => inboxTo(api, a)))).flat().filter(pick);
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Makes one provider refuse its next `count` messages with `status` (an HTTP status, or an SMTP code). */
export async function failNext(
  api: APIRequestContext,
  channel: 'sms' | 'whatsapp' | 'email' | 'push',
  count: number,
  status: number,
) {
  const res = await api.post(`${STAND_IN_INBOX}/control/${channel}/fail`, { data: { count, status } });
  expect(res.ok()).toBe(true);
}

/** 21:00-08:00 in India: messages that can wait are held until 08:00 (docs/product-rules.md#notifications). */
export function inQuietHours(now = new Date()): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(
      now,
    ),
  );
  return hour >= 21 || hour < 8;
}
