import { PHONE_PREFIX } from '@hairsalon/shared';
import { Avatar, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { CurrentUser } from '../catalogue/types';

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

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
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="lg">
          <Avatar src={user.image || AVATAR_PLACEHOLDER} size={96} radius={96} alt="Avatar" />
          <div>
            <Title order={2} fz="h3">
              {user.firstName} {user.lastName}
            </Title>
            <Text c="dimmed">{user.email}</Text>
            {showPoints && (
              <Badge mt="xs" variant="light" color="yellow" data-testid="profile-points">
                {user.points} points
              </Badge>
            )}
          </div>
        </Group>
        <Button leftSection={<IconEdit size={16} />} onClick={onEdit}>
          Edit Profile
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label="First name" value={user.firstName} />
        <Field label="Last name" value={user.lastName} />
        <Field label="Email" value={user.email} />
        <Field label="Phone number" value={user.phoneNumber ? `${PHONE_PREFIX} ${user.phoneNumber}` : null} />
        <Field label="Gender" value={user.gender} />
        <Field label="Address" value={user.address} />
      </SimpleGrid>
    </Stack>
  );
}
