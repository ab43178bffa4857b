import { createScheduleSchema, messages, Role } from '@hairsalon/shared';
import { z } from 'zod';
import { publicProcedure, roleProcedure, router } from '../../trpc.js';
import { createSchedule, listSlots } from './schedule.service.js';

export const slotQuerySchema = z.object({
  stylistId: z.coerce.number({ error: messages.schedule.viewerRequired }).int().positive({ error: messages.schedule.viewerRequired }),
  date: z.coerce.number({ error: messages.schedule.viewerRequired }).int().positive({ error: messages.schedule.viewerRequired }),
});

export const scheduleRouter = router({
  /** Public: the booking form shows a stylist's slots for a day. */
  byStylistAndDate: publicProcedure
    .input(slotQuerySchema)
    .query(({ ctx, input }) => listSlots(ctx.deps.db, input.stylistId, input.date, ctx.deps.now())),
  create: roleProcedure(Role.Staff, Role.Admin)
    .input(createScheduleSchema)
    .mutation(({ ctx, input }) => createSchedule(ctx.deps.db, input, ctx.deps.now())),
});
