import { createScheduleSchema, dateMsSchema, idSchema, locationIdSchema, messages } from '@hairsalon/shared';
import { z } from 'zod';
import { authedProcedure, cachedProcedure, router } from '../../trpc.js';
import { createSchedule, createSchedules, listSlots, scheduleLocation, untilNextSlotStarts } from './schedule.service.js';

export const slotQuerySchema = z.object({
  stylistId: idSchema(messages.schedule.viewerRequired),
  date: dateMsSchema(messages.schedule.viewerRequired),
  /** Optional: when named, the stylist must work there (docs/decisions/021). */
  locationId: locationIdSchema.optional(),
});

export const scheduleRouter = router({
  /** Public: the booking form shows a stylist's slots for a day. */
  byStylistAndDate: cachedProcedure({
    tables: ['schedule_slots', 'bookings', 'booking_slots', 'stylist_time_off', 'users', 'locations'],
    validUntil: untilNextSlotStarts,
  })
    .input(slotQuerySchema)
    .query(({ ctx, input }) => listSlots(ctx.deps.db, input.stylistId, input.date, ctx.deps.now(), input.locationId)),
  /** Staff only for their own location's stylists (docs/decisions/021). */
  create: authedProcedure
    .input(createScheduleSchema)
    .mutation(async ({ ctx, input }) =>
      createSchedule(ctx.deps.db, input, ctx.deps.now(), await scheduleLocation(ctx.deps.db, ctx.user, input)),
    ),
  /** Several stylist-days in one request (the REST create-schedule body); nothing is created unless all are valid. */
  createMany: authedProcedure
    .input(
      z.object({
        entries: z
          .array(createScheduleSchema, { error: messages.schedule.selectionRequired })
          .min(1, { error: messages.schedule.selectionRequired })
          .max(100),
      }),
    )
    .mutation(({ ctx, input }) => createSchedules(ctx.deps.db, input.entries, ctx.deps.now(), ctx.user)),
});
