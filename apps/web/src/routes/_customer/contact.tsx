import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/catalogue/contact-page';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/contact')({
  head: titleHead('Contact'),
  component: ContactPage,
});
