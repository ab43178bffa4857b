import { EventEmitter } from 'node:events';
import { type BookingChange, type BookingChangeEvent, Role, type RoleId, salonDayKeyToMs } from '@hairsalon/shared';

export type { BookingChange, BookingChangeEvent };

/**
 * The JSON the triggers of migrations 0015 and 0021 send: b (booking id), s (stylist ids), l (their locations' ids),
 * d (YYYY-MM-DD days), st (status).
 */
export function parseBookingChange(payload: string): BookingChange | null {
  try {
    const raw = JSON.parse(payload) as { b?: unknown; s?: unknown; l?: unknown; d?: unknown; st?: unknown };
    if (typeof raw.b !== 'number' || !Array.isArray(raw.s) || !Array.isArray(raw.d)) return null;
    const stylistIds = raw.s.filter((id): id is number => typeof id === 'number');
    const locationIds = Array.isArray(raw.l) ? raw.l.filter((id): id is number => typeof id === 'number') : [];
    const days = raw.d
      .filter((day): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day))
      .map((day) => salonDayKeyToMs(day));
    return { kind: 'change', bookingId: raw.b, stylistIds, locationIds, days, statusId: typeof raw.st === 'string' ? raw.st : null };
  } catch {
    return null;
  }
}

/**
 * Whether a caller of `booking.changes` hears of a change: the admin of every one, staff of their location's (a
 * booking of a stylist working there when the change committed, docs/decisions/021), a stylist of their own.
 */
export function mayHear(user: { id: number; roleId: RoleId; locationId: number | null }, change: BookingChange): boolean {
  if (user.roleId === Role.Admin) return true;
  if (user.roleId === Role.Staff) return user.locationId !== null && change.locationIds.includes(user.locationId);
  return user.roleId === Role.Stylist && change.stylistIds.includes(user.id);
}

/** How a subscriber's right to its stream is checked while it is open (docs/decisions/023). */
export interface SubscriberSession {
  /** Throws when the subscriber may no longer hear (its session ended, its token expired): the stream ends with it. */
  check(): Promise<void>;
  /** The longest time between two checks while no change comes (milliseconds). */
  everyMs: number;
}

/** Changes one subscriber may have waiting before it is told to resync instead (a client that stopped reading). */
const QUEUE_MAX = 200;

/**
 * This instance's subscribers to booking changes, fed by the LISTEN connection (every instance's commits, this
 * one's included). Each subscriber is an async generator with a queue of its own; `close` ends them all (shutdown).
 */
export class BookingChangeHub {
  private readonly emitter = new EventEmitter<{ event: [BookingChangeEvent]; close: [] }>();
  private closed = false;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** A notification's payload from the LISTEN connection. */
  publish(payload: string): void {
    const change = parseBookingChange(payload);
    if (change) this.emitter.emit('event', change);
  }

  /** Changes may have been missed (the LISTEN connection was down): every subscriber refetches. */
  resync(): void {
    this.emitter.emit('event', { kind: 'resync' });
  }

  /** Open subscriptions on this instance. */
  get subscribers(): number {
    return this.emitter.listenerCount('event');
  }

  /** Ends every subscription (the server is stopping: clients reconnect to another instance). */
  close(): void {
    this.closed = true;
    this.emitter.emit('close');
  }

  /**
   * The events one subscriber hears, `ready` first, until `signal` aborts (the client went away) or the hub closes,
   * when it throws `onClose()` so the client reconnects rather than taking the end for good. With a `session`, no
   * event is delivered without a check made after it was heard, and one is made at least every `everyMs` besides:
   * when one throws, the stream ends with that error.
   */
  async *subscribe(options: {
    signal?: AbortSignal;
    accept: (change: BookingChange) => boolean;
    onClose: () => Error;
    session?: SubscriberSession;
  }) {
    const { signal, accept, session } = options;
    const queue: BookingChangeEvent[] = [];
    let wake: (() => void) | null = null;
    let ended = this.closed;
    const poke = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    const onEvent = (event: BookingChangeEvent) => {
      if (event.kind === 'change' && !accept(event)) return;
      if (queue.length >= QUEUE_MAX) queue.splice(0, queue.length, { kind: 'resync' });
      else queue.push(event);
      poke();
    };
    const onClose = () => {
      ended = true;
      poke();
    };
    let checkDue = false;
    const timer = session
      ? setInterval(() => {
          checkDue = true;
          poke();
        }, session.everyMs)
      : undefined;
    this.emitter.on('event', onEvent);
    this.emitter.on('close', onClose);
    signal?.addEventListener('abort', poke);
    try {
      yield { kind: 'ready' } as BookingChangeEvent;
      while (!signal?.aborted) {
        if (session && (checkDue || queue.length > 0)) {
          checkDue = false;
          // The events heard before the check were committed before it read the session: one check covers them all.
          const heard = queue.length;
          await session.check();
          for (let i = 0; i < heard && !signal?.aborted; i++) {
            const next = queue.shift();
            if (next) yield next;
          }
          continue;
        }
        const next = session ? undefined : queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (ended) throw options.onClose();
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    } finally {
      clearInterval(timer);
      this.emitter.off('event', onEvent);
      this.emitter.off('close', onClose);
      signal?.removeEventListener('abort', poke);
    }
  }
}
