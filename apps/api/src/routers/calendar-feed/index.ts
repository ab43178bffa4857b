import type { DbOrTx } from '@hairsalon/db';
import { calendarFeedOwnerSchema, Role } from '@hairsalon/shared';
import type { SessionUser } from '../../context.js';
import { authedProcedure, router } from '../../trpc.js';
import { requireStylistInScope } from '../location/scope.js';
import { checkFeedAccess, type FeedOwner, feedOf, renewFeed, revokeFeed } from './calendar-feed.service.js';

/** A stylist's feed is always their own; staff and the admin name a stylist, or get the whole salon's feed. */
function ownerOf(user: SessionUser, input: { stylistId?: number | undefined } | undefined): FeedOwner {
  if (user.roleId === Role.Stylist) return { stylistId: input?.stylistId ?? user.id };
  return { stylistId: input?.stylistId ?? null };
}

/** The feed's owner, checked: a stylist their own; staff a stylist of their own location (docs/decisions/021). */
async function allowedOwner(db: DbOrTx, user: SessionUser, input: { stylistId?: number | undefined } | undefined): Promise<FeedOwner> {
  const owner = ownerOf(user, input);
  checkFeedAccess(user, owner);
  if (owner.stylistId !== null) await requireStylistInScope(db, user, owner.stylistId);
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
