import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/about')({
  head: titleHead('About Us'),
  component: AboutPage,
});

function AboutPage() {
  return <PagePlaceholder title="About Us" />;
}
