import { type DbOrTx, preparedStatement, schema } from '@hairsalon/db';
import { BookingStatus, FEEDBACK_PAGE_SIZE, type FeedbackInput, messages } from '@hairsalon/shared';
import { and, eq, sql } from 'drizzle-orm';
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

/**
 * A service's page of feedback and its count, in one prepared statement (no row when no service has the id):
 * `limit` null is every review. Instants come as epoch ms, read in JSON with the reviews. Hand-written names: Drizzle
 * leaves the columns of a one-table select unqualified.
 */
const feedbackPage = preparedStatement((db) =>
  db
    .select({
      total: sql<number>`(select count(*)::int from feedback f where f.service_id = services.id)`,
      items: sql<(Omit<FeedbackView, 'createdAt'> & { createdAtMs: number })[]>`coalesce((select json_agg(json_build_object(
          'id', page.id, 'firstName', page.first_name, 'lastName', page.last_name, 'rating', page.rating,
          'comment', page.comment, 'createdAtMs', floor(extract(epoch from page.created_at) * 1000)::bigint)
          order by page.created_at desc, page.id desc)
        from (select f.id, u.first_name, u.last_name, f.rating, f.comment, f.created_at
          from feedback f inner join users u on u.id = f.customer_id
          where f.service_id = services.id
          order by f.created_at desc, f.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) page), '[]'::json)`,
    })
    .from(services)
    .where(eq(services.id, sql.placeholder('serviceId')))
    .prepare('feedback_page'),
);

/** A service's feedback, newest first, 4 per page (spec §2 Service detail), or all of it. */
export async function listFeedbackByService(
  db: DbOrTx,
  serviceId: number,
  paging: { page: number; limit?: number | undefined; all?: boolean | undefined },
): Promise<FeedbackPage> {
  const pageSize = paging.limit ?? FEEDBACK_PAGE_SIZE;
  const [found] = await feedbackPage(db).execute({
    serviceId,
    limit: paging.all ? null : pageSize,
    offset: paging.all ? 0 : (paging.page - 1) * pageSize,
  });
  if (!found) throw notFound(messages.service.notFound);
  const { total } = found;
  return {
    items: found.items.map((item) => ({
      id: item.id,
      firstName: item.firstName,
      lastName: item.lastName,
      rating: item.rating,
      comment: item.comment,
      createdAt: new Date(item.createdAtMs).toISOString(),
    })),
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
