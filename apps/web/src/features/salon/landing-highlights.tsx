import { Card, Container, Group, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDroplet, IconPalette, IconScissors } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UiCatalogue } from '../i18n/language-store';
import { useI18n } from '../i18n/use-i18n';

type HomeTexts = UiCatalogue['home'];
/** A landing card: its title's key in the home texts (the description is `${key}Text`). */
type CardKey = 'styling' | 'color' | 'scalp' | 'haircut' | 'beard' | 'makeup' | 'body';
const textOf = (home: HomeTexts, key: CardKey) => ({ title: home[key], text: home[`${key}Text`] });

/** Spec §2 Landing: the static three services. */
const HIGHLIGHTS: { key: CardKey; icon: ReactNode }[] = [
  { key: 'styling', icon: <IconScissors size={22} /> },
  { key: 'color', icon: <IconPalette size={22} /> },
  { key: 'scalp', icon: <IconDroplet size={22} /> },
];

/** Spec §2 Landing: the static four-item menu. */
const MENU: { key: CardKey; image: string }[] = [
  { key: 'haircut', image: '/images/services/haircut.svg' },
  { key: 'beard', image: '/images/services/beard.svg' },
  { key: 'makeup', image: '/images/services/makeup.svg' },
  { key: 'body', image: '/images/services/body.svg' },
];

export function SectionHeading({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <Stack gap={4} align="center" mb="xl">
      <Text c="brand.8" fw={600} tt="uppercase" size="sm" lts={2}>
        {eyebrow}
      </Text>
      <Title order={2} ta="center">
        {title}
      </Title>
    </Stack>
  );
}

export function LandingServices() {
  const { ui } = useI18n();
  return (
    <Container size="lg" py={64} component="section" aria-labelledby="landing-services">
      <SectionHeading eyebrow={ui.home.servicesEyebrow} title={ui.home.servicesTitle} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {HIGHLIGHTS.map(({ key, icon }) => ({ ...textOf(ui.home, key), key, icon })).map((item) => (
          <Card key={item.key} withBorder padding="xl">
            <Stack gap="sm">
              <ThemeIcon size={44} radius="xl" variant="light">
                {item.icon}
              </ThemeIcon>
              <Title order={3} fz="lg">
                {item.title}
              </Title>
              <Text c="dimmed" size="sm">
                {item.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

export function LandingMenu() {
  const { ui } = useI18n();
  return (
    <Container size="lg" py={64} component="section">
      <SectionHeading eyebrow={ui.home.menuEyebrow} title={ui.home.menuTitle} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {MENU.map(({ key, image }) => ({ ...textOf(ui.home, key), key, image })).map((item) => (
          <Card key={item.key} withBorder padding="md">
            <Card.Section>
              <Image src={item.image} alt={item.title} h={160} fit="cover" />
            </Card.Section>
            <Group mt="md" gap={4}>
              <Title order={3} fz="md">
                {item.title}
              </Title>
            </Group>
            <Text c="dimmed" size="sm" mt={4}>
              {item.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
