import { BookingStatus, type BookingStatusId } from './codes.js';

/** Status transitions (ARCHITECTURE §4), one place: the server enforces them and the UI offers only these actions. */
export const bookingTransitions = {
  cancelByCustomer: [BookingStatus.Pending],
  cancelByStaff: [BookingStatus.Pending, BookingStatus.Confirmed],
  complete: [BookingStatus.Confirmed],
  confirm: [BookingStatus.Pending],
  expire: [BookingStatus.Pending],
} as const satisfies Record<string, readonly BookingStatusId[]>;

export type BookingAction = keyof typeof bookingTransitions;

export function canTransition(action: BookingAction, from: string): boolean {
  return (bookingTransitions[action] as readonly string[]).includes(from);
}
