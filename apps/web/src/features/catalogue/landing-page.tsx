import { LandingHero } from './landing-hero';
import { LandingMenu, LandingServices } from './landing-highlights';
import { StylistCarousel } from './stylist-carousel';

/** Spec §2 Landing page (/ and /home). */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingServices />
      <LandingMenu />
      <StylistCarousel />
    </>
  );
}
