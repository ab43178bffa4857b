import { dollarsToCents, formatSalonDate, formatUsd } from '@hairsalon/shared';
import { Badge, Table } from '@mantine/core';
import { backOfficeEn } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { TableScroll } from '../layout/table-scroll';

/**
 * A salary record as the table shows it (spec §3 Salary record). Fields are optional here because the spec's
 * display fallbacks cover missing values: 'None' for a base salary, 0 for bonuses, 'Empty' for a month or year.
 */
export interface SalaryRow {
  id: number;
  BaseSalary?: number | null;
  Bonuses?: number | null;
  Month?: number | null;
  Year?: number | null;
  TotalSalary?: number | null;
  PaidOn?: string | null;
  updatedAt?: string | null;
}

const money = (dollars: number) => formatUsd(dollarsToCents(dollars));
const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

function updatedAtText(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? '—' : formatSalonDate(ms);
}

/** The spec's English caption and empty text, for tests. */
export const SALARY_CAPTION = backOfficeEn.salary.caption;
export const SALARY_EMPTY = backOfficeEn.salary.empty;

/** Spec §2 Salary screen: BaseSalary, Bonuses, Month, Year, TotalSalary, Status, Updated At (DD-MM-YYYY). */
export function SalaryTable({ rows }: { rows: SalaryRow[] }) {
  const { ui } = useI18n();
  const t = ui.backOffice.salary;
  return (
    <TableScroll minWidth={640} label={t.title}>
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="bottom" aria-label={t.title}>
        <Table.Caption>{t.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.baseSalary}</Table.Th>
            <Table.Th>{t.bonuses}</Table.Th>
            <Table.Th>{t.month}</Table.Th>
            <Table.Th>{t.year}</Table.Th>
            <Table.Th>{t.totalSalary}</Table.Th>
            <Table.Th>{ui.backOffice.common.status}</Table.Th>
            <Table.Th>{t.updatedAt}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7} ta="center" c="dimmed" py="xl">
                {t.empty}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{present(row.BaseSalary) ? money(row.BaseSalary) : t.none}</Table.Td>
                <Table.Td>{money(present(row.Bonuses) ? row.Bonuses : 0)}</Table.Td>
                <Table.Td>{present(row.Month) ? row.Month : t.emptyValue}</Table.Td>
                <Table.Td>{present(row.Year) ? row.Year : t.emptyValue}</Table.Td>
                <Table.Td fw={600}>{present(row.TotalSalary) ? money(row.TotalSalary) : t.none}</Table.Td>
                <Table.Td>
                  {row.PaidOn ? (
                    <Badge color="green" variant="light" tt="none">
                      {t.paid}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light" tt="none">
                      {t.notPaid}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{updatedAtText(row.updatedAt)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
