import type { AppRouter } from '@hairsalon/api';
import type { inferOutput, TRPCOptionsProxy } from '@trpc/tanstack-react-query';

type Api = TRPCOptionsProxy<AppRouter>;

/** What the booking screens receive from the API (router outputs, never retyped). */
export type Slot = inferOutput<Api['schedule']['byStylistAndDate']>[number];
export type BookingView = inferOutput<Api['booking']['listForCustomer']>[number];
export type BookingService = inferOutput<Api['service']['list']>[number];
export type BookingStylist = inferOutput<Api['stylist']['list']>[number];
export type WaitlistEntry = inferOutput<Api['waitlist']['mine']>[number];
