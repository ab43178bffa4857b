import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/catalogue/about-page';
import { localizedTitleHead } from '../../features/i18n/page-title';

export const Route = createFileRoute('/_customer/about')({
  head: localizedTitleHead((ui) => ui.about.title),
  component: AboutPage,
});
