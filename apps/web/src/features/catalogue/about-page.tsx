import { Container, Grid, Image, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PageBreadcrumbs } from './page-breadcrumbs';

/** Spec §2 About: static marketing text and images, breadcrumb Home / About Us. */
export function AboutPage() {
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/home' }, { label: 'About Us' }]} />
      <Title order={1} mb="xl">
        About Us
      </Title>
      <Grid gap="xl" align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={2} fz="h3">
              A neighbourhood salon in the heart of Saigon
            </Title>
            <Text>
              HairSalon opened its doors on Le Loi street with two chairs and one simple idea: listen first, cut second. Today our team of
              stylists, colourists and therapists welcomes guests from all over Ho Chi Minh City, and the idea has not changed.
            </Text>
            <Text>
              Every visit starts with a conversation about your hair, your routine and the look you want to leave with. We only recommend
              what will suit you and be easy to keep up at home.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Image src="/images/about-1.svg" alt="Inside the salon" radius="md" />
        </Grid.Col>
      </Grid>
      <Grid gap="xl" align="center" mt={48}>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
          <Image src="/images/about-2.svg" alt="A stylist at work" radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <Title order={2} fz="h3">
              Why guests keep coming back
            </Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>Stylists trained in precision cutting, colour and scalp care</List.Item>
              <List.Item>Ammonia-free colour and gentle, salon-grade products</List.Item>
              <List.Item>Online booking with the stylist and time you choose</List.Item>
              <List.Item>Loyalty points on every visit, redeemable for discounts</List.Item>
            </List>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
