import {
  createBookingSchema,
  customerBookingsPageSchema,
  dateMsSchema,
  deskBookingSchema,
  idSchema,
  locationIdSchema,
  messages,
  Role,
  rescheduleBookingSchema,
  salonDayKey,
  slotsNeeded,
} from '@hairsalon/shared';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { forbidden } from '../../errors.js';
import { authedProcedure, optionalUserProcedure, publicProcedure, router, subscriberStillAllowed } from '../../trpc.js';
import { scopedLocation, stylistLocation } from '../location/scope.js';
import { requireActiveStylist } from '../stylist/active-stylist.js';
import { freeStarts, loadChosenServices } from './availability.js';
import { mayHear } from './booking-changes.js';
import { cancelByCustomer, cancelByStaff } from './cancel.service.js';
import { completeBooking, markNoShow } from './complete.service.js';
import { createDeskBooking } from './desk-booking.service.js';
import { createOnlineBooking, payLinkOf } from './online-booking.service.js';
import { listBookingsByDate, listBookingsForCustomer, listBookingsForStylist, pageBookingsForCustomer } from './reads.service.js';
import { rescheduleBooking, rescheduleOptions } from './reschedule.service.js';

const bookingIdSchema = z.object({
  bookingId: idSchema(messages.booking.notFound),
});
const dateSchema = dateMsSchema(messages.booking.dateRequired);
const serviceIdsSchema = createBookingSchema.shape.serviceIds;

