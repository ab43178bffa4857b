import { serviceDescription, serviceName } from '@hairsalon/shared';
import { Badge, Card, Container, Group, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { AnchorLink, ButtonLink } from '../layout/router-links';
import { serviceUsd } from './service-price';
import { serviceQueries } from './service-queries';
import type { Service } from './types';

function ServiceCard({ service }: { service: Service }) {
  const { language } = useI18n();
  const name = serviceName(service, language);
  return (
    <Card withBorder padding="md" h="100%" data-testid="service-card">
      <Card.Section>
        <AnchorLink to="/services/$id" params={{ id: String(service.id) }} aria-label={name}>
          <Image src={service.image} alt="" h={180} fit="cover" fallbackSrc="/images/services/haircut.svg" />
        </AnchorLink>
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="md" wrap="nowrap">
        <AnchorLink to="/services/$id" params={{ id: String(service.id) }} c="inherit" fw={600}>
          {name}
        </AnchorLink>
        <Badge variant="light" size="lg" style={{ flexShrink: 0 }}>
          {serviceUsd(service.price)}
        </Badge>
      </Group>
      <Text c="dimmed" size="sm" mt="xs" lineClamp={2}>
        {serviceDescription(service, language)}
      </Text>
    </Card>
  );
}

/** The services page around its grid: the title and Booking → /booking (also prerendered, src/first-paint/). */
export function ServicesFrame({ children }: { children: ReactNode }) {
  const { ui } = useI18n();
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>{ui.services.title}</Title>
        <ButtonLink to="/booking" leftSection={<IconCalendarPlus size={18} />}>
          {ui.services.booking}
        </ButtonLink>
      </Group>
      {children}
    </Container>
  );
}

/** Spec §2 Services: every service (image, name, price in $) linking to its page, and Booking → /booking. */
export function ServiceGrid() {
  const trpc = useTRPC();
  const { data: services } = useSuspenseQuery(serviceQueries.list(trpc));
  const { messages } = useI18n();
  return (
    <ServicesFrame>
      {services.length === 0 ? (
        <Text c="dimmed">{messages.service.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </SimpleGrid>
      )}
    </ServicesFrame>
  );
}
