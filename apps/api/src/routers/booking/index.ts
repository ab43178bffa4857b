import {
  BookingStatus,
  createBookingSchema,
  customerBookingsPageSchema,
  dateMsSchema,
  deskBookingSchema,
  idSchema,
  messages,
  Role,
  rescheduleBookingSchema,
  salonDayKey,
  salonToday,
  slotsNeeded,
} from '@hairsalon/shared';
import { z } from 'zod';
import { forbidden } from '../../errors.js';
import { optionalUserProcedure, publicProcedure, roleProcedure, router } from '../../trpc.js';
import { requireCustomer } from '../front-desk/front-desk.service.js';
import { requireActiveStylist } from '../schedule/schedule.service.js';
import { freeStarts, loadChosenServices } from './availability.js';
import {
  cancelByCustomer,
  cancelByStaff,
  completeBooking,
  createBooking,
  listBookingsByDate,
  listBookingsForCustomer,
  listBookingsForStylist,
  markNoShow,
  pageBookingsForCustomer,
} from './booking.service.js';
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
    .mutation(({ ctx, input }) => createBooking(ctx.deps, input, ctx.user, ctx.req.ip, { kind: 'online' }, ctx.language)),

  /**
   * Issue 12 item 3: the front desk books a walk-in or phone customer on a free slot, confirmed at once and paid at
   * the salon, through the same creation path as an online booking.
   */
  createAtDesk: roleProcedure(Role.Staff, Role.Admin)
    .input(deskBookingSchema)
    .mutation(async ({ ctx, input }) => {
      const customer = input.customerId === undefined ? null : await requireCustomer(ctx.deps.db, input.customerId);
      const created = await createBooking(
        ctx.deps,
        { ...input, email: input.email || customer?.email || '', pointsToUse: 0, amount: undefined },
        ctx.user,
        ctx.req.ip,
        { kind: 'desk', source: input.source, customerId: customer?.id ?? null, staffId: ctx.user.id },
        ctx.language,
      );
      return { bookingId: created.bookingId, statusId: BookingStatus.Confirmed, amount: created.amount, message: created.message };
    }),

  /** Issue 12 item 2: staff mark a confirmed booking whose time has passed as no-show (no points). */
  markNoShow: roleProcedure(Role.Staff, Role.Admin)
    .input(bookingIdSchema)
    .mutation(({ ctx, input }) => markNoShow(ctx.deps, input.bookingId)),

  /**
   * The start times of a stylist's day where the chosen services fit (every covered slot free; docs/decisions/009).
   * The booking form offers only these.
   */
  freeStarts: publicProcedure
    .input(z.object({ stylistId: idSchema(messages.booking.stylistRequired), date: dateSchema, serviceIds: serviceIdsSchema }))
    .query(async ({ ctx, input }) => {
      await requireActiveStylist(ctx.deps.db, input.stylistId);
      const chosen = await loadChosenServices(ctx.deps.db, input.serviceIds);
      const starts = await freeStarts(
        ctx.deps.db,
        { stylistId: input.stylistId, day: salonDayKey(input.date), services: chosen },
        ctx.deps.now(),
      );
      return { starts, slotsNeeded: slotsNeeded(chosen) };
    }),

  /** Staff: every booking of a salon day. */
  listByDate: roleProcedure(Role.Staff, Role.Admin)
    .input(z.object({ date: dateSchema }))
    .query(({ ctx, input }) => listBookingsByDate(ctx.deps.db, input.date)),

  /** A stylist's own bookings of a day (an admin may name the stylist). */
  listForStylist: roleProcedure(Role.Stylist, Role.Admin)
    .input(z.object({ date: dateSchema.optional(), stylistId: idSchema().optional() }))
    .query(({ ctx, input }) => {
      const stylistId = ctx.user.roleId === Role.Admin ? (input.stylistId ?? ctx.user.id) : ctx.user.id;
      if (ctx.user.roleId === Role.Stylist && input.stylistId !== undefined && input.stylistId !== ctx.user.id)
        throw forbidden(messages.session.forbidden);
      return listBookingsForStylist(ctx.deps.db, stylistId, input.date ?? salonToday(ctx.deps.now().getTime()));
    }),

  /** A customer's own bookings, newest first (an admin may name the customer). */
  listForCustomer: roleProcedure(Role.Customer, Role.Admin)
    .input(z.object({ customerId: idSchema().optional() }).optional())
    .query(({ ctx, input }) => {
      const customerId = input?.customerId ?? ctx.user.id;
      if (ctx.user.roleId !== Role.Admin && customerId !== ctx.user.id) throw forbidden(messages.session.forbidden);
      return listBookingsForCustomer(ctx.deps.db, customerId);
    }),

  /** One page of a customer's own bookings, newest first, after the booking `cursor` (an admin may name the customer). */
  pageForCustomer: roleProcedure(Role.Customer, Role.Admin)
    .input(customerBookingsPageSchema)
    .query(({ ctx, input }) => {
      const customerId = input.customerId ?? ctx.user.id;
      if (ctx.user.roleId !== Role.Admin && customerId !== ctx.user.id) throw forbidden(messages.session.forbidden);
      return pageBookingsForCustomer(ctx.deps.db, customerId, { cursor: input.cursor ?? undefined, limit: input.limit });
    }),

  cancelByCustomer: roleProcedure(Role.Customer)
    .input(bookingIdSchema)
    .mutation(({ ctx, input }) => cancelByCustomer(ctx.deps, input.bookingId, ctx.user.id)),

  /** Staff cancel S1 or S2; the email, names and time come from the database, never from the request. */
  cancelByStaff: roleProcedure(Role.Staff, Role.Admin)
    .input(bookingIdSchema)
    .mutation(({ ctx, input }) => cancelByStaff(ctx.deps, input.bookingId)),

  /** The starts a booking could move to on a stylist's day (its customer, or staff). */
  rescheduleOptions: roleProcedure(Role.Customer, Role.Staff, Role.Admin)
    .input(rescheduleBookingSchema.omit({ timeType: true }))
    .query(({ ctx, input }) => rescheduleOptions(ctx.deps, input.bookingId, input, ctx.user)),

  /** A customer moves their own pending or confirmed booking (up to the policy's hours before); staff any active one. */
  reschedule: roleProcedure(Role.Customer, Role.Staff, Role.Admin)
    .input(rescheduleBookingSchema)
    .mutation(({ ctx, input }) => rescheduleBooking(ctx.deps, input.bookingId, input, ctx.user)),

  complete: roleProcedure(Role.Stylist)
    .input(bookingIdSchema)
    .mutation(({ ctx, input }) => completeBooking(ctx.deps, input.bookingId, ctx.user)),
});
