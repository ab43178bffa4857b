import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { FaqsPage } from '../../features/salon/salon-text-page';

export const Route = createFileRoute('/_customer/faqs')({
  head: localizedTitleHead((ui) => ui.salonPages.faqsTitle),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.salon.faqs.queryOptions()),
  component: FaqsPage,
});
