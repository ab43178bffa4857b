import { BackgroundImage, Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useI18n } from '../i18n/use-i18n';
import { ButtonLink } from '../layout/router-links';
import { useSalonDetails } from './use-salon-details';

/** Spec §2 Landing: a welcome message and Book now → /booking. */
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
            <Box>
              <ButtonLink to="/booking" size="lg" leftSection={<IconCalendarPlus size={20} />}>
                {ui.home.bookNow}
              </ButtonLink>
            </Box>
          </Stack>
        </Container>
      </Box>
    </BackgroundImage>
  );
}
