import '@mantine/carousel/styles.css';

import { codeLabels, STYLIST_CAROUSEL_SLIDES, STYLIST_CAROUSEL_SPEED_MS } from '@hairsalon/shared';
import { Carousel } from '@mantine/carousel';
import { Card, Container, Image, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { chosenLocation, locationInput, locationQueries } from '../location/customer-location';
import { SectionHeading } from '../salon/landing-highlights';
import { stylistQueries } from './stylist-queries';
import type { Stylist } from './types';

/**
 * Embla has no millisecond speed; its `duration` (default 25) is the scroll animation's length in
 * abstract units where ~20–60 is the usable range. 25 ≈ 500 ms, the spec's carousel speed.
 */
const EMBLA_DURATION_FOR_SPEED = Math.round(STYLIST_CAROUSEL_SPEED_MS / 20);

function StylistCard({ stylist }: { stylist: Stylist }) {
  const name = `${stylist.firstName} ${stylist.lastName}`;
  const { language } = useI18n();
  return (
    <Card withBorder padding="md" h="100%" data-testid="stylist-card">
      <Card.Section>
        <Image src={stylist.image || '/images/avatar-placeholder.svg'} alt={name} h={260} fit="cover" />
      </Card.Section>
      <Title order={3} fz="lg" mt="md">
        {name}
      </Title>
      <Text c="dimmed" size="sm">
        {codeLabels[language].position[stylist.positionId]}
      </Text>
    </Card>
  );
}

/** Spec §2 Landing: 3 slides at once, dots and arrows, not infinite, 500 ms. */
export function StylistCarousel() {
  const trpc = useTRPC();
  // In a chain, the stylists of the location this browser chose last (issue 24); a single salon's otherwise.
  const { data: locations = [] } = useQuery(locationQueries.list(trpc));
  const location = chosenLocation(locations, undefined);
  const { data: stylists } = useSuspenseQuery(stylistQueries.list(trpc, locationInput(locations, location).locationId));
  const { ui } = useI18n();
  return (
    <Container size="lg" py={64} component="section" aria-label={ui.home.stylists}>
      <SectionHeading eyebrow={ui.home.stylistsEyebrow} title={ui.home.stylistsTitle} />
      {locations.length > 1 && location && (
        <Text ta="center" c="dimmed" mt={-24} mb="lg" data-testid="stylists-location">
          {location.name}
        </Text>
      )}
      <Carousel
        slideSize={{ base: '100%', sm: '50%', md: `${100 / STYLIST_CAROUSEL_SLIDES}%` }}
        slideGap="md"
        withIndicators
        withControls
        emblaOptions={{ loop: false, align: 'start', slidesToScroll: 1, duration: EMBLA_DURATION_FOR_SPEED }}
        previousControlProps={{ 'aria-label': ui.home.previousStylists }}
        nextControlProps={{ 'aria-label': ui.home.nextStylists }}
        // Mantine's own screen-reader texts are English: every one the reader hears is given in the page's language.
        aria-roledescription={ui.home.carouselRole}
        getIndicatorProps={(index) => ({ 'aria-label': ui.home.goToStylist(index + 1) })}
        pb="xl"
        styles={{ indicators: { bottom: 0 }, indicator: { backgroundColor: 'var(--mantine-color-brand-8)' } }}
      >
        {stylists.map((stylist, index) => (
          <Carousel.Slide
            key={stylist.id}
            aria-roledescription={ui.home.slideRole}
            aria-label={ui.home.stylistSlide(index + 1, stylists.length)}
          >
            <StylistCard stylist={stylist} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Container>
  );
}
