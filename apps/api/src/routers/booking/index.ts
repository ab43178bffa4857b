import { createBookingSchema, dateMsSchema, idSchema, messages, Role, salonToday } from '@hairsalon/shared';
import { z } from 'zod';
import { forbidden } from '../../errors.js';
import { optionalUserProcedure, roleProcedure, router } from '../../trpc.js';
import {
  cancelByCustomer,
  cancelByStaff,
  completeBooking,
  createBooking,
  listBookingsByDate,
  listBookingsForCustomer,
  listBookingsForStylist,
} from './booking.service.js';

const bookingIdSchema = z.object({
  bookingId: idSchema(messages.booking.notFound),
});
const dateSchema = dateMsSchema(messages.booking.dateRequired);

export const bookingRouter = router({
  /** A visitor (guest) or a signed-in customer books; the server prices it and opens the payment. */
  create: optionalUserProcedure
    .input(createBookingSchema)
    .mutation(({ ctx, input }) => createBooking(ctx.deps, input, ctx.user, ctx.req.ip)),

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

  cancelByCustomer: roleProcedure(Role.Customer)
    .input(bookingIdSchema)
    .mutation(({ ctx, input }) => cancelByCustomer(ctx.deps, input.bookingId, ctx.user.id)),

  /** Staff cancel S1 or S2; the email, names and time come from the database, never from the request. */
  cancelByStaff: roleProcedure(Role.Staff, Role.Admin)
    .input(bookingIdSchema)
    .mutation(({ ctx, input }) => cancelByStaff(ctx.deps, input.bookingId)),

  complete: roleProcedure(Role.Stylist)
    .input(bookingIdSchema)
    .mutation(({ ctx, input }) => completeBooking(ctx.deps, input.bookingId, ctx.user)),
});
