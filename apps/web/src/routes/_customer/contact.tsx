import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/contact')({
  head: titleHead('Contact'),
  component: ContactPage,
});

function ContactPage() {
  return <PagePlaceholder title="Contact" />;
}
