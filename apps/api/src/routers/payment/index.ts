import { idSchema, messages } from '@hairsalon/shared';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc.js';
import { verifyPayment } from './payment.service.js';

export const verifyPaymentSchema = z.object({
  token: z.string({ error: messages.payment.mismatch }).trim().min(1, { error: messages.payment.mismatch }).max(100),
  paymentId: idSchema(messages.payment.mismatch),
  payerId: z.string().trim().max(100).optional(),
  stylistId: idSchema(messages.payment.mismatch),
});

export const paymentRouter = router({
  /** Public: the customer may come back from PayPal signed out (or as a guest). The ids prove nothing alone; the provider's order does. */
  verify: publicProcedure.input(verifyPaymentSchema).mutation(({ ctx, input }) => verifyPayment(ctx.deps, input)),
});
