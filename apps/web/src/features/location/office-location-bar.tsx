import { type LocationView, zoneShortName } from '@hairsalon/shared';
import { Group, Select, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useI18n } from '../i18n/use-i18n';
import { choiceFromValue, choiceValue, type OfficeScope } from './office-location';
import { rememberLocation } from './use-office-location';

/**
 * Above a per-location back-office page: the admin's location picker (several open locations; the whole chain where
 * the page has one) and, where the page shows a location's days and times, which zone they are in. Renders nothing
 * for a single salon.
 */
export function OfficeLocationBar({
  scope,
  locations,
  chain = false,
  showsTimes = true,
}: {
  scope: OfficeScope;
  locations: readonly LocationView[];
  chain?: boolean;
  /** False on a page without a location's times (the stylists' table, the dashboard). */
  showsTimes?: boolean;
}) {
  const { ui } = useI18n();
  const t = ui.backOffice.officeLocation;
  if (!scope.several) return null;
  const zoneNote = showsTimes && scope.location ? <ZoneNote location={scope.location} /> : null;
  if (!scope.pickable) return zoneNote && <div style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>{zoneNote}</div>;
  const data = [
    ...locations.map((l) => ({ value: choiceValue(l.id), label: l.name })),
    ...(chain ? [{ value: choiceValue('chain'), label: t.chain }] : []),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="sm" data-testid="office-location-bar">
      <Select
        label={t.label}
        data={data}
        value={scope.location ? choiceValue(scope.location.id) : choiceValue('chain')}
        onChange={(value) => {
          const choice = choiceFromValue(value);
          if (choice !== null) rememberLocation(choice);
        }}
        allowDeselect={false}
        leftSection={<IconMapPin size={16} />}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 300 }}
        size="md"
        data-testid="office-location-picker"
      />
      {zoneNote}
    </Group>
  );
}

/** "Times are HairSalon Sydney's local time (AEDT)": said once beside a page of a location's times. */
export function ZoneNote({ location }: { location: Pick<LocationView, 'name' | 'timeZone'> }) {
  const { ui } = useI18n();
  return (
    <Text size="sm" c="dimmed" data-testid="office-zone-note">
      {ui.backOffice.officeLocation.timesIn(location.name, zoneShortName(Date.now(), location.timeZone))}
    </Text>
  );
}
