import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FOOTER_BRAND } from './page-title';
import { AnchorLink } from './router-links';
import { SALON_CONTACT } from './salon-contact';

/** Spec §2 customer footer: site links, FAQs/Privacy/Terms placeholders, address and contact details. */
export function CustomerFooter() {
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            {/* The page's one h1 is followed by h2s: the footer's brand is an h2 set at h3 size. */}
            <Title order={2} fz="h3" c="white">
              {FOOTER_BRAND}
            </Title>
            <Text size="sm">Cuts, color and care by stylists who listen.</Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label="Footer">
            <Text fw={600} c="white">
              Explore
            </Text>
            <AnchorLink to="/home" c="gray.3" size="sm">
              Home
            </AnchorLink>
            <AnchorLink to="/about" c="gray.3" size="sm">
              About
            </AnchorLink>
            <AnchorLink to="/services" c="gray.3" size="sm">
              Services
            </AnchorLink>
            <AnchorLink to="/contact" c="gray.3" size="sm">
              Contact
            </AnchorLink>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} c="white">
              Help
            </Text>
            {/* Placeholders until these pages exist (spec §2). */}
            <Text size="sm">FAQs</Text>
            <Text size="sm">Privacy</Text>
            <Text size="sm">Terms</Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} c="white">
              Visit us
            </Text>
            <Text size="sm">{SALON_CONTACT.address}</Text>
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
