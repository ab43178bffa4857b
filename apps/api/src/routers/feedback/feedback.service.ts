import { type DbOrTx, schema } from '@hairsalon/db';
import { FEEDBACK_PAGE_SIZE, messages } from '@hairsalon/shared';
import { count, desc, eq } from 'drizzle-orm';
import { notFound } from '../../errors.js';

const { feedback, users, services } = schema;

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

/** A service's feedback, newest first, 4 per page (spec §2 Service detail). */
export async function listFeedbackByService(db: DbOrTx, serviceId: number, page: number): Promise<FeedbackPage> {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
  if (!service) throw notFound(messages.service.notFound);
  const [rows, [counted]] = await Promise.all([
    db
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
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(FEEDBACK_PAGE_SIZE)
      .offset((page - 1) * FEEDBACK_PAGE_SIZE),
    db.select({ total: count() }).from(feedback).where(eq(feedback.serviceId, serviceId)),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    page,
    pageSize: FEEDBACK_PAGE_SIZE,
  };
}
