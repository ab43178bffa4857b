import { messages } from '@hairsalon/shared';
import { Select } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import type { Column } from '../layout/data-table';
import { toastError, toastSuccess } from '../notifications/toast';

/** A stylist or staff member as the people tables list them, with where they work (issue 24). */
interface Placed {
  id: number;
  firstName: string;
  lastName: string;
  locationId: number | null;
}

/**
 * Where a stylist or staff member works, changed by the admin in the people tables of a chain (issue 24): the server
 * refuses a stylist with upcoming bookings, and says so.
 */
function MoveToLocation({ person, locations }: { person: Placed; locations: readonly { id: number; name: string }[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { ui } = useI18n();
  const move = useMutation(
    trpc.user.moveToLocation.mutationOptions({
      onSuccess: async () => {
        toastSuccess(messages.location.moved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.stylist.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() }),
        ]);
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  return (
    <Select
      size="xs"
      w={200}
      aria-label={ui.backOffice.officeLocation.moveLabel(`${person.firstName} ${person.lastName}`.trim())}
      data={locations.map((location) => ({ value: String(location.id), label: location.name }))}
      value={person.locationId === null ? null : String(person.locationId)}
      allowDeselect={false}
      disabled={move.isPending}
      onChange={(value) => {
        const locationId = Number(value);
        if (value !== null && locationId !== person.locationId) move.mutate({ id: person.id, locationId });
      }}
    />
  );
}

/**
 * The people tables' location column in a chain (none for a single salon): a picker for stylists and staff, nothing
 * for customers. `placed` says who works at a location.
 */
export function locationColumn<P extends Placed>(
  locations: readonly { id: number; name: string }[],
  header: string,
  placed: (person: P) => boolean = () => true,
): Column<P>[] {
  if (locations.length <= 1) return [];
  return [{ key: 'location', header, cell: (person) => (placed(person) ? <MoveToLocation person={person} locations={locations} /> : '—') }];
}
