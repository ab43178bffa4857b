import { type Gender, PHONE_PREFIX } from '@hairsalon/shared';
import { Avatar, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { CurrentUser } from '../auth/types';
import type { UiCatalogue } from '../i18n/language-store';
import { useI18n } from '../i18n/use-i18n';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

/** A stored gender ('Male' / 'Female') in the reader's language; anything else as stored. */
export function genderLabel(gender: string | null | undefined, t: UiCatalogue['profile']): string | null {
  const labels: Record<Gender, string> = { Male: t.male, Female: t.female };
  return gender ? (labels[gender as Gender] ?? gender) : null;
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** Spec §2 Profile view mode; stylists see no points. */
export function ProfileView({ user, showPoints, onEdit }: { user: CurrentUser; showPoints: boolean; onEdit: () => void }) {
  const t = useI18n().ui.profile;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="lg">
          <Avatar src={user.image || AVATAR_PLACEHOLDER} size={96} radius={96} alt={t.avatar} />
          <div>
            <Title order={2} fz="h3">
              {user.firstName} {user.lastName}
            </Title>
            <Text c="dimmed">{user.email}</Text>
            {showPoints && (
              <Badge mt="xs" variant="light" color="yellow" data-testid="profile-points">
                {t.points(user.points)}
              </Badge>
            )}
          </div>
        </Group>
        <Button leftSection={<IconEdit size={16} />} onClick={onEdit}>
          {t.edit}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label={t.firstName} value={user.firstName} />
        <Field label={t.lastName} value={user.lastName} />
        <Field label={t.email} value={user.email} />
        <Field label={t.phone} value={user.phoneNumber ? `${PHONE_PREFIX} ${user.phoneNumber}` : null} />
        <Field label={t.gender} value={genderLabel(user.gender, t)} />
        <Field label={t.address} value={user.address} />
      </SimpleGrid>
    </Stack>
  );
}
