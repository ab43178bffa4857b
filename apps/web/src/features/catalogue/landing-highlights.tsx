import { Card, Container, Group, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDroplet, IconPalette, IconScissors } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Highlight {
  title: string;
  text: string;
  icon: ReactNode;
}

/** Spec §2 Landing: the static three services. */
const HIGHLIGHTS: Highlight[] = [
  {
    title: 'Hair Styling',
    text: 'Cuts and finishes shaped to your face, your hair type and the way you actually wear it day to day.',
    icon: <IconScissors size={22} />,
  },
  {
    title: 'Color Treatment',
    text: 'From subtle gloss to bold highlights, with ammonia-free dyes that keep your hair soft and shiny.',
    icon: <IconPalette size={22} />,
  },
  {
    title: 'Scalp Care',
    text: 'Deep-cleansing treatments and massage that soothe dryness, balance oil and support healthy growth.',
    icon: <IconDroplet size={22} />,
  },
];

interface MenuItem {
  title: string;
  text: string;
  image: string;
}

/** Spec §2 Landing: the static four-item menu. */
const MENU: MenuItem[] = [
  { title: 'Haircut and Styling', text: 'Consultation, precision cut and a styled finish.', image: '/images/services/haircut.svg' },
  { title: 'Beard', text: 'Shape, trim and a hot-towel straight-razor line-up.', image: '/images/services/beard.svg' },
  { title: 'Makeup', text: 'Natural day looks or full evening glam.', image: '/images/services/makeup.svg' },
  { title: 'Body Treatment', text: 'Exfoliating scrub and a hydrating wrap.', image: '/images/services/body.svg' },
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
  return (
    <Container size="lg" py={64} component="section" aria-labelledby="landing-services">
      <SectionHeading eyebrow="What we do" title="Our Services" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {HIGHLIGHTS.map((item) => (
          <Card key={item.title} withBorder padding="xl">
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
  return (
    <Container size="lg" py={64} component="section">
      <SectionHeading eyebrow="Menu" title="Treat Yourself" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {MENU.map((item) => (
          <Card key={item.title} withBorder padding="md">
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
