import { calendarFeedOwnerSchema, Role } from '@hairsalon/shared';
import type { SessionUser } from '../../context.js';
import { authedProcedure, router } from '../../trpc.js';
import { checkFeedAccess, type FeedOwner, feedOf, renewFeed, revokeFeed } from './calendar-feed.service.js';

/** A stylist's feed is always their own; staff and the admin name a stylist, or get the whole salon's feed. */
function ownerOf(user: SessionUser, input: { stylistId?: number | undefined } | undefined): FeedOwner {
  if (user.roleId === Role.Stylist) return { stylistId: input?.stylistId ?? user.id };
  return { stylistId: input?.stylistId ?? null };
}

/** Issue 23: private calendar URLs (RFC 5545) that Google and Apple Calendar subscribe to; served at /calendar/*.ics. */
export const calendarFeedRouter = router({
  get: authedProcedure.input(calendarFeedOwnerSchema).query(({ ctx, input }) => {
    const owner = ownerOf(ctx.user, input);
    checkFeedAccess(ctx.user, owner);
    return feedOf(ctx.deps, owner);
  }),
  renew: authedProcedure.input(calendarFeedOwnerSchema).mutation(({ ctx, input }) => {
    const owner = ownerOf(ctx.user, input);
    checkFeedAccess(ctx.user, owner);
    return renewFeed(ctx.deps, owner, ctx.user.id);
  }),
  revoke: authedProcedure.input(calendarFeedOwnerSchema).mutation(({ ctx, input }) => {
    const owner = ownerOf(ctx.user, input);
    checkFeedAccess(ctx.user, owner);
    return revokeFeed(ctx.deps, owner);
  }),
});
