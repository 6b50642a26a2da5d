// The platform dashboard: bookings (doctor appointments made), medicine orders placed, their revenue
// (orders not awaiting payment, cancelled or returned; paise) and consultations (calls answered), for each of
// the last 30 days in Asia/Kolkata, today included (docs/product-rules.md#platform-dashboard).
import { DASHBOARD_DAYS, type PlatformDay } from '@arogya/contracts/admin';
import { addDays, dayBounds, todayIn } from '../../lib/zoned-time.ts';
import type { AdminDeps } from './admin-deps.ts';

export async function getPlatformDashboard(deps: AdminDeps, now: Date): Promise<PlatformDay[]> {
  const lastDay = todayIn(now);
  const firstDay = addDays(lastDay, -(DASHBOARD_DAYS - 1));
  const rows = await deps.dashboard.perDay(
    firstDay,
    lastDay,
    dayBounds(firstDay).start,
    dayBounds(lastDay).end,
  );
  return rows.map((r) => ({
    date: r.date,
    bookings: r.bookings,
    orders: r.orders,
    revenuePaise: r.revenue,
    consultations: r.consultations,
  }));
}