export const bookingRouter = router({
  /** A visitor (guest) or a signed-in customer books; the server prices it and opens the payment. */
  create: optionalUserProcedure
    .input(createBookingSchema)
    .mutation(({ ctx, input }) => createOnlineBooking(ctx.deps, input, ctx.user, ctx.req.ip, ctx.language)),

  /**
   * Issue 12 item 3: the front desk books a walk-in or phone customer on a free slot, confirmed at once and paid at
   * the salon, through the same steps as an online booking (new-booking.ts).
   */
  createAtDesk: authedProcedure
    .input(deskBookingSchema)
    .mutation(({ ctx, input }) => createDeskBooking(ctx.deps, input, ctx.user, ctx.language)),

  /** Issue 12 item 2: staff mark a confirmed booking whose time has passed as no-show (no points). */
  markNoShow: authedProcedure.input(bookingIdSchema).mutation(({ ctx, input }) => markNoShow(ctx.deps, input.bookingId, ctx.user)),

  /**
   * The start times of a stylist's day where the chosen services fit (every covered slot free; docs/decisions/009).
   * The booking form offers only these.
   */
  freeStarts: publicProcedure
    .input(z.object({ stylistId: idSchema(messages.booking.stylistRequired), date: dateSchema, serviceIds: serviceIdsSchema }))
    .query(async ({ ctx, input }) => {
      await requireActiveStylist(ctx.deps.db, input.stylistId);
      const { timeZone: zone } = await stylistLocation(ctx.deps.db, input.stylistId);
      const chosen = await loadChosenServices(ctx.deps.db, input.serviceIds);
      const starts = await freeStarts(
        ctx.deps.db,
        { stylistId: input.stylistId, day: salonDayKey(input.date, zone), services: chosen, zone },
        ctx.deps.now(),
      );
      return { starts, slotsNeeded: slotsNeeded(chosen) };
    }),

  /** Staff: every booking of a salon day at a location (absent: the first open location; staff: their own). */
  listByDate: authedProcedure
    .input(z.object({ date: dateSchema, locationId: locationIdSchema.optional() }))
    .query(async ({ ctx, input }) =>
      listBookingsByDate(ctx.deps.db, input.date, await scopedLocation(ctx.deps.db, ctx.user, input.locationId)),
    ),

  /** A stylist's own bookings of a day (an admin may name the stylist). */
  listForStylist: authedProcedure
    .input(z.object({ date: dateSchema.optional(), stylistId: idSchema().optional() }))
    .query(({ ctx, input }) => {
      const stylistId = ctx.user.roleId === Role.Admin ? (input.stylistId ?? ctx.user.id) : ctx.user.id;
      if (ctx.user.roleId === Role.Stylist && input.stylistId !== undefined && input.stylistId !== ctx.user.id)
        throw forbidden(messages.session.forbidden);
      return listBookingsForStylist(ctx.deps.db, stylistId, input.date, ctx.deps.now());
    }),

  /** A customer's own bookings, newest first (an admin may name the customer). */
  listForCustomer: authedProcedure.input(z.object({ customerId: idSchema().optional() }).optional()).query(({ ctx, input }) => {
    const customerId = input?.customerId ?? ctx.user.id;
    if (ctx.user.roleId !== Role.Admin && customerId !== ctx.user.id) throw forbidden(messages.session.forbidden);
    return listBookingsForCustomer(ctx.deps.db, customerId);
  }),

  /** One page of a customer's own bookings, newest first, after the booking `cursor` (an admin may name the customer). */
  pageForCustomer: authedProcedure.input(customerBookingsPageSchema).query(({ ctx, input }) => {
    const customerId = input.customerId ?? ctx.user.id;
    if (ctx.user.roleId !== Role.Admin && customerId !== ctx.user.id) throw forbidden(messages.session.forbidden);
    return pageBookingsForCustomer(ctx.deps.db, customerId, { cursor: input.cursor ?? undefined, limit: input.limit });
  }),

  /** A customer's own pending booking's pay link, while its hold lasts (issue 22 item 3). */
  payLink: authedProcedure.input(bookingIdSchema).mutation(({ ctx, input }) => payLinkOf(ctx.deps, input.bookingId, ctx.user.id)),

  cancelByCustomer: authedProcedure
    .input(bookingIdSchema)
    .mutation(({ ctx, input }) => cancelByCustomer(ctx.deps, input.bookingId, ctx.user.id)),

  /** Staff cancel S1 or S2; the email, names and time come from the database, never from the request. */
  cancelByStaff: authedProcedure.input(bookingIdSchema).mutation(({ ctx, input }) => cancelByStaff(ctx.deps, input.bookingId, ctx.user)),

  /** The starts a booking could move to on a stylist's day (its customer, or staff). */
  rescheduleOptions: authedProcedure
    .input(rescheduleBookingSchema.omit({ timeType: true }))
    .query(({ ctx, input }) => rescheduleOptions(ctx.deps, input.bookingId, input, ctx.user)),

  /** A customer moves their own pending or confirmed booking (up to the policy's hours before); staff any active one. */
  reschedule: authedProcedure
    .input(rescheduleBookingSchema)
    .mutation(({ ctx, input }) => rescheduleBooking(ctx.deps, input.bookingId, input, ctx.user)),

  complete: authedProcedure.input(bookingIdSchema).mutation(({ ctx, input }) => completeBooking(ctx.deps, input.bookingId, ctx.user)),

  /**
   * The live front desk (issue 23 item 3, docs/decisions/020): a stream (server-sent events) of booking changes from
   * every instance: `ready` once listening, then ids, days and status of each booking made, paid, moved, cancelled,
   * expired or completed; staff and admin hear every one, a stylist only their own.
   */
  changes: authedProcedure.subscription(async function* ({ ctx, signal, path }) {
    let user = ctx.user;
    yield* ctx.deps.bookingChanges.subscribe({
      signal,
      // Staff hear their own location's bookings (by the location each change names), a stylist their own.
      accept: (change) => mayHear(user, change),
      onClose: () => new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: messages.generic.serverError }),
      // The stream ends with the session that opened it, whichever instance ended it (docs/decisions/023).
      session: {
        everyMs: ctx.deps.config.liveSessionCheckMs,
        check: async () => {
          user = await subscriberStillAllowed(ctx, path);
        },
      },
    });
  }),
});
