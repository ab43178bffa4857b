import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/catalogue/about-page';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/about')({
  head: titleHead('About Us'),
  component: AboutPage,
});
