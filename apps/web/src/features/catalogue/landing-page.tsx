import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LandingHero } from './landing-hero';
import { LandingMenu, LandingServices } from './landing-highlights';

// The carousel (Embla) sits below the fold: its code arrives after the hero has painted, not before.
const StylistCarousel = lazy(() => import('./stylist-carousel').then((module) => ({ default: module.StylistCarousel })));

/** Spec §2 Landing page (/ and /home). */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingServices />
      <LandingMenu />
      <Suspense fallback={<Box mih={560} />}>
        <StylistCarousel />
      </Suspense>
    </>
  );
}
