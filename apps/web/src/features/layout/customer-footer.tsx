import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useI18n } from '../i18n/use-i18n';
import { FOOTER_BRAND } from './page-title';
import { AnchorLink } from './router-links';
import { SALON_CONTACT } from './salon-contact';

/** Spec §2 customer footer: site links, FAQs/Privacy/Terms placeholders, address and contact details. */
export function CustomerFooter() {
  const { ui } = useI18n();
  const t = ui.footer;
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            {/* The page's one h1 is followed by h2s: the footer's brand is an h2 set at h3 size. */}
            <Title order={2} fz="h3" c="white">
              {FOOTER_BRAND}
            </Title>
            <Text size="sm">{t.tagline}</Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label={t.navigation}>
            <Text fw={600} c="white">
              {t.explore}
            </Text>
            <AnchorLink to="/home" c="gray.3" size="sm">
              {t.home}
            </AnchorLink>
            <AnchorLink to="/about" c="gray.3" size="sm">
              {t.about}
            </AnchorLink>
            <AnchorLink to="/services" c="gray.3" size="sm">
              {t.services}
            </AnchorLink>
            <AnchorLink to="/contact" c="gray.3" size="sm">
              {t.contact}
            </AnchorLink>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} c="white">
              {t.help}
            </Text>
            {/* Placeholders until these pages exist (spec §2). */}
            <Text size="sm">{t.faqs}</Text>
            <Text size="sm">{t.privacy}</Text>
            <Text size="sm">{t.terms}</Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} c="white">
              {t.visitUs}
            </Text>
            <Text size="sm">{t.address}</Text>
            <Anchor href={`tel:${SALON_CONTACT.phone.replaceAll(' ', '')}`} c="gray.3" size="sm">
              {SALON_CONTACT.phone}
            </Anchor>
            <Anchor href={`mailto:${SALON_CONTACT.email}`} c="gray.3" size="sm">
              {SALON_CONTACT.email}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="dark.5" />
        <Text size="xs" ta="center">
          © {new Date().getFullYear()} {FOOTER_BRAND}
        </Text>
      </Container>
    </Box>
  );
}
