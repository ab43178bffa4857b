import {
  BookingStatus,
  type BookingStatusId,
  coveredRange,
  SALON_TIME_ZONE,
  salonDayKey,
  salonToday,
  slotsNeeded,
  TIME_SLOTS,
  type TimeSlotId,
} from '@hairsalon/shared';
import { mockDb } from './data';
import { type MockBooking, type MockWaitlistEntry, sampleBooking } from './handlers/booking';

/** Bookings for the browser's mock mode: the demo salon's week and the busy day, built from the current `mockDb`. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface PersonName {
  id: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The in-app page the payment "provider" returns to, so a booking's flow completes without PayPal. */
export function inAppApprovalUrl(bookingId: number, paymentId: number, stylistId: number): string {
  const search = new URLSearchParams({
    token: `MOCK-${bookingId}`,
    paymentId: String(paymentId),
    stylistId: String(stylistId),
    PayerID: 'MOCKPAYER',
  });
  return `/payment/success?${search}`;
}

export interface BookingPlan {
  id: number;
  customer: PersonName;
  stylistId: number;
  dateMs: number;
  timeType: TimeSlotId;
  serviceIds: number[];
  statusId: BookingStatusId;
  pointsUsed?: number;
}

/** The slots a booking of these services covers, as the API lists them (docs/decisions/009). */
function coverage(timeType: string, serviceIds: number[]): { durationMinutes: number; coveredSlots: string[] } {
  const chosen = serviceIds.map((id) => mockDb.services.find((s) => s.id === id)).filter((s) => s !== undefined);
  const need = slotsNeeded(chosen);
  const range = coveredRange(timeType, need) ?? coveredRange(timeType, { serviceSlots: 1, bufferSlots: 0 });
  return { durationMinutes: need.serviceSlots * 60, coveredSlots: range ? [...range.serviceSlots, ...range.bufferSlots] : [timeType] };
}

const HOLD_MS = 15 * 60 * 1000;

/** A booking as the API lists it, priced from the current services, with a payment matching its status. */
export function planBooking(plan: BookingPlan): MockBooking {
  const stylist = mockDb.stylists.find((s) => s.id === plan.stylistId);
  const services = plan.serviceIds
    .map((id) => mockDb.services.find((s) => s.id === id))
    .filter((s) => s !== undefined)
    .map((s) => ({
      id: s.id,
      name: s.name,
      nameVi: s.nameVi,
      price: s.price,
      priceCents: Math.round(s.price * 100),
      feedbackGiven: false,
    }));
  const subtotal = services.reduce((sum, s) => sum + s.price, 0);
  const discount = Math.round(subtotal * (plan.pointsUsed ?? 0)) / 100;
  const amount = Math.round((subtotal - discount) * 100) / 100;
  const paymentId = plan.id + 1000;
  const payment =
    plan.statusId === BookingStatus.Pending
      ? {
          id: paymentId,
          provider: 'paypal',
          status: 'created',
          amount,
          refunded: 0,
          approvalUrl: inAppApprovalUrl(plan.id, paymentId, plan.stylistId),
        }
      : plan.statusId === BookingStatus.Cancelled
        ? { id: paymentId, provider: 'paypal', status: 'refunded', amount, refunded: amount, approvalUrl: null }
        : { id: paymentId, provider: 'paypal', status: 'captured', amount, refunded: 0, approvalUrl: null };
  const name = `${plan.customer.firstName} ${plan.customer.lastName}`.trim();
  return sampleBooking({
    id: plan.id,
    date: String(plan.dateMs),
    dateMs: plan.dateMs,
    timeType: plan.timeType,
    timeString: TIME_SLOTS.find((s) => s.keyMap === plan.timeType)?.valueEn ?? '',
    timeTypeDataBooking: TIME_SLOTS.find((s) => s.keyMap === plan.timeType) ?? TIME_SLOTS[0],
    statusId: plan.statusId,
    customerId: plan.customer.id ?? 0,
    stylistId: plan.stylistId,
    fullName: name,
    email: plan.customer.email,
    phone: plan.customer.phone,
    services,
    ...coverage(plan.timeType, plan.serviceIds),
    stylistDataBooking: { firstName: stylist?.firstName ?? '', lastName: stylist?.lastName ?? '' },
    customerData: { firstName: plan.customer.firstName, lastName: plan.customer.lastName, email: plan.customer.email },
    subtotal,
    discount,
    amount,
    amountCents: Math.round(amount * 100),
    pointsUsed: plan.pointsUsed ?? 0,
    payment,
    // A pending booking holds its slot for the API's default 15 minutes from when the mock made it.
    holdExpiresAt: plan.statusId === BookingStatus.Pending ? new Date(Date.now() + HOLD_MS).toISOString() : null,
    createdAt: new Date(Math.min(plan.dateMs, Date.now()) - 2 * DAY_MS).toISOString(),
  });
}

function me(): PersonName {
  const m = mockDb.me;
  return { id: m.id, firstName: m.firstName, lastName: m.lastName, email: m.email, phone: m.phoneNumber ?? '' };
}

/** The listed customers (role R4), cycled through for other people's bookings. */
function customer(index: number): PersonName {
  const customers = mockDb.users.filter((u) => u.roleId === 'R4');
  const u = customers[index % Math.max(customers.length, 1)];
  if (!u) return me();
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phoneNumber ?? '' };
}

const serviceIds = () => mockDb.services.map((s) => s.id);
const pick = <T>(items: readonly T[], i: number): T[] => (items.length ? [items[i % items.length] as T] : []);

