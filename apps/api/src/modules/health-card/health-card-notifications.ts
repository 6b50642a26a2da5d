// What the health card tells its holder (docs/product-rules.md#notifications): bought (in the transaction that
// activates it), and expiring in 30 and 7 days (a daily job: `notifyExpiringCards`), unless a renewal already
// follows it.
import type { Db } from '../../db/client.ts';
import { addDays, todayIn } from '../../lib/zoned-time.ts';
import { dateText } from '../notifications/message-format.ts';
import type { Notify } from '../notifications/notify.ts';
import { type CardWithPlan, createHealthCardRepository } from './health-card.repository.ts';

/** Days before its last day that a card's holder is reminded. */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;

const lastDay = (validTo: string) => dateText(new Date(`${validTo}T12:00:00+05:30`));

export async function notifyCardBought(notify: Notify, tx: Db, card: CardWithPlan) {
  if (!card.validTo) return;
  await notify(tx, {
    kind: 'health_card_bought',
    eventKey: `health_card:${card.id}:bought`,
    recipientUserId: card.userId,
    data: { plan: card.plan.name, validUntil: lastDay(card.validTo) },
    link: '/healthcard',
  });
}

/** The daily job: each active card whose last day is 30 or 7 days away, not already renewed, reminds its holder
 * once (the event key names the card and the days). */
export async function notifyExpiringCards(db: Db, notify: Notify, now: Date): Promise<number> {
  const cards = createHealthCardRepository(db);
  const today = todayIn(now);
  let told = 0;
  for (const days of EXPIRY_REMINDER_DAYS) {
    for (const card of await cards.endingOn(addDays(today, days))) {
      await db.transaction(async (tx) => {
        await notify(tx, {
          kind: 'health_card_expiring',
          eventKey: `health_card:${card.id}:expiring:${days}`,
          recipientUserId: card.userId,
          data: { plan: card.plan.name, validUntil: lastDay(card.validTo as string), days },
          link: '/healthcard',
        });
      });
      told += 1;
    }
  }
  return told;
}
