import { Container, Grid, Image, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useI18n } from '../i18n/use-i18n';
import { PageBreadcrumbs } from '../layout/page-breadcrumbs';
import { useSalonDetails } from './use-salon-details';

/** Spec §2 About: static marketing text and images, breadcrumb Home / About Us. */
export function AboutPage() {
  const { ui } = useI18n();
  const t = ui.about;
  const salon = useSalonDetails();
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs crumbs={[{ label: t.home, to: '/home' }, { label: t.title }]} />
      <Title order={1} mb="xl">
        {t.title}
      </Title>
      <Grid gap="xl" align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={2} fz="h3">
              {t.heading}
            </Title>
            <Text>{t.story(salon.displayName)}</Text>
            <Text>{t.visit}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Image src="/images/about-1.svg" alt={t.insideImage} radius="md" />
        </Grid.Col>
      </Grid>
      <Grid gap="xl" align="center" mt={48}>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
          <Image src="/images/about-2.svg" alt={t.stylistImage} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <Title order={2} fz="h3">
              {t.why}
            </Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              <List.Item>{t.reasonTraining}</List.Item>
              <List.Item>{t.reasonProducts}</List.Item>
              <List.Item>{t.reasonBooking}</List.Item>
              <List.Item>{t.reasonPoints}</List.Item>
            </List>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
