import type { AppRouter } from '@hairsalon/api';
import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';

type Api = TRPCOptionsProxy<AppRouter>;

/** What the dashboard receives from the API (router outputs, never retyped); amounts in dollars. */
export type DashboardTotals = inferOutput<Api['dashboard']['totals']>;
export type MonthlyRevenue = inferOutput<Api['dashboard']['monthlyRevenue']>;
export type RecentSales = inferOutput<Api['dashboard']['recentSales']>;
export type RecentSale = RecentSales['sales'][number];
