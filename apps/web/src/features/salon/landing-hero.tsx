import { BackgroundImage, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { ButtonLink } from '../layout/router-links';
import { chosenLocation, locationQueries, rememberLocation } from '../location/customer-location';
import { useSalonDetails } from './use-salon-details';

/**
 * Spec §2 Landing: Book now → /booking (the location chosen last, else the first). A chain with more than one open
 * location also offers the location first (issue 24): a link per location to /booking?location=<id>, remembered.
 */
function BookNow() {
  const { ui } = useI18n();
  const trpc = useTRPC();
  const { data: locations = [] } = useQuery(locationQueries.list(trpc));
  const current = locations.length > 1 ? chosenLocation(locations, undefined) : undefined;
  return (
    <Stack gap="sm" align="flex-start">
      <ButtonLink to="/booking" size="lg" leftSection={<IconCalendarPlus size={20} />}>
        {ui.home.bookNow}
      </ButtonLink>
      {current && (
        <Stack gap={6} component="nav" aria-labelledby="landing-choose-salon" w="100%">
          <Text c="white" fw={600} id="landing-choose-salon">
            {ui.location.chooseSalon}
          </Text>
          <Group gap="xs">
            {locations.map((location) => (
              <ButtonLink
                key={location.id}
                to="/booking"
                search={{ location: location.id }}
                variant={location.id === current.id ? 'white' : 'default'}
                leftSection={<IconMapPin size={18} />}
                aria-current={location.id === current.id ? 'true' : undefined}
                onClick={() => rememberLocation(location.id)}
              >
                {ui.location.bookAt(location.name)}
              </ButtonLink>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

export function LandingHero() {
  const { ui } = useI18n();
  const salon = useSalonDetails();
  return (
    <BackgroundImage src="/images/hero.svg" radius={0}>
      <Box
        py={{ base: 64, md: 120 }}
        style={{ background: 'linear-gradient(90deg, rgba(20, 10, 30, 0.72) 0%, rgba(20, 10, 30, 0.25) 70%, transparent 100%)' }}
      >
        <Container size="lg">
          <Stack gap="md" maw={560}>
            <Text c="brand.1" fw={600} tt="uppercase" size="sm" lts={2}>
              {ui.home.welcome(salon.displayName)}
            </Text>
            <Title order={1} c="white" fz={{ base: 36, md: 52 }} lh={1.1}>
              {ui.home.headline}
            </Title>
            <Text c="gray.2" size="lg">
              {ui.home.intro}
            </Text>
            <BookNow />
          </Stack>
        </Container>
      </Box>
    </BackgroundImage>
  );
}
