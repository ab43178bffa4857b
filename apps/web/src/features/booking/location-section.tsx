import { type LocationView, locationAddress } from '@hairsalon/shared';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useI18n } from '../i18n/use-i18n';
import { FormSection } from './booking-form-sections';

/**
 * The booking form's first section in a chain with more than one open location (issue 24): one card per location,
 * a radio group (arrow keys move between them, as with any radio group), one column on a phone. Choosing one shows
 * that location's stylists, days and times.
 */
export function LocationSection({
  locations,
  value,
  onChange,
}: {
  locations: readonly LocationView[];
  value: number;
  onChange: (locationId: number) => void;
}) {
  const { ui, language } = useI18n();
  return (
    <FormSection title={ui.location.salon}>
      <Radio.Group value={String(value)} onChange={(id) => onChange(Number(id))} aria-label={ui.location.chooseSalon}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {locations.map((location) => (
            <Radio.Card key={location.id} value={String(location.id)} radius="md" p="md" data-testid="location-card">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <IconMapPin size={16} aria-hidden />
                    <Text fw={600}>{location.name}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {locationAddress(location, language)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </FormSection>
  );
}
