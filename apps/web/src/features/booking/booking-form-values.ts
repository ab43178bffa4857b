import { type CreateBookingInput, computeBookingAmount, createBookingSchema, dollarsToCents } from '@hairsalon/shared';
import type { z } from 'zod';
import { type FormDraft, zodResolver } from '../forms/zod-resolver';
import { newServiceRow, type ServiceRow } from './service-rows';

export { newServiceRow, type ServiceRow } from './service-rows';

/** What the booking form edits; `toBookingInput` turns it into the shared schema's input. */
export interface BookingFormValues {
  fullName: string;
  phone: string;
  email: string;
  stylistId: string | null;
  /** Epoch ms of the salon-local midnight, or null. */
  date: number | null;
  timeType: string;
  services: ServiceRow[];
  pointsToUse: number;
  /** The Apply Points switch. */
  usePoints: boolean;
}

export function emptyBookingForm(): BookingFormValues {
  return {
    fullName: '',
    phone: '',
    email: '',
    stylistId: null,
    date: null,
    timeType: '',
    services: [newServiceRow()],
    pointsToUse: 0,
    usePoints: false,
  };
}

/** Spec §4: the discount applies when switched on with points above 0 (and only for a signed-in customer). */
export function pointsApplied(values: Pick<BookingFormValues, 'pointsToUse' | 'usePoints'>, canUsePoints: boolean): number {
  return canUsePoints && values.usePoints && values.pointsToUse > 0 ? values.pointsToUse : 0;
}

export function chosenServiceIds(values: Pick<BookingFormValues, 'services'>): number[] {
  return values.services.flatMap((row) => (row.serviceId === null ? [] : [Number(row.serviceId)]));
}

/** The total of the chosen services less the points discount (spec §4: recalculated on every change). */
export function bookingAmount(values: BookingFormValues, prices: ReadonlyMap<number, number>, canUsePoints: boolean) {
  const cents = chosenServiceIds(values).map((id) => dollarsToCents(prices.get(id) ?? 0));
  return computeBookingAmount(cents, pointsApplied(values, canUsePoints));
}

/** The shared booking schema's input for these values (ids as numbers); empty service rows are left out. */
export function toBookingInput(
  values: BookingFormValues,
  canUsePoints: boolean,
  amountCents: number,
): FormDraft<z.input<typeof createBookingSchema>> {
  return {
    fullName: values.fullName,
    phone: values.phone,
    email: values.email,
    stylistId: values.stylistId === null ? undefined : Number(values.stylistId),
    date: values.date ?? undefined,
    timeType: values.timeType,
    serviceIds: chosenServiceIds(values),
    pointsToUse: pointsApplied(values, canUsePoints),
    amount: amountCents / 100,
  };
}

const validateBooking = zodResolver(createBookingSchema);

/** The form's errors: the shared schema's messages (spec §5), under the form's field names. */
export function validateBookingForm(values: BookingFormValues, canUsePoints: boolean, amountCents: number) {
  return validateBooking(toBookingInput(values, canUsePoints, amountCents));
}

export function parseBooking(values: BookingFormValues, canUsePoints: boolean, amountCents: number): CreateBookingInput {
  return createBookingSchema.parse(toBookingInput(values, canUsePoints, amountCents));
}
