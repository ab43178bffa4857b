import {
  BookingStatus,
  feedbackSchema,
  fieldErrors,
  messages,
  type PositionId,
  salaryFor,
  salarySchema,
  salonDateParts,
} from '@hairsalon/shared';
import type { z } from 'zod';
import { mockDb } from '../data';
import { type ProcedureOutput, TrpcMockError, trpcMutation } from '../trpc';
import { bookingMockDb } from './booking';

/**
 * feedback.create, salary.calculate and salary.pay over the other stores: feedback marks the booking's service
 * line in `bookingMockDb` as reviewed, salaries keep `mockDb.stylists[].salaryData` (the latest record) in step.
 * Refusals follow the API: feedback twice → CONFLICT, on a booking that is not the customer's completed one →
 * FORBIDDEN; recalculating or paying a paid salary → BAD_REQUEST.
 */
export type MockFeedbackCreated = ProcedureOutput<'feedback.create'>;
export type MockSalary = ProcedureOutput<'salary.listForStylist'>[number];

/** The records this file made or touched; `resetFeedbackSalaryMockData()` empties it. */
export const feedbackSalaryMockDb = {
  feedback: [] as Array<MockFeedbackCreated & { bookingId: number; serviceId: number }>,
  salaries: [] as MockSalary[],
  nextFeedbackId: 800,
  nextSalaryId: 900,
};

export function resetFeedbackSalaryMockData(): void {
  feedbackSalaryMockDb.feedback = [];
  feedbackSalaryMockDb.salaries = [];
  feedbackSalaryMockDb.nextFeedbackId = 800;
  feedbackSalaryMockDb.nextSalaryId = 900;
}

const now = () => new Date().toISOString();

/** Zod's first message as a BAD_REQUEST with the field map, like the API's validation errors. */
function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new TrpcMockError('BAD_REQUEST', Object.values(fields)[0] ?? messages.generic.unknown, fields);
}

function findStylist(id: number) {
  const stylist = mockDb.stylists.find((s) => s.id === id);
  if (!stylist) throw new TrpcMockError('NOT_FOUND', messages.generic.notFound);
  return stylist;
}

/** Every known record: those made here, then the stylists' latest ones not yet copied here. */
function allSalaries(): MockSalary[] {
  for (const stylist of mockDb.stylists) {
    const data = stylist.salaryData;
    if (!data || feedbackSalaryMockDb.salaries.some((r) => r.id === data.SalaryId)) continue;
    feedbackSalaryMockDb.salaries.push({
      id: data.SalaryId,
      SalaryId: data.SalaryId,
      stylistId: stylist.id,
      BaseSalary: data.BaseSalary,
      Bonuses: data.Bonuses,
      Month: data.Month,
      Year: data.Year,
      TotalSalary: data.TotalSalary,
      PaidOn: data.PaidOn,
      updatedAt: data.PaidOn ?? now(),
      completedBookings: 0,
    });
  }
  return feedbackSalaryMockDb.salaries;
}

const period = (r: { Month: number; Year: number }) => r.Year * 12 + r.Month;

/** The stylist table shows the latest month's record. */
function syncSalaryData(record: MockSalary): void {
  const stylist = findStylist(record.stylistId);
  const shown = stylist.salaryData;
  if (shown && shown.SalaryId !== record.id && period(shown) > period(record)) return;
  stylist.salaryData = {
    SalaryId: record.id,
    BaseSalary: record.BaseSalary,
    Bonuses: record.Bonuses,
    TotalSalary: record.TotalSalary,
    Month: record.Month,
    Year: record.Year,
    PaidOn: record.PaidOn,
  };
}

function completedIn(stylistId: number, month: number, year: number): number {
  return bookingMockDb.bookings.filter((b) => {
    if (b.stylistId !== stylistId || b.statusId !== BookingStatus.Completed) return false;
    const parts = salonDateParts(b.dateMs);
    return parts.month === month && parts.year === year;
  }).length;
}

export const feedbackSalaryHandlers = [
  trpcMutation('feedback.create', (input) => {
    const data = parseOrRefuse(feedbackSchema, input);
    const booking = bookingMockDb.bookings.find((b) => b.id === data.bookingId);
    const line = booking?.services.find((s) => s.id === data.serviceId);
    if (!booking || !line || booking.statusId !== BookingStatus.Completed)
      throw new TrpcMockError('FORBIDDEN', messages.feedback.notAllowed);
    const given = feedbackSalaryMockDb.feedback.some((f) => f.bookingId === data.bookingId && f.serviceId === data.serviceId);
    if (given || line.feedbackGiven) throw new TrpcMockError('CONFLICT', messages.feedback.duplicate);
    line.feedbackGiven = true;
    const created = {
      id: feedbackSalaryMockDb.nextFeedbackId++,
      firstName: booking.customerData.firstName,
      lastName: booking.customerData.lastName,
      rating: data.rating,
      comment: data.comment,
      createdAt: now(),
      message: messages.feedback.created,
    };
    feedbackSalaryMockDb.feedback.push({ ...created, bookingId: data.bookingId, serviceId: data.serviceId });
    return created;
  }),

  trpcMutation('salary.calculate', (input) => {
    const { stylistId, month, year } = parseOrRefuse(salarySchema, input);
    const stylist = findStylist(stylistId);
    const completed = completedIn(stylistId, month, year);
    const amount = salaryFor((stylist.positionId ?? 'P0') as PositionId, completed);
    const fields = {
      BaseSalary: amount.baseSalaryCents / 100,
      Bonuses: amount.bonusCents / 100,
      TotalSalary: amount.totalSalaryCents / 100,
      completedBookings: completed,
      updatedAt: now(),
    };
    let record = allSalaries().find((r) => r.stylistId === stylistId && r.Month === month && r.Year === year);
    if (record?.PaidOn) throw new TrpcMockError('BAD_REQUEST', messages.salary.alreadyPaid);
    if (record) {
      Object.assign(record, fields);
    } else {
      const id = feedbackSalaryMockDb.nextSalaryId++;
      record = { id, SalaryId: id, stylistId, Month: month, Year: year, PaidOn: null, ...fields };
      feedbackSalaryMockDb.salaries.push(record);
    }
    syncSalaryData(record);
    return { message: messages.salary.created, salary: { ...record } };
  }),

  trpcMutation('salary.pay', (input) => {
    const record = allSalaries().find((r) => r.id === Number(input.id));
    if (!record) throw new TrpcMockError('NOT_FOUND', messages.generic.notFound);
    if (record.PaidOn) throw new TrpcMockError('BAD_REQUEST', messages.salary.alreadyPaid);
    record.PaidOn = now();
    record.updatedAt = record.PaidOn;
    syncSalaryData(record);
    return { ...record };
  }),
];
