import { z } from 'zod';

/** The dashboard's periods: today, or the last 7 or 30 days including today (days in the site's time zone). */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export const dashboardRangeSchema = z.enum(DASHBOARD_RANGES);
export type DashboardRange = z.infer<typeof dashboardRangeSchema>;

export const dashboardQuerySchema = z.object({ range: dashboardRangeSchema.default('7d') });

/** A 2-decimal amount summed by the database ("1234567.50"), never a float. */
const amountSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** The figures of one day, or of the whole period. */
export const dashboardFiguresSchema = z.object({
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositAmount: amountSchema,
  deposits: z.number().int(),
  depositAmount: amountSchema,
  withdrawals: z.number().int(),
  withdrawalAmount: amountSchema,
  bets: z.number().int(),
  betAmount: amountSchema,
  winAmount: amountSchema,
  /** Gross gaming revenue: bets less wins. */
  ggr: amountSchema,
  /** Members with at least one real-money bet (in the period: distinct over all its days). */
  activePlayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = dashboardFiguresSchema.extend({ date: z.iso.date() });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardResponseSchema = z.object({
  range: dashboardRangeSchema,
  /** The IANA zone the days are counted in. */
  timeZone: z.string(),
  currency: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  totals: dashboardFiguresSchema,
  /** One entry per day, oldest first, days without activity included. */
  days: z.array(dashboardDaySchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
