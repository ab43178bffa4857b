import { codeLabels, Role, type RoleId, UserStatus } from '@hairsalon/shared';
import { Alert, Badge, Button, Group, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CustomerDataRights } from '../account/customer-data-rights';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { AdminPage } from '../layout/admin-page';
import { useOfficeLocation } from '../location/use-office-location';
import { toastError } from '../notifications/toast';
import { CreatePersonModal, personInput, useCreatePerson } from './create-person-modal';
import { locationColumn } from './move-to-location';
import { PeopleTable } from './people-table';
import type { UserRow } from './types';
import { useChangeUserStatus, useCreateStaff, userQueries } from './user-queries';

export const SEARCH_DEBOUNCE_MS = 350;

/** Spec §2 User management: admins hidden, server-side name search and paging (10), status toggle, Create Staff. */
export function UsersManagement() {
  const trpc = useTRPC();
  const { locations, ...office } = useOfficeLocation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // Page 1 without a search comes from the route's loader; other pages and searches keep the last list on screen.
  const users = useQuery({ ...userQueries.list(trpc, debouncedSearch, page), placeholderData: keepPreviousData });
  const [statusTarget, setStatusTarget] = useState<UserRow | null>(null);
  const changeStatus = useChangeUserStatus();
  const createStaff = useCreateStaff();
  const person = useCreatePerson('staff', (values) => createStaff.mutateAsync(personInput(values)));
  const { ui, messages, language, tr } = useI18n();
  const t = ui.backOffice.users;
  const c = ui.backOffice.common;
  const roleLabel = (roleId: string) => codeLabels[language].role[roleId as RoleId] ?? roleId;

  const confirmStatus = async (user: UserRow) => {
    try {
      await changeStatus.mutateAsync({ id: user.id });
      setStatusTarget(null);
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  const totalPages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <AdminPage
      title={t.title}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={person.open}>
          {t.createStaff}
        </Button>
      }
    >
      <TextInput
        label={t.search}
        placeholder={t.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {users.isError && <Alert color="red">{tr(errorMessage(users.error))}</Alert>}
      {users.data && (
        <>
          <PeopleTable
            label={t.table}
            minWidth={1000}
            style={{ whiteSpace: 'nowrap' }}
            people={users.data.items}
            empty={t.noUsers}
            columns={[
              {
                key: 'role',
                header: t.role,
                cell: (user) => (
                  <Badge variant="light" color="gray">
                    {roleLabel(user.roleId)}
                  </Badge>
                ),
              },
              // Where stylists and staff work, which the admin of a chain changes here (issue 24).
              ...locationColumn<UserRow>(
                locations,
                ui.backOffice.officeLocation.worksAtColumn,
                (user) => user.roleId === Role.Staff || user.roleId === Role.Stylist,
              ),
              {
                key: 'status',
                header: c.status,
                cell: (user) => (
                  <Badge variant="dot" color={user.status === UserStatus.Active ? 'green' : 'gray'} data-testid="user-status">
                    {user.status === UserStatus.Active ? t.active : t.inactive}
                  </Badge>
                ),
              },
              {
                key: 'action',
                header: c.action,
                cell: (user) => (
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setStatusTarget(user)}>
                      {user.status === UserStatus.Active ? t.deactivate : t.activate}
                    </Button>
                    {user.roleId === Role.Customer && <CustomerDataRights user={user} />}
                  </Group>
                ),
              },
            ]}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t.count(users.data.total)}
            </Text>
            {totalPages > 1 && (
              <Pagination
                total={totalPages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? c.previousPage : control === 'next' ? c.nextPage : undefined,
                })}
              />
            )}
          </Group>
        </>
      )}

      <Modal opened={statusTarget !== null} onClose={() => setStatusTarget(null)} title={t.changeStatus}>
        {statusTarget && (
          <Stack>
            <Text>{messages.userStatus.confirm}</Text>
            <Text size="sm" c="dimmed">
              {messages.userStatus.irreversible}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStatusTarget(null)} disabled={changeStatus.isPending}>
                {c.cancel}
              </Button>
              <Button color="red" loading={changeStatus.isPending} onClick={() => void confirmStatus(statusTarget)}>
                {c.confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <CreatePersonModal busy={createStaff.isPending} {...person.modal} locations={locations} defaultLocationId={office.location?.id} />
    </AdminPage>
  );
}
