import { messages } from '@hairsalon/shared';
import { Alert, Container, Grid, Image, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { ButtonLink } from '../layout/router-links';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { ServiceFeedback } from './service-feedback';
import { servicePrice } from './service-price';
import { serviceQueries } from './service-queries';

/** Spec §2 Service detail: 'Service not found.' for a missing (or non-numeric) id. */
export function ServiceNotFound() {
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Services', to: '/services' },
        ]}
      />
      <Title order={1} mb="md">
        Service
      </Title>
      <Alert color="gray" title={messages.service.notFound} />
    </Container>
  );
}

/** Spec §2 Service detail (/services/{id}). */
export function ServiceDetail({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: s } = useSuspenseQuery(serviceQueries.detail(trpc, id));
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/home' }, { label: 'Services', to: '/services' }, { label: s.name }]} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Image src={s.image} alt={s.name} radius="md" fallbackSrc="/images/services/haircut.svg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={1}>{s.name}</Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{s.description}</Text>
            <Text fz="xl" fw={700} c="brand.9">
              Price: {servicePrice(s.price)} $
            </Text>
            <div>
              <ButtonLink to="/booking" size="md" leftSection={<IconCalendarPlus size={18} />}>
                Book Now
              </ButtonLink>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
      <Stack mt={48}>
        <ServiceFeedback serviceId={s.id} />
      </Stack>
    </Container>
  );
}
