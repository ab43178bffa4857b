import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/layout/page-placeholder';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/')({
  head: titleHead('Home'),
  component: HomePage,
});

function HomePage() {
  return <PagePlaceholder title="Home" />;
}
