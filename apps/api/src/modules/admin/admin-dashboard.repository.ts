// The platform's figures per Asia/Kolkata day (docs/product-rules.md#platform-dashboard): one statement,
// each figure a range scan of its own index (appointments_created_idx, orders_created_total_idx read
// alone, calls_answered_idx), grouped by the day in India (UTC+05:30 all year: no daylight saving).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type DayRow = {
  date: string;
  bookings: number;
  orders: number;
  revenue: number;
  consultations: number;
};

/** Orders that bring no revenue: not paid yet, or cancelled or returned. */
const NO_REVENUE = ['awaiting_payment', 'cancelled', 'returned'];

export function createAdminDashboardRepository(db: Db) {
  return {
    async perDay(firstDay: string, lastDay: string, start: Date, end: Date): Promise<DayRow[]> {
      const ist = (column: string) =>
        sql.raw(`((${column} at time zone 'UTC') + interval '5 hours 30 minutes')::date`);
      const result = (await db.execute(sql`
        with days as (
          select d::date as day from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') d
        ),
        b as (
          select ${ist('created_at')} as day, count(*)::int as n from appointments
          where created_at >= ${start} and created_at < ${end} group by 1
        ),
        o as (
          select ${ist('created_at')} as day, count(*)::int as n,
            coalesce(sum(total_paise) filter (where status not in (${sql.join(
              NO_REVENUE.map((s) => sql`${s}`),
              sql`, `,
            )})), 0)::bigint as revenue
          from orders where created_at >= ${start} and created_at < ${end} group by 1
        ),
        c as (
          select ${ist('answered_at')} as day, count(*)::int as n from calls
          where answered_at >= ${start} and answered_at < ${end} group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(b.n, 0) as bookings, coalesce(o.n, 0) as orders,
          coalesce(o.revenue, 0) as revenue, coalesce(c.n, 0) as consultations
        from days left join b using (day) left join o using (day) left join c using (day)
        order by days.day`)) as unknown as { rows: DayRow[] };
      return result.rows.map((r) => ({
        date: r.date,
        bookings: Number(r.bookings),
        orders: Number(r.orders),
        revenue: Number(r.revenue),
        consultations: Number(r.consultations),
      }));
    },
  };
}
export type AdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>;
