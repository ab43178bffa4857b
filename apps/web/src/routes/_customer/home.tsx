import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../../features/catalogue/landing-page';
import { titleHead } from '../../features/layout/page-title';

export const Route = createFileRoute('/_customer/home')({
  head: titleHead('Home'),
  component: LandingPage,
});
