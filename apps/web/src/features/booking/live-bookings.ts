import { isAccountInactive } from '@hairsalon/client';
import { addSalonDays, type BookingChange, type BookingChangeEvent } from '@hairsalon/shared';

export type { BookingChange, BookingChangeEvent };

import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPCClient } from '../api/trpc';
import { readAccessToken } from '../auth/session-storage';

/** The reads a booking change can alter: the desk's calendar, the booking lists, slots and free starts, time off. */
const LIVE_AREAS = new Set(['frontDesk', 'booking', 'schedule', 'timeOff']);

type Input = Record<string, unknown>;
const numberIn = (input: Input, name: string): number | undefined =>
  typeof input[name] === 'number' ? (input[name] as number) : undefined;

/** A tRPC query key's procedure path ('frontDesk.calendar') and input. */
function procedureOf(queryKey: readonly unknown[]): { path: string; input: Input } | null {
  const [path, meta] = queryKey;
  if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) return null;
  const input = (meta as { input?: unknown } | undefined)?.input;
  return { path: path.join('.'), input: input && typeof input === 'object' ? (input as Input) : {} };
}

/** Whether a query is one whose answer may change with bookings at all (what `ready` and `resync` refetch). */
export function isLiveQuery(queryKey: readonly unknown[]): boolean {
  const procedure = procedureOf(queryKey);
  return procedure !== null && LIVE_AREAS.has(procedure.path.split('.')[0] ?? '');
}

/**
 * Whether a change alters the answer of the query with this key: a calendar whose days hold one of the change's
 * days, a day's booking list (staff's or a stylist's) of one of them, a stylist's slots or free starts of that day,
 * the options of a move to that stylist and day or of that booking, and the time-off list (it names the bookings in
 * time off). Anything else (a customer's own list, the dashboard) is left alone.
 */
export function changeTouches(change: BookingChange, queryKey: readonly unknown[]): boolean {
  const procedure = procedureOf(queryKey);
  if (!procedure) return false;
  const { path, input } = procedure;
  const date = numberIn(input, 'date');
  const onDay = date !== undefined && change.days.includes(date);
  const stylistId = numberIn(input, 'stylistId');
  const ofStylist = stylistId === undefined || change.stylistIds.includes(stylistId);
  switch (path) {
    case 'frontDesk.calendar': {
      if (date === undefined) return true;
      const end = addSalonDays(date, numberIn(input, 'days') ?? 1);
      return change.days.some((day) => day >= date && day < end);
    }
    case 'booking.listByDate':
    case 'booking.listForStylist':
      return onDay && ofStylist;
    case 'schedule.byStylistAndDate':
    case 'booking.freeStarts':
      return onDay && ofStylist;
    case 'booking.rescheduleOptions':
      return numberIn(input, 'bookingId') === change.bookingId || (onDay && ofStylist);
    case 'timeOff.list':
      return true;
    default:
      return false;
  }
}

/** Refetches (marks stale) what an event alters: for `ready` and `resync`, every live query. */
export function invalidateForEvent(queryClient: QueryClient, event: BookingChangeEvent): Promise<void> {
  const predicate =
    event.kind === 'change' ? (query: Query) => changeTouches(event, query.queryKey) : (query: Query) => isLiveQuery(query.queryKey);
  return queryClient.invalidateQueries({ predicate });
}

/** How long to wait before opening the stream again after it failed for good (a server error). */
const RETRY_MS = 5_000;

/**
 * Whether a stream that failed for good is opened again later (docs/decisions/023): not once the session is gone
 * (its end reached the refresh link, whose refused refresh cleared it and is signing the page out), nor for a
 * deactivated account (the app logs it out): a dead token never loops.
 */
export function reopensAfter(error: unknown, signedIn: boolean): boolean {
  return signedIn && !isAccountInactive(error);
}

/**
 * Keeps the booking screens live (issue 23 item 3): while mounted, listens to booking.changes and refetches what each
 * change alters, within a moment of it being made anywhere. Every (re)connection starts with `ready`, which refetches
 * everything live, so a change made while the connection was down (a network drop, a server restart) is caught up.
 */
export function useLiveBookings(enabled = true): void {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const open = () => {
      try {
        subscription = client.booking.changes.subscribe(undefined, {
          onData: (event) => void invalidateForEvent(queryClient, event),
          onError: (error) => {
            if (!stopped && reopensAfter(error, readAccessToken() !== null)) retry = setTimeout(open, RETRY_MS);
          },
        });
      } catch {
        // A client without a subscription link (a component test's one-call-per-request client): not live, as before.
      }
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [client, queryClient, enabled]);
}
