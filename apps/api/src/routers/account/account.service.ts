import { randomBytes } from 'node:crypto';
import { type DbOrTx, schema } from '@hairsalon/db';
import { messages, Role, UserStatus } from '@hairsalon/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { removeImage } from '../../uploads/image-store.js';

const {
  users,
  bookings,
  bookingServices,
  services,
  payments,
  refunds,
  feedback,
  waitlistEntries,
  pointsMovements,
  refreshTokens,
  passwordResetTokens,
  uploads,
  emails,
} = schema;

/** The domain an erased account's placeholder email is at: `.invalid` never resolves, so nothing can reach it. */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** A customer's account that has not been erased; NOT_FOUND otherwise (an admin asking about staff too). */
async function customerOf(db: DbOrTx, userId: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.roleId, Role.Customer), isNull(users.deletedAt)));
  if (!user) throw notFound(messages.account.notCustomer);
  return user;
}

/** The bookings given with the person's email as the contact, whoever made them. */
const withEmailOf = (user: { email: string }) => sql`lower(${bookings.email}) = lower(${user.email})`;

/**
 * The bookings that are the person's: made while signed in, or by a guest (no account) with their email. A booking
 * another customer made while signed in stays theirs, whatever contact email it gives.
 */
const bookingsOf = (user: { id: number; email: string }) =>
  or(eq(bookings.customerId, user.id), and(isNull(bookings.customerId), withEmailOf(user)));

/**
 * Everything the salon holds about a customer (issue 25), as one JSON document: the profile (never the password
 * hash), bookings with their services, payments and refunds, feedback, waitlist entries and points movements.
 */
export async function exportCustomerData(deps: Pick<AppDeps, 'db' | 'now'>, userId: number) {
  const { db } = deps;
  const user = await customerOf(db, userId);
  const { passwordHash: _hash, deletedAt: _deleted, ...profile } = user;
  const bookingRows = await db.select().from(bookings).where(bookingsOf(user)).orderBy(bookings.id);
  const bookingIds = bookingRows.map((b) => b.id);
  const lines = bookingIds.length
    ? await db
        .select({ bookingId: bookingServices.bookingId, name: services.name, priceCents: bookingServices.priceCents })
        .from(bookingServices)
        .innerJoin(services, eq(services.id, bookingServices.serviceId))
        .where(inArray(bookingServices.bookingId, bookingIds))
    : [];
  const paymentRows = bookingIds.length
    ? await db
        .select({
          id: payments.id,
          bookingId: payments.bookingId,
          provider: payments.provider,
          status: payments.status,
          amountCents: payments.amountCents,
          currency: payments.currency,
          refundedCents: payments.refundedCents,
          capturedAt: payments.capturedAt,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(inArray(payments.bookingId, bookingIds))
    : [];
  const refundRows = paymentRows.length
    ? await db
        .select({ paymentId: refunds.paymentId, amountCents: refunds.amountCents, status: refunds.status, createdAt: refunds.createdAt })
        .from(refunds)
        .where(
          inArray(
            refunds.paymentId,
            paymentRows.map((p) => p.id),
          ),
        )
    : [];
  return {
    exportedAt: deps.now().toISOString(),
    profile,
    bookings: bookingRows.map(({ clientIp: _ip, ...b }) => ({
      ...b,
      services: lines.filter((l) => l.bookingId === b.id).map(({ bookingId: _id, ...line }) => line),
    })),
    payments: paymentRows.map((p) => ({ ...p, refunds: refundRows.filter((r) => r.paymentId === p.id) })),
    feedback: await db
      .select({
        id: feedback.id,
        bookingId: feedback.bookingId,
        rating: feedback.rating,
        comment: feedback.comment,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(eq(feedback.customerId, user.id)),
    waitlist: await db.select().from(waitlistEntries).where(eq(waitlistEntries.customerId, user.id)),
    points: await db
      .select({
        delta: pointsMovements.delta,
        reason: pointsMovements.reason,
        bookingId: pointsMovements.bookingId,
        createdAt: pointsMovements.createdAt,
      })
      .from(pointsMovements)
      .where(eq(pointsMovements.userId, user.id)),
  };
}
export type CustomerExport = Awaited<ReturnType<typeof exportCustomerData>>;

/**
 * Erases a customer's account (issue 25, docs/decisions/019): sign-in stops at once (every session revoked, the account
 * Inactive, its email and password replaced), the person's fields are blanked on the account and on their bookings,
 * their waitlist entries, reset links, emails and avatar go. Bookings, payments, refunds and points movements stay
 * for the salon's accounts, without the person; feedback stays without a name (the account it points at has none).
 */
export async function eraseCustomer(deps: Pick<AppDeps, 'db' | 'now' | 'images' | 'log'>, userId: number): Promise<void> {
  const now = deps.now();
  const avatar = await deps.db.transaction(async (tx) => {
    const user = await customerOf(tx, userId);
    const theirs = await tx.select({ id: bookings.id }).from(bookings).where(bookingsOf(user));
    const bookingIds = theirs.map((b) => b.id);
    if (bookingIds.length > 0) {
      await tx
        .update(bookings)
        .set({ customerId: null, fullName: '', email: '', phone: '', clientIp: null, updatedAt: now })
        .where(inArray(bookings.id, bookingIds));
      await tx.update(payments).set({ payerId: null }).where(inArray(payments.bookingId, bookingIds));
    }
    // Another customer's booking that gave this person's email as its contact stays theirs, without the email.
    await tx.update(bookings).set({ email: '', updatedAt: now }).where(withEmailOf(user));
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.customerId, user.id));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.delete(emails).where(sql`lower(${emails.to}) = lower(${user.email})`);
    await tx.update(uploads).set({ uploadedBy: null }).where(eq(uploads.uploadedBy, user.id));
    await tx
      .update(users)
      .set({
        email: `erased-${user.id}@${ERASED_EMAIL_DOMAIN}`,
        // No argon2 hash matches this: nobody signs in as an erased account.
        passwordHash: `!erased:${randomBytes(16).toString('hex')}`,
        firstName: '',
        lastName: '',
        gender: null,
        address: '',
        phoneNumber: '',
        image: null,
        points: 0,
        status: UserStatus.Inactive,
        language: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    return user.image;
  });
  await removeImage(deps, avatar);
}