/** The demo salon: the customer's history (one of each status) and a few bookings today for the staff and stylist views. */
export function demoBookings(today: number = salonToday()): MockBooking[] {
  const ids = serviceIds();
  const stylists = mockDb.stylists.map((s) => s.id);
  if (!ids.length || !stylists.length) return [];
  const s = (i: number) => stylists[i % stylists.length] ?? 0;
  const plans: BookingPlan[] = [
    {
      id: 601,
      customer: me(),
      stylistId: s(0),
      dateMs: today - 20 * DAY_MS,
      timeType: 'T3',
      serviceIds: pick(ids, 0),
      statusId: BookingStatus.Completed,
    },
    {
      id: 602,
      customer: me(),
      stylistId: s(1),
      dateMs: today - 10 * DAY_MS,
      timeType: 'T5',
      serviceIds: pick(ids, 2),
      statusId: BookingStatus.Cancelled,
    },
    {
      id: 603,
      customer: me(),
      stylistId: s(0),
      dateMs: today + 3 * DAY_MS,
      timeType: 'T2',
      serviceIds: [...pick(ids, 0), ...pick(ids, 1)],
      statusId: BookingStatus.Confirmed,
    },
    {
      id: 604,
      customer: me(),
      stylistId: s(2),
      dateMs: today + 5 * DAY_MS,
      timeType: 'T6',
      serviceIds: pick(ids, 2),
      statusId: BookingStatus.Pending,
    },
    {
      id: 611,
      customer: customer(0),
      stylistId: s(0),
      dateMs: today,
      timeType: 'T2',
      serviceIds: pick(ids, 0),
      statusId: BookingStatus.Confirmed,
    },
    {
      id: 612,
      customer: customer(1),
      stylistId: s(0),
      dateMs: today,
      timeType: 'T5',
      serviceIds: pick(ids, 1),
      statusId: BookingStatus.Confirmed,
    },
    {
      id: 613,
      customer: customer(2),
      stylistId: s(0),
      dateMs: today,
      timeType: 'T7',
      serviceIds: pick(ids, 3),
      statusId: BookingStatus.Pending,
    },
    {
      id: 614,
      customer: customer(3),
      stylistId: s(1),
      dateMs: today,
      timeType: 'T3',
      serviceIds: pick(ids, 2),
      statusId: BookingStatus.Confirmed,
    },
    {
      id: 615,
      customer: customer(4),
      stylistId: s(2),
      dateMs: today,
      timeType: 'T4',
      serviceIds: pick(ids, 0),
      statusId: BookingStatus.Confirmed,
    },
  ];
  return plans.map(planBooking);
}

/** Every slot of every stylist booked today, plus a year of the customer's visits (two still ahead). */
export function busyDayBookings(today: number = salonToday()): MockBooking[] {
  const ids = serviceIds();
  if (!ids.length) return [];
  let id = 1200;
  const plans: BookingPlan[] = [];
  mockDb.stylists.forEach((stylist, si) => {
    TIME_SLOTS.forEach((slot, ti) => {
      const n = si * TIME_SLOTS.length + ti;
      plans.push({
        id: id++,
        customer: customer(n),
        stylistId: stylist.id,
        dateMs: today,
        timeType: slot.keyMap,
        serviceIds: n % 3 === 0 ? [...pick(ids, n), ...pick(ids, n + 1)] : pick(ids, n),
        statusId: n % 5 === 4 ? BookingStatus.Pending : BookingStatus.Confirmed,
      });
    });
  });
  const stylists = mockDb.stylists.map((s) => s.id);
  for (let week = 1; week <= 26; week++) {
    plans.push({
      id: id++,
      customer: me(),
      stylistId: stylists[week % stylists.length] ?? 0,
      dateMs: today - week * 14 * DAY_MS,
      timeType: TIME_SLOTS[week % TIME_SLOTS.length]?.keyMap ?? 'T1',
      serviceIds: week % 4 === 0 ? [...pick(ids, week), ...pick(ids, week + 1)] : pick(ids, week),
      statusId: week % 7 === 3 ? BookingStatus.Cancelled : BookingStatus.Completed,
    });
  }
  plans.push(
    {
      id: id++,
      customer: me(),
      stylistId: stylists[0] ?? 0,
      dateMs: today + 2 * DAY_MS,
      timeType: 'T3',
      serviceIds: pick(ids, 0),
      statusId: BookingStatus.Confirmed,
    },
    {
      id: id++,
      customer: me(),
      stylistId: stylists[1] ?? 0,
      dateMs: today + 9 * DAY_MS,
      timeType: 'T6',
      serviceIds: pick(ids, 1),
      statusId: BookingStatus.Pending,
    },
  );
  return plans.map(planBooking);
}

/** The demo customer waits for a start with the second stylist tomorrow, as the seeded salon has it. */
export function demoWaitlist(today: number = salonToday()): MockWaitlistEntry[] {
  const stylist = mockDb.stylists[1];
  const service = mockDb.services[0];
  if (!stylist || !service) return [];
  return [
    {
      id: 601,
      date: today + DAY_MS,
      day: salonDayKey(today + DAY_MS),
      locationId: 1,
      timeZone: SALON_TIME_ZONE,
      stylistId: stylist.id,
      stylistName: `${stylist.firstName} ${stylist.lastName}`,
      services: [{ id: service.id, name: service.name, nameVi: service.nameVi }],
      notifiedAt: null,
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    },
  ];
}
