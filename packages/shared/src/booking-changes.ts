/**
 * A booking made, paid, moved, cancelled, expired, completed or marked no-show, as the open calendars hear of it
 * (docs/decisions/020-live-front-desk.md): ids, days and status only, never a name, phone or email. `stylistIds` and
 * `days` hold the booking's stylist and day, and for a move also the ones it left. Days are salon-local midnights in
 * epoch ms, like every `dateMs` the web app sends.
 */
export interface BookingChange {
  kind: 'change';
  bookingId: number;
  stylistIds: number[];
  /** The locations those stylists work at, as the change committed (who at the front desk hears of it). */
  locationIds: number[];
  days: number[];
  /** S1–S5; null when the row was deleted. */
  statusId: string | null;
}

/**
 * What a subscriber receives: `ready` once it is listening, each change, and `resync` when changes may have been
 * missed (the instance lost its LISTEN connection, or the subscriber fell behind).
 */
export type BookingChangeEvent = { kind: 'ready' } | { kind: 'resync' } | BookingChange;
