import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/catalogue/contact-page';
import { localizedTitleHead } from '../../features/i18n/page-title';

export const Route = createFileRoute('/_customer/contact')({
  head: localizedTitleHead((ui) => ui.contact.title),
  component: ContactPage,
});
