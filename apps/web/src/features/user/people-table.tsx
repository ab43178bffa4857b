import type { ReactNode } from 'react';
import { labelOf } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { type Column, DataTable } from '../layout/data-table';
import { EmailText } from '../layout/table-scroll';

/** What every people table shows of a person. */
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email?: string | null;
  phoneNumber?: string | null;
  gender?: string | null;
}

/**
 * The admin's people tables (stylist management, user management): first and last name, email, phone and gender,
 * then the page's own columns; `firstName` replaces the plain first name (the stylists' shows their photo and
 * position). Scrolls sideways below `minWidth`; says `empty` when there is nobody.
 */
export function PeopleTable<P extends Person>({
  label,
  people,
  firstName = (person) => person.firstName,
  columns,
  empty,
  minWidth,
  ...tableProps
}: {
  label: string;
  people: readonly P[];
  firstName?: (person: P) => ReactNode;
  columns: readonly Column<P>[];
  empty: string;
  minWidth: number;
} & Pick<Parameters<typeof DataTable>[0], 'horizontalSpacing' | 'style'>) {
  const { ui } = useI18n();
  const c = ui.backOffice.common;
  const personColumns: Column<P>[] = [
    { key: 'firstName', header: c.firstName, cell: firstName },
    { key: 'lastName', header: c.lastName, cell: (person) => person.lastName },
    { key: 'email', header: c.email, cell: (person) => (person.email ? <EmailText email={person.email} /> : '—') },
    { key: 'phone', header: c.phone, cell: (person) => (person.phoneNumber ? `+84 ${person.phoneNumber}` : '—') },
    { key: 'gender', header: c.gender, cell: (person) => (person.gender ? labelOf(ui.backOffice.gender, person.gender) : '—') },
  ];
  return (
    <DataTable
      label={label}
      minWidth={minWidth}
      rows={people}
      columns={[...personColumns, ...columns]}
      rowKey={(person) => person.id}
      empty={empty}
      {...tableProps}
    />
  );
}
