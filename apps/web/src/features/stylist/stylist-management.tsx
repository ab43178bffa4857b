import { codeLabels, formatSalonDate, type PositionId } from '@hairsalon/shared';
import { Avatar, Button, Group, Text } from '@mantine/core';
import { IconCash, IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../api/trpc';
import { useI18n } from '../i18n/use-i18n';
import { AdminPage } from '../layout/admin-page';
import { OfficeLocationBar } from '../location/office-location-bar';
import { useOfficeLocation } from '../location/use-office-location';
import { CreateSalaryModal, PaySalaryDialog, salaryPeriod } from '../salary/salary-dialogs';
import { CreatePersonModal, personInput, useCreatePerson } from '../user/create-person-modal';
import { locationColumn } from '../user/move-to-location';
import { PeopleTable } from '../user/people-table';
import { stylistQueries, useCreateStylist } from './stylist-queries';
import type { Stylist } from './types';

const money = (dollars: number | undefined) => (dollars === undefined ? '—' : `$${dollars.toFixed(2)}`);

/**
 * Spec §2 Stylist management. The salary columns show the stylist's latest record; 'Create Salary' is always
 * offered (a first record, or a new month), 'Pay' while the latest record has no PaidOn (spec §4 Salary).
 */
export function StylistManagement() {
  const trpc = useTRPC();
  const { locations, ...scope } = useOfficeLocation();
  const { data: stylists } = useSuspenseQuery(stylistQueries.list(trpc, scope.input.locationId));
  const create = useCreateStylist();
  const person = useCreatePerson('stylist', (values) =>
    create.mutateAsync({ ...personInput(values), positionId: values.positionId as PositionId }),
  );
  const [salaryFor, setSalaryFor] = useState<Stylist | null>(null);
  const [paying, setPaying] = useState<Stylist | null>(null);
  const { ui, language } = useI18n();
  const t = ui.backOffice.stylists;
  const c = ui.backOffice.common;

  return (
    <AdminPage
      title={t.title}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={person.open}>
          {t.create}
        </Button>
      }
    >
      <OfficeLocationBar scope={scope} locations={locations} showsTimes={false} />
      <PeopleTable
        label={t.table}
        minWidth={940}
        horizontalSpacing={6}
        people={stylists}
        empty={t.noStylists}
        firstName={(stylist) => (
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
        )}
        columns={[
          // Where the stylist works, which the admin of a chain changes here (issue 24).
          ...locationColumn<Stylist>(locations, ui.backOffice.officeLocation.worksAtColumn),
          { key: 'baseSalary', header: t.baseSalary, cell: (stylist) => money(stylist.salaryData?.BaseSalary) },
          { key: 'bonuses', header: t.bonuses, cell: (stylist) => money(stylist.salaryData?.Bonuses) },
          {
            key: 'totalSalary',
            header: t.totalSalary,
            cell: ({ salaryData: salary }) => (
              <>
                <Text size="sm" fw={500}>
                  {money(salary?.TotalSalary)}
                </Text>
                {salary && (
                  <Text size="xs" c="dimmed">
                    {salaryPeriod(salary)}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'createSalary',
            header: t.createSalaryColumn,
            cell: (stylist) => (
              <Button size="xs" variant="light" onClick={() => setSalaryFor(stylist)}>
                {t.createSalary}
              </Button>
            ),
          },
          {
            key: 'pay',
            header: t.pay,
            cell: (stylist) => {
              const salary = stylist.salaryData;
              return salary && !salary.PaidOn ? (
                <Button size="xs" color="teal" leftSection={<IconCash size={14} />} onClick={() => setPaying(stylist)}>
                  {t.pay}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {salary ? c.paid : '—'}
                </Text>
              );
            },
          },
          {
            key: 'paidOn',
            header: t.paidOn,
            cell: ({ salaryData: salary }) => (salary?.PaidOn ? formatSalonDate(Date.parse(salary.PaidOn)) : '—'),
          },
        ]}
      />
      <CreatePersonModal busy={create.isPending} {...person.modal} locations={locations} defaultLocationId={scope.location?.id} />
      <CreateSalaryModal stylist={salaryFor} onClose={() => setSalaryFor(null)} />
      <PaySalaryDialog stylist={paying} onClose={() => setPaying(null)} />
    </AdminPage>
  );
}
