import { messages, type SalonDetails } from '@hairsalon/shared';
import { type ProcedureOutput, trpcMutation, trpcQuery } from '../trpc';

/** The salon's details, pages and FAQs in mock mode (issue 25), as the demo salon's seed has them. */
const demoDetails: SalonDetails = {
  name: 'HairSalon',
  tagline: 'Cuts, color and care by stylists who listen.',
  addressEn: '123 Le Loi, District 1, Ho Chi Minh City',
  addressVi: '123 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  phone: '+84 28 3823 4567',
  email: 'hello@hairsalon.local',
  openingHoursEn: 'Monday to Saturday, 9:00 AM to 6:00 PM',
  openingHoursVi: 'Thứ Hai đến Thứ Bảy, 09:00 đến 18:00',
  logo: null,
  emailSenderName: 'HairSalon',
};
const salonMockDb = {
  details: { ...demoDetails },
  pages: {
    privacyEn: 'What the salon keeps about you.',
    privacyVi: 'Salon lưu gì về bạn.',
    termsEn: 'Booking terms.',
    termsVi: 'Điều khoản đặt lịch.',
  },
  faqs: [] as ProcedureOutput<'salon.faqs'>,
};

export const salonHandlers = [
  trpcQuery('salon.details', () => salonMockDb.details),
  trpcMutation('salon.updateDetails', (input) => {
    salonMockDb.details = { ...salonMockDb.details, ...(input as Partial<SalonDetails>) };
    return { details: salonMockDb.details, message: messages.salon.saved };
  }),
  trpcQuery('salon.pages', () => salonMockDb.pages),
  trpcMutation('salon.updatePages', (input) => {
    salonMockDb.pages = { ...salonMockDb.pages, ...(input as Partial<typeof salonMockDb.pages>) };
    return { pages: salonMockDb.pages, message: messages.salon.pagesSaved };
  }),
  trpcQuery('salon.faqs', () => salonMockDb.faqs),
  trpcMutation('salon.updateFaqs', (input) => {
    const { faqs } = input as { faqs: Omit<ProcedureOutput<'salon.faqs'>[number], 'id'>[] };
    salonMockDb.faqs = faqs.map((faq, index) => ({ ...faq, id: index + 1 }));
    return { faqs: salonMockDb.faqs, message: messages.salon.faqsSaved };
  }),
  trpcQuery('salon.goLive', () =>
    (['details', 'serviceImage', 'stylistSchedule', 'paypal', 'smtp', 'https', 'backup'] as const).map((id) => ({
      id,
      done: id === 'details' || id === 'serviceImage' || id === 'stylistSchedule',
    })),
  ),
  trpcMutation('setup.createAdmin', () => ({ ok: true as const, message: messages.setup.created })),
  trpcQuery('account.export', () => ({}) as ProcedureOutput<'account.export'>),
  trpcMutation('account.delete', () => ({ ok: true as const, message: messages.account.deleted })),
  trpcQuery('account.exportForCustomer', () => ({}) as ProcedureOutput<'account.exportForCustomer'>),
  trpcMutation('account.deleteForCustomer', () => ({ ok: true as const, message: messages.account.deletedByAdmin })),
];
