import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { ContactPage } from '../../features/salon/contact-page';

export const Route = createFileRoute('/_customer/contact')({
  head: localizedTitleHead((ui) => ui.contact.title),
  component: ContactPage,
});
