import type { AppRouter } from '@hairsalon/api';
import { addSalonDays, salonToday } from '@hairsalon/shared';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { type BookingChange, changeTouches, invalidateForEvent, isLiveQuery, reopensAfter } from './live-bookings';

// The keys the screens really use, from the same options proxy (nothing is sent: the client is never called).
const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({ links: [httpLink({ url: 'http://localhost/trpc' })] }),
  queryClient: new QueryClient(),
});

const today = salonToday();
const tomorrow = addSalonDays(today, 1);
const nextWeek = addSalonDays(today, 7);
const change = (overrides: Partial<BookingChange> = {}): BookingChange => ({
  kind: 'change',
  bookingId: 5,
  stylistIds: [11],
  locationIds: [1],
  days: [tomorrow],
  statusId: 'S2',
  ...overrides,
});

describe('changeTouches: which reads a booking change refetches', () => {
  it('a calendar whose days hold the change’s day, not one of other days', () => {
    expect(changeTouches(change(), trpc.frontDesk.calendar.queryKey({ date: tomorrow, days: 1 }))).toBe(true);
    expect(changeTouches(change(), trpc.frontDesk.calendar.queryKey({ date: today, days: 7 }))).toBe(true);
    expect(changeTouches(change(), trpc.frontDesk.calendar.queryKey({ date: today, days: 1 }))).toBe(false);
    expect(changeTouches(change(), trpc.frontDesk.calendar.queryKey({ date: nextWeek, days: 7 }))).toBe(false);
  });

  it('a move refetches both the day it left and the day it went to', () => {
    const moved = change({ days: [nextWeek, tomorrow] });
    expect(changeTouches(moved, trpc.frontDesk.calendar.queryKey({ date: tomorrow, days: 1 }))).toBe(true);
    expect(changeTouches(moved, trpc.frontDesk.calendar.queryKey({ date: nextWeek, days: 1 }))).toBe(true);
    expect(changeTouches(moved, trpc.booking.listByDate.queryKey({ date: nextWeek }))).toBe(true);
  });

  it('the staff’s and the stylist’s lists of that day', () => {
    expect(changeTouches(change(), trpc.booking.listByDate.queryKey({ date: tomorrow }))).toBe(true);
    expect(changeTouches(change(), trpc.booking.listByDate.queryKey({ date: today }))).toBe(false);
    expect(changeTouches(change(), trpc.booking.listForStylist.queryKey({ date: tomorrow }))).toBe(true);
    expect(changeTouches(change(), trpc.booking.listForStylist.queryKey({ date: today }))).toBe(false);
  });

  it('the stylist’s slots and free starts of that day, not another stylist’s', () => {
    expect(changeTouches(change(), trpc.schedule.byStylistAndDate.queryKey({ stylistId: 11, date: tomorrow }))).toBe(true);
    expect(changeTouches(change(), trpc.schedule.byStylistAndDate.queryKey({ stylistId: 12, date: tomorrow }))).toBe(false);
    expect(changeTouches(change(), trpc.booking.freeStarts.queryKey({ stylistId: 11, date: tomorrow, serviceIds: [1] }))).toBe(true);
    expect(changeTouches(change(), trpc.booking.freeStarts.queryKey({ stylistId: 11, date: today, serviceIds: [1] }))).toBe(false);
  });

  it('the time-off list and the options of moving that booking; never a customer’s own list or the dashboard', () => {
    expect(changeTouches(change(), trpc.timeOff.list.queryKey())).toBe(true);
    expect(changeTouches(change(), trpc.booking.rescheduleOptions.queryKey({ bookingId: 5, stylistId: 12, date: today }))).toBe(true);
    expect(changeTouches(change(), trpc.booking.rescheduleOptions.queryKey({ bookingId: 6, stylistId: 12, date: today }))).toBe(false);
    expect(changeTouches(change(), trpc.booking.listForCustomer.queryKey())).toBe(false);
    expect(changeTouches(change(), trpc.dashboard.pathKey())).toBe(false);
  });

  it('ready and resync refetch every booking read and nothing else', () => {
    expect(isLiveQuery(trpc.frontDesk.calendar.queryKey({ date: today, days: 1 }))).toBe(true);
    expect(isLiveQuery(trpc.booking.listByDate.queryKey({ date: today }))).toBe(true);
    expect(isLiveQuery(trpc.service.list.queryKey())).toBe(false);
    expect(isLiveQuery(['not', 'a', 'trpc', 'key'])).toBe(false);
  });
});

describe('invalidateForEvent', () => {
  it('marks stale exactly the queries a change touches', async () => {
    const queryClient = new QueryClient();
    const touched = trpc.booking.listByDate.queryKey({ date: tomorrow });
    const untouched = trpc.booking.listByDate.queryKey({ date: today });
    const services = trpc.service.list.queryKey();
    for (const key of [touched, untouched, services]) queryClient.setQueryData(key, []);

    await invalidateForEvent(queryClient, change());
    expect(queryClient.getQueryState(touched)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(untouched)?.isInvalidated).toBe(false);

    await invalidateForEvent(queryClient, { kind: 'resync' });
    expect(queryClient.getQueryState(untouched)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(services)?.isInvalidated).toBe(false);
  });
});

describe('reopensAfter: a stream that ended for good is opened again only while the page is signed in', () => {
  const refusal = (code: string, httpStatus: number, reason: string | null) =>
    TRPCClientError.from({ error: { code: -32001, message: 'refused', data: { code, httpStatus, reason } } });

  it('not after its session ended (the refresh was refused and the page is signing out), nor for a deactivated account', () => {
    expect(reopensAfter(refusal('UNAUTHORIZED', 401, 'session.unauthenticated'), false)).toBe(false);
    expect(reopensAfter(refusal('UNAUTHORIZED', 401, 'login.inactive'), true)).toBe(false);
  });

  it('after a failure the session survives (a server error), a few seconds later', () => {
    expect(reopensAfter(refusal('SERVICE_UNAVAILABLE', 503, null), true)).toBe(true);
  });
});
