import { createFileRoute } from '@tanstack/react-router';
import { localizedTitleHead } from '../../features/i18n/page-title';
import { AboutPage } from '../../features/salon/about-page';

export const Route = createFileRoute('/_customer/about')({
  head: localizedTitleHead((ui) => ui.about.title),
  component: AboutPage,
});
