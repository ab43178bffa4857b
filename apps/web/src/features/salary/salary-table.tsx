import { dollarsToCents, formatSalonDate, formatUsd } from '@hairsalon/shared';
import { Badge, Table } from '@mantine/core';
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

export const SALARY_CAPTION = 'A list of your recent services';
export const SALARY_EMPTY = 'No services available';

/** Spec §2 Salary screen: BaseSalary, Bonuses, Month, Year, TotalSalary, Status, Updated At (DD-MM-YYYY). */
export function SalaryTable({ rows }: { rows: SalaryRow[] }) {
  return (
    <TableScroll minWidth={640} label="Salary For Stylist">
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="bottom" aria-label="Salary For Stylist">
        <Table.Caption>{SALARY_CAPTION}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>BaseSalary</Table.Th>
            <Table.Th>Bonuses</Table.Th>
            <Table.Th>Month</Table.Th>
            <Table.Th>Year</Table.Th>
            <Table.Th>TotalSalary</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Updated At</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7} ta="center" c="dimmed" py="xl">
                {SALARY_EMPTY}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{present(row.BaseSalary) ? money(row.BaseSalary) : 'None'}</Table.Td>
                <Table.Td>{money(present(row.Bonuses) ? row.Bonuses : 0)}</Table.Td>
                <Table.Td>{present(row.Month) ? row.Month : 'Empty'}</Table.Td>
                <Table.Td>{present(row.Year) ? row.Year : 'Empty'}</Table.Td>
                <Table.Td fw={600}>{present(row.TotalSalary) ? money(row.TotalSalary) : 'None'}</Table.Td>
                <Table.Td>
                  {row.PaidOn ? (
                    <Badge color="green" variant="light" tt="none">
                      Paid
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light" tt="none">
                      Not Paid
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
