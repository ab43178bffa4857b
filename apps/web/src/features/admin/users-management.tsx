import { codeLabels, type RoleId, UserStatus } from '@hairsalon/shared';
import { Alert, Badge, Button, Group, Modal, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isServerUnreachable } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import type { UserRow } from '../catalogue/types';
import { labelOf } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { TableScroll } from '../layout/table-scroll';
import { toastError } from '../notifications/toast';
import { AdminPage } from './admin-page';
import { CreatePersonModal, createPersonFailure, type PersonFormValues } from './create-person-modal';
import { useChangeUserStatus, useCreateStaff, userQueries } from './user-queries';

export const SEARCH_DEBOUNCE_MS = 350;

/** Spec §2 User management: admins hidden, server-side name search and paging (10), status toggle, Create Staff. */
export function UsersManagement() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // Page 1 without a search comes from the route's loader; other pages and searches keep the last list on screen.
  const users = useQuery({ ...userQueries.list(trpc, debouncedSearch, page), placeholderData: keepPreviousData });
  const [statusTarget, setStatusTarget] = useState<UserRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const changeStatus = useChangeUserStatus();
  const createStaff = useCreateStaff();
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

  const closeCreate = () => {
    setCreating(false);
    setServerError(null);
  };

  const submitStaff = async (values: PersonFormValues) => {
    setServerError(null);
    try {
      await createStaff.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phoneNumber: values.phoneNumber,
        password: values.password,
        ...(values.gender ? { gender: values.gender } : {}),
      });
      closeCreate();
    } catch (error) {
      const answered = !isServerUnreachable(error);
      toastError(createPersonFailure('staff', answered));
      if (answered) setServerError(errorMessage(error));
    }
  };

  const totalPages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <AdminPage
      title={t.title}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
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
          <TableScroll minWidth={900} label={t.table}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t.table} style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{c.firstName}</Table.Th>
                  <Table.Th>{c.lastName}</Table.Th>
                  <Table.Th>{c.email}</Table.Th>
                  <Table.Th>{c.phone}</Table.Th>
                  <Table.Th>{c.gender}</Table.Th>
                  <Table.Th>{t.role}</Table.Th>
                  <Table.Th>{c.action}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text ta="center" c="dimmed" py="lg">
                        {t.noUsers}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  users.data.items.map((user) => {
                    const active = user.status === UserStatus.Active;
                    return (
                      <Table.Tr key={user.id}>
                        <Table.Td>{user.firstName}</Table.Td>
                        <Table.Td>{user.lastName}</Table.Td>
                        <Table.Td>{user.email}</Table.Td>
                        <Table.Td>{user.phoneNumber ? `+84 ${user.phoneNumber}` : '—'}</Table.Td>
                        <Table.Td>{user.gender ? labelOf(ui.backOffice.gender, user.gender) : '—'}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color="gray">
                            {roleLabel(user.roleId)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Button size="xs" variant="light" color={active ? 'red' : 'teal'} onClick={() => setStatusTarget(user)}>
                            {active ? t.deactivate : t.activate}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
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

      <CreatePersonModal
        kind="staff"
        opened={creating}
        busy={createStaff.isPending}
        serverError={serverError}
        onClose={closeCreate}
        onSubmit={(values) => void submitStaff(values)}
      />
    </AdminPage>
  );
}
