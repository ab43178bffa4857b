import { type DbOrTx, schema } from '@hairsalon/db';
import { BookingStatus, FEEDBACK_PAGE_SIZE, type FeedbackInput, messages } from '@hairsalon/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { conflict, notFound, refused } from '../../errors.js';
import { isUniqueViolation } from '../auth/auth.service.js';

const { feedback, users, services, bookings, bookingServices } = schema;

/** One review as the service page shows it (spec §3 Feedback). */
export interface FeedbackView {
  id: number;
  firstName: string;
  lastName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface FeedbackPage {
  items: FeedbackView[];
  total: number;
  page: number;
  pageSize: number;
}

/** A service's feedback, newest first, 4 per page (spec §2 Service detail), or all of it. */
export async function listFeedbackByService(
  db: DbOrTx,
  serviceId: number,
  paging: { page: number; limit?: number | undefined; all?: boolean | undefined },
): Promise<FeedbackPage> {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw notFound(messages.service.notFound);
  const pageSize = paging.limit ?? FEEDBACK_PAGE_SIZE;
  const query = db
    .select({
      id: feedback.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: feedback.rating,
      comment: feedback.comment,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.customerId))
    .where(eq(feedback.serviceId, serviceId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  const [rows, [counted]] = await Promise.all([
    paging.all ? query : query.limit(pageSize).offset((paging.page - 1) * pageSize),
    db.select({ total: count() }).from(feedback).where(eq(feedback.serviceId, serviceId)),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page: paging.all ? 1 : paging.page,
    pageSize: paging.all ? total : pageSize,
  };
}

/**
 * A customer rates one service of their own completed (S3) booking, once per booking and service.
 * The customer is the caller, never an id from the request.
 */
export async function createFeedback(
  db: DbOrTx,
  customerId: number,
  input: FeedbackInput,
  now: Date,
): Promise<FeedbackView & { message: string }> {
  const [line] = await db
    .select({ customerId: bookings.customerId, statusId: bookings.statusId })
    .from(bookings)
    .innerJoin(bookingServices, and(eq(bookingServices.bookingId, bookings.id), eq(bookingServices.serviceId, input.serviceId)))
    .where(eq(bookings.id, input.bookingId));
  if (!line || line.customerId !== customerId || line.statusId !== BookingStatus.Completed) throw refused(messages.feedback.notAllowed);
  try {
    const [row] = await db
      .insert(feedback)
      .values({
        bookingId: input.bookingId,
        serviceId: input.serviceId,
        customerId,
        rating: input.rating,
        comment: input.comment,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(messages.feedback.duplicate);
    const [author] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, customerId));
    return {
      id: row.id,
      firstName: author?.firstName ?? '',
      lastName: author?.lastName ?? '',
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      message: messages.feedback.created,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.feedback.duplicate);
    throw error;
  }
}
