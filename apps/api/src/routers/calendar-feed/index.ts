import type { DbOrTx } from '@hairsalon/db';
import { type CalendarFeedOwnerInput, calendarFeedOwnerSchema, Role } from '@hairsalon/shared';
import type { SessionUser } from '../../context.js';
import { authedProcedure, router } from '../../trpc.js';
import { requireStylistInScope, scopedLocation } from '../location/scope.js';
import { checkFeedAccess, type FeedOwner, feedOf, renewFeed, revokeFeed } from './calendar-feed.service.js';

/**
 * The feed's owner, checked: a stylist their own; staff a stylist of their own location or their location's feed; the
 * admin any stylist's, or the feed of the location named (the first open one when none is: docs/decisions/021).
 */
async function allowedOwner(db: DbOrTx, user: SessionUser, input: CalendarFeedOwnerInput): Promise<FeedOwner> {
  const stylistId = user.roleId === Role.Stylist ? (input?.stylistId ?? user.id) : input?.stylistId;
  if (stylistId === undefined) return { stylistId: null, locationId: (await scopedLocation(db, user, input?.locationId)).id };
  const owner = { stylistId };
  checkFeedAccess(user, owner);
  await requireStylistInScope(db, user, stylistId);
  return owner;
}

/** Issue 23: private calendar URLs (RFC 5545) that Google and Apple Calendar subscribe to; served at /calendar/*.ics. */
export const calendarFeedRouter = router({
  get: authedProcedure.input(calendarFeedOwnerSchema).query(async ({ ctx, input }) => {
    const owner = await allowedOwner(ctx.deps.db, ctx.user, input);
    return feedOf(ctx.deps, owner);
  }),
  renew: authedProcedure.input(calendarFeedOwnerSchema).mutation(async ({ ctx, input }) => {
    const owner = await allowedOwner(ctx.deps.db, ctx.user, input);
    return renewFeed(ctx.deps, owner, ctx.user.id);
  }),
  revoke: authedProcedure.input(calendarFeedOwnerSchema).mutation(async ({ ctx, input }) => {
    const owner = await allowedOwner(ctx.deps.db, ctx.user, input);
    return revokeFeed(ctx.deps, owner);
  }),
});
