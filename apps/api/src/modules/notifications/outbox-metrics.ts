// The outbox's figures on /metrics (docs/ARCHITECTURE.md#metrics), read at scrape time from the database
// (outbox.repository.ts `backlog`): how many messages are due and not yet sent, by channel, and how long
// the oldest has waited. Database-wide: every instance on one database reports the same figures (take the
// max across instances, not the sum).
import { CHANNELS } from '@arogya/contracts/notifications';
import { registerGauge } from '../../lib/metrics.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** The runner's lanes (outbox.repository.ts LANES, set by notify.ts `laneOf`) as the metric names them. */
const LANE_NAMES: Record<number, string> = { 2: 'urgent', 1: 'timed', 0: 'other' };

/** Due messages counted at most per scrape: above it the figures say "at least this many", at a bounded cost. */
export const BACKLOG_COUNT_LIMIT = 10_000;

/** Registers the outbox's gauges; the returned function takes them off. */
export function registerOutboxMetrics(
  outbox: Pick<OutboxRepository, 'backlog'>,
  limit = BACKLOG_COUNT_LIMIT,
): () => void {
  type Backlog = Awaited<ReturnType<OutboxRepository['backlog']>>;
  // The gauges of one scrape are collected together: they share the reading under way.
  let reading: Promise<Backlog | undefined> | undefined;
  const read = () => {
    reading ??= outbox
      .backlog(limit)
      // A database that does not answer leaves the outbox's series out of the scrape, not the scrape failed.
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const stops = [
    registerGauge(
      'arogya_outbox_backlog',
      `Messages due and not yet sent (waiting, held past their time, failed and due again, being sent), by channel; counted up to ${limit} in all, so a sum of ${limit} means at least that many; database-wide`,
      async () => {
        const backlog = await read();
        if (!backlog) return [];
        return CHANNELS.map((channel) => ({
          labels: { channel },
          value: backlog.byChannel.get(channel) ?? 0,
        }));
      },
      ['channel'],
    ),
    registerGauge(
      'arogya_outbox_oldest_due_seconds',
      "Seconds since the oldest message due and not yet claimed fell due, by the runner's lane: urgent (join links, codes), timed (reminders), other (0 when none is); database-wide",
      async () => {
        const backlog = await read();
        if (!backlog) return [];
        return [...backlog.oldestDueSeconds].map(([priority, value]) => ({
          labels: { lane: LANE_NAMES[priority] ?? String(priority) },
          value,
        }));
      },
      ['lane'],
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
