import { codeLabels, formatSalonDate, type PositionId } from '@hairsalon/shared';
import { Avatar, Button, Group, Table, Text } from '@mantine/core';
import { IconCash, IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isServerUnreachable } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { stylistQueries, useCreateStylist } from '../catalogue/stylist-queries';
import type { Stylist } from '../catalogue/types';
import { labelOf } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { EmailText, TableScroll } from '../layout/table-scroll';
import { toastError } from '../notifications/toast';
import { AdminPage } from './admin-page';
import { CreatePersonModal, createPersonFailure, type PersonFormValues } from './create-person-modal';
import { CreateSalaryModal, PaySalaryDialog, salaryPeriod } from './salary-dialogs';

const money = (dollars: number | undefined) => (dollars === undefined ? '—' : `$${dollars.toFixed(2)}`);

/**
 * Spec §2 Stylist management. The salary columns show the stylist's latest record; 'Create Salary' is always
 * offered (a first record, or a new month), 'Pay' while the latest record has no PaidOn (spec §4 Salary).
 */
export function StylistManagement() {
  const trpc = useTRPC();
  const { data: stylists } = useSuspenseQuery(stylistQueries.list(trpc));
  const create = useCreateStylist();
  const [opened, setOpened] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [salaryFor, setSalaryFor] = useState<Stylist | null>(null);
  const [paying, setPaying] = useState<Stylist | null>(null);
  const { ui, language } = useI18n();
  const t = ui.backOffice.stylists;
  const c = ui.backOffice.common;

  const close = () => {
    setOpened(false);
    setServerError(null);
  };

  const submit = async (values: PersonFormValues) => {
    setServerError(null);
    try {
      await create.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phoneNumber: values.phoneNumber,
        password: values.password,
        positionId: values.positionId as PositionId,
        ...(values.gender ? { gender: values.gender } : {}),
      });
      close();
    } catch (error) {
      const answered = !isServerUnreachable(error);
      toastError(createPersonFailure('stylist', answered));
      if (answered) setServerError(errorMessage(error));
    }
  };

  return (
    <AdminPage
      title={t.title}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
          {t.create}
        </Button>
      }
    >
      <TableScroll minWidth={940} label={t.table}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing={6} aria-label={t.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c.firstName}</Table.Th>
              <Table.Th>{c.lastName}</Table.Th>
              <Table.Th>{c.email}</Table.Th>
              <Table.Th>{c.phone}</Table.Th>
              <Table.Th>{c.gender}</Table.Th>
              <Table.Th>{t.baseSalary}</Table.Th>
              <Table.Th>{t.bonuses}</Table.Th>
              <Table.Th>{t.totalSalary}</Table.Th>
              <Table.Th>{t.createSalaryColumn}</Table.Th>
              <Table.Th>{t.pay}</Table.Th>
              <Table.Th>{t.paidOn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stylists.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={11}>
                  <Text ta="center" c="dimmed" py="lg">
                    {t.noStylists}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              stylists.map((stylist) => {
                const salary = stylist.salaryData ?? undefined;
                return (
                  <Table.Tr key={stylist.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={stylist.image} size="sm" alt="" />
                        <div>
                          <Text size="sm" fw={500}>
                            {stylist.firstName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {codeLabels[language].position[stylist.positionId]}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>{stylist.lastName}</Table.Td>
                    <Table.Td>{stylist.email ? <EmailText email={stylist.email} /> : '—'}</Table.Td>
                    <Table.Td>{stylist.phoneNumber ? `+84 ${stylist.phoneNumber}` : '—'}</Table.Td>
                    <Table.Td>{stylist.gender ? labelOf(ui.backOffice.gender, stylist.gender) : '—'}</Table.Td>
                    <Table.Td>{money(salary?.BaseSalary)}</Table.Td>
                    <Table.Td>{money(salary?.Bonuses)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {money(salary?.TotalSalary)}
                      </Text>
                      {salary && (
                        <Text size="xs" c="dimmed">
                          {salaryPeriod(salary)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setSalaryFor(stylist)}>
                        {t.createSalary}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      {salary && !salary.PaidOn ? (
                        <Button size="xs" color="teal" leftSection={<IconCash size={14} />} onClick={() => setPaying(stylist)}>
                          {t.pay}
                        </Button>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {salary ? c.paid : '—'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{salary?.PaidOn ? formatSalonDate(Date.parse(salary.PaidOn)) : '—'}</Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <CreatePersonModal
        kind="stylist"
        opened={opened}
        busy={create.isPending}
        serverError={serverError}
        onClose={close}
        onSubmit={(values) => void submit(values)}
      />
      <CreateSalaryModal stylist={salaryFor} onClose={() => setSalaryFor(null)} />
      <PaySalaryDialog stylist={paying} onClose={() => setPaying(null)} />
    </AdminPage>
  );
}
