import { salonAddress, salonOpeningHours, telHref } from '@hairsalon/shared';
import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useI18n } from '../i18n/use-i18n';
import { useSalonDetails } from '../salon/use-salon-details';
import { AnchorLink } from './router-links';

type FooterPath = '/home' | '/about' | '/services' | '/contact' | '/faqs' | '/privacy' | '/terms';

/** A footer column: its title, then a link a line. */
function FooterLinks({
  title,
  links,
  navLabel,
  className,
}: {
  title: string;
  links: readonly (readonly [to: FooterPath, label: string])[];
  /** Makes the column a navigation landmark of that name. */
  navLabel?: string;
  className?: string;
}) {
  return (
    <Stack gap={6} component={navLabel ? 'nav' : 'div'} aria-label={navLabel} className={className}>
      <Text fw={600} c="white">
        {title}
      </Text>
      {links.map(([to, label]) => (
        <AnchorLink key={to} to={to} c="gray.3" size="sm">
          {label}
        </AnchorLink>
      ))}
    </Stack>
  );
}

/** Spec §2 customer footer: site links, FAQs, Privacy and Terms, and the salon's address and contact details (its settings). */
export function CustomerFooter() {
  const { ui, language } = useI18n();
  const t = ui.footer;
  const salon = useSalonDetails();
  const address = salonAddress(salon, language);
  const hours = salonOpeningHours(salon, language);
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            {/* The page's one h1 is followed by h2s: the footer's brand is an h2 set at h3 size. */}
            <Title order={2} fz="h3" c="white">
              {salon.displayName}
            </Title>
            {salon.tagline && <Text size="sm">{salon.tagline}</Text>}
          </Stack>
          <FooterLinks
            title={t.explore}
            navLabel={t.navigation}
            className="touch-link-list"
            links={[
              ['/home', t.home],
              ['/about', t.about],
              ['/services', t.services],
              ['/contact', t.contact],
            ]}
          />
          <FooterLinks
            title={t.help}
            links={[
              ['/faqs', t.faqs],
              ['/privacy', t.privacy],
              ['/terms', t.terms],
            ]}
          />
          <Stack gap={6} className="touch-link-list">
            <Text fw={600} c="white">
              {t.visitUs}
            </Text>
            {address && <Text size="sm">{address}</Text>}
            {hours && <Text size="sm">{hours}</Text>}
            {salon.phone && (
              <Anchor href={telHref(salon.phone)} c="gray.3" size="sm">
                {salon.phone}
              </Anchor>
            )}
            {salon.email && (
              <Anchor href={`mailto:${salon.email}`} c="gray.3" size="sm">
                {salon.email}
              </Anchor>
            )}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="dark.5" />
        <Text size="xs" ta="center">
          © {new Date().getFullYear()} {salon.displayName}
        </Text>
      </Container>
    </Box>
  );
}
