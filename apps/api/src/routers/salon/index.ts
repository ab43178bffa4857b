import { faqListSchema, messages, salonDetailsSchema, salonPagesSchema } from '@hairsalon/shared';
import { authedProcedure, cachedProcedure, router } from '../../trpc.js';
import {
  getSalonPages,
  goLiveChecklist,
  listFaqs,
  loadSalonDetails,
  replaceFaqs,
  updateSalonDetails,
  updateSalonPages,
} from './salon.service.js';

/** The salon's own details, its Privacy, Terms and FAQs pages (public to read, the admin's to edit), and the go-live checklist. */
export const salonRouter = router({
  details: cachedProcedure({ tables: ['salon_settings', 'locations'] }).query(({ ctx }) => loadSalonDetails(ctx.deps.db)),
  updateDetails: authedProcedure.input(salonDetailsSchema).mutation(async ({ ctx, input }) => ({
    details: await updateSalonDetails(ctx.deps, ctx.user.id, input),
    message: messages.salon.saved,
  })),
  pages: cachedProcedure({ tables: ['salon_settings'] }).query(({ ctx }) => getSalonPages(ctx.deps.db)),
  updatePages: authedProcedure.input(salonPagesSchema).mutation(async ({ ctx, input }) => ({
    pages: await updateSalonPages(ctx.deps.db, input, ctx.deps.now()),
    message: messages.salon.pagesSaved,
  })),
  faqs: cachedProcedure({ tables: ['faqs'] }).query(({ ctx }) => listFaqs(ctx.deps.db)),
  updateFaqs: authedProcedure.input(faqListSchema).mutation(async ({ ctx, input }) => ({
    faqs: await replaceFaqs(ctx.deps.db, input),
    message: messages.salon.faqsSaved,
  })),
  goLive: authedProcedure.query(({ ctx }) => goLiveChecklist(ctx.deps)),
});
