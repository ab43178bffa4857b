import { salonAddress, salonOpeningHours, telHref } from '@hairsalon/shared';
import { ActionIcon, Anchor, Card, Container, Grid, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandYoutube,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { useSalonDetails } from './use-salon-details';

const SOCIAL = [
  { label: 'Facebook', icon: <IconBrandFacebook size={20} /> },
  { label: 'Instagram', icon: <IconBrandInstagram size={20} /> },
  { label: 'TikTok', icon: <IconBrandTiktok size={20} /> },
  { label: 'YouTube', icon: <IconBrandYoutube size={20} /> },
];

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="md" variant="light">
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** Spec §2 Contact: a map (a static image: nothing external loads), address, phone, email and social icons. */
export function ContactPage() {
  const { ui, language } = useI18n();
  const t = ui.contact;
  const salon = useSalonDetails();
  const address = salonAddress(salon, language);
  const hours = salonOpeningHours(salon, language);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        {t.title}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Image src="/images/map.svg" alt={t.map(address || salon.displayName)} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="xl">
            <Stack gap="lg">
              <ContactLine icon={<IconMapPin size={20} />} label={t.address}>
                <Text>{address}</Text>
              </ContactLine>
              {hours && (
                <ContactLine icon={<IconClock size={20} />} label={ui.salonPages.openingHours}>
                  <Text>{hours}</Text>
                </ContactLine>
              )}
              <ContactLine icon={<IconPhone size={20} />} label={t.phone}>
                <Anchor href={telHref(salon.phone)}>{salon.phone}</Anchor>
              </ContactLine>
              <ContactLine icon={<IconMail size={20} />} label={t.email}>
                <Anchor href={`mailto:${salon.email}`}>{salon.email}</Anchor>
              </ContactLine>
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb="xs">
                  {t.followUs}
                </Text>
                <Group gap="xs">
                  {SOCIAL.map((s) => (
                    <ActionIcon key={s.label} component="a" href="#" variant="light" size="lg" radius="xl" aria-label={s.label}>
                      {s.icon}
                    </ActionIcon>
                  ))}
                </Group>
              </div>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
