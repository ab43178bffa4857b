import { messages } from '@hairsalon/shared';
import { Alert, Center, Container, Grid, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { ButtonLink } from '../layout/router-links';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { ServiceFeedback } from './service-feedback';
import { servicePrice } from './service-price';

/** A numeric path id, else null (the spec's id is numeric; anything else is 'Service not found.'). */
function numericId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** Spec §2 Service detail (/services/{id}). */
export function ServiceDetail({ rawId }: { rawId: string }) {
  const id = numericId(rawId);
  const trpc = useTRPC();
  const service = useQuery({ ...trpc.service.getById.queryOptions({ id: id ?? 0 }), enabled: id !== null });

  if (id === null || service.isError) {
    const notFound = id === null || service.error?.data?.code === 'NOT_FOUND';
    return (
      <Container size="lg" py="xl">
        <PageBreadcrumbs
          crumbs={[
            { label: 'Home', to: '/home' },
            { label: 'Services', to: '/services' },
          ]}
        />
        <Alert color={notFound ? 'gray' : 'red'} title={notFound ? messages.service.notFound : undefined}>
          {notFound ? null : errorMessage(service.error)}
        </Alert>
      </Container>
    );
  }
  if (service.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading service" />
      </Center>
    );
  }
  const s = service.data;
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
