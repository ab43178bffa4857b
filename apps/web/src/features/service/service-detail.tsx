import { serviceDescription, serviceName } from '@hairsalon/shared';
import { Alert, Container, Grid, Image, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { ServiceFeedback } from '../feedback/service-feedback';
import { useI18n } from '../i18n/use-i18n';
import { PageBreadcrumbs } from '../layout/page-breadcrumbs';
import { ButtonLink } from '../layout/router-links';
import { servicePrice } from './service-price';
import { serviceQueries } from './service-queries';

/** Spec §2 Service detail: 'Service not found.' for a missing (or non-numeric) id. */
export function ServiceNotFound() {
  const { ui, messages } = useI18n();
  const t = ui.serviceDetail;
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs
        crumbs={[
          { label: t.home, to: '/home' },
          { label: t.services, to: '/services' },
        ]}
      />
      <Title order={1} mb="md">
        {t.service}
      </Title>
      <Alert color="gray" title={messages.service.notFound} />
    </Container>
  );
}

/** Spec §2 Service detail (/services/{id}). */
export function ServiceDetail({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: s } = useSuspenseQuery(serviceQueries.detail(trpc, id));
  const { ui, language } = useI18n();
  const t = ui.serviceDetail;
  const name = serviceName(s, language);
  return (
    <Container size="lg" py="xl">
      <PageBreadcrumbs crumbs={[{ label: t.home, to: '/home' }, { label: t.services, to: '/services' }, { label: name }]} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Image src={s.image} alt={name} radius="md" fallbackSrc="/images/services/haircut.svg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={1}>{name}</Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{serviceDescription(s, language)}</Text>
            <Text fz="xl" fw={700} c="brand.9">
              {t.price(servicePrice(s.price))}
            </Text>
            <div>
              <ButtonLink to="/booking" size="md" leftSection={<IconCalendarPlus size={18} />}>
                {t.bookNow}
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
