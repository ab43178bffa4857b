import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NearViewport } from '../layout/near-viewport';
import { LandingHero } from './landing-hero';
import { LandingMenu, LandingServices } from './landing-highlights';

/** The stylists section's height before it has loaded, so the footer below it does not move when it arrives. */
const STYLISTS_MIN_HEIGHT = 560;

// The carousel (Embla) sits below the fold: its code arrives when the reader scrolls towards it, not with the page.
const StylistCarousel = lazy(() => import('../stylist/stylist-carousel').then((module) => ({ default: module.StylistCarousel })));

/** Spec §2 Landing page (/ and /home). */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingServices />
      <LandingMenu />
      <NearViewport placeholder={(ref) => <Box ref={ref} mih={STYLISTS_MIN_HEIGHT} />}>
        <Suspense fallback={<Box mih={STYLISTS_MIN_HEIGHT} />}>
          <StylistCarousel />
        </Suspense>
      </NearViewport>
    </>
  );
}
