/** Spec codes (spec §3, §4, §6, §9; ARCHITECTURE §5). One place; server, UI and tests import them. */

/** A set of codes' values in the order they are written (a list for `z.enum` and the database's enums). */
function codesOf<const Codes extends Record<string, string>>(codes: Codes): readonly [Codes[keyof Codes], ...Codes[keyof Codes][]] {
  return Object.values(codes) as [Codes[keyof Codes], ...Codes[keyof Codes][]];
}

export const Role = {
  Staff: 'R1',
  Admin: 'R2',
  Stylist: 'R3',
  Customer: 'R4',
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const ROLE_IDS = codesOf(Role);
export const roleLabels: Record<RoleId, string> = {
  R1: 'Staff',
  R2: 'Admin',
  R3: 'Stylist',
  R4: 'Customer',
};

/** Where each role lands after login (spec §2 Login, §6). */
export const roleLandingRoute: Record<RoleId, string> = {
  R2: '/dashboard',
  R1: '/staff-management',
  R3: '/shift-stylist',
  R4: '/home',
};

export const BookingStatus = {
  Pending: 'S1',
  Confirmed: 'S2',
  Completed: 'S3',
  Cancelled: 'S4',
  /** Beyond the spec (issue 12): a confirmed booking whose time passed without the customer. Earns no points. */
  NoShow: 'S5',
} as const;
export type BookingStatusId = (typeof BookingStatus)[keyof typeof BookingStatus];
export const BOOKING_STATUS_IDS = codesOf(BookingStatus);
export const bookingStatusLabels: Record<BookingStatusId, string> = {
  S1: 'Pending',
  S2: 'Confirm',
  S3: 'Complete',
  S4: 'Cancel',
  S5: 'No-show',
};

/** How a booking was made: online by a customer or guest, or by the front desk for a walk-in or a phone call. */
export const BookingSource = {
  Online: 'online',
  WalkIn: 'walk-in',
  Phone: 'phone',
} as const;
export type BookingSourceValue = (typeof BookingSource)[keyof typeof BookingSource];
export const BOOKING_SOURCES = codesOf(BookingSource);
export const DESK_BOOKING_SOURCES = [BookingSource.WalkIn, BookingSource.Phone] as const;

/** Payment providers: PayPal online, or paid at the salon (recorded when the stylist completes the booking). */
export const PaymentProvider = {
  PayPal: 'paypal',
  AtSalon: 'at-salon',
} as const;

export const Position = {
  Apprentice: 'P0',
  Barber: 'P1',
  Master: 'P2',
} as const;
export type PositionId = (typeof Position)[keyof typeof Position];
export const POSITION_IDS = codesOf(Position);
export const positionLabels: Record<PositionId, string> = {
  P0: 'Apprentice Barber',
  P1: 'Barber',
  P2: 'Master Barber',
};

export const UserStatus = {
  Active: 'Active',
  Inactive: 'Inactive',
} as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];
export const USER_STATUSES = codesOf(UserStatus);

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Slot availability as the spec names it. */
export const SlotStatus = {
  Enable: 'enable',
  Disable: 'disable',
} as const;
export type SlotStatusValue = (typeof SlotStatus)[keyof typeof SlotStatus];

/** allcode type for time slots (spec §9). */
export const ALLCODE_TYPE_TIME = 'TIME';

export interface TimeSlotDefinition {
  keyMap: TimeSlotId;
  valueVi: string;
  valueEn: string;
  /** Minutes after salon-local midnight when the slot starts. */
  startMinutes: number;
}

/** ARCHITECTURE §5: T1 09:00 … T8 17:00. */
export const TIME_SLOTS = [
  { keyMap: 'T1', valueVi: '09:00', valueEn: '9:00 AM', startMinutes: 9 * 60 },
  { keyMap: 'T2', valueVi: '10:00', valueEn: '10:00 AM', startMinutes: 10 * 60 },
  { keyMap: 'T3', valueVi: '11:00', valueEn: '11:00 AM', startMinutes: 11 * 60 },
  { keyMap: 'T4', valueVi: '13:00', valueEn: '1:00 PM', startMinutes: 13 * 60 },
  { keyMap: 'T5', valueVi: '14:00', valueEn: '2:00 PM', startMinutes: 14 * 60 },
  { keyMap: 'T6', valueVi: '15:00', valueEn: '3:00 PM', startMinutes: 15 * 60 },
  { keyMap: 'T7', valueVi: '16:00', valueEn: '4:00 PM', startMinutes: 16 * 60 },
  { keyMap: 'T8', valueVi: '17:00', valueEn: '5:00 PM', startMinutes: 17 * 60 },
] as const satisfies readonly { keyMap: string; valueVi: string; valueEn: string; startMinutes: number }[];
export type TimeSlotId = 'T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6' | 'T7' | 'T8';
export const TIME_SLOT_IDS = TIME_SLOTS.map((s) => s.keyMap) as readonly TimeSlotId[];

export function timeSlotById(id: string): TimeSlotDefinition | undefined {
  return TIME_SLOTS.find((s) => s.keyMap === id);
}
