import { Table, type TableProps, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { TableScroll } from './table-scroll';

/** One column of a DataTable: its header and what each row shows in it. */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Keeps the cell on one line. */
  nowrap?: boolean;
}

const oneLine: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * The back office's and the order history's tables: a header row, a row per item (`rowProps` adds attributes such as
 * `data-booking-id`), and `empty`'s text across the columns when there is no row. With `minWidth` the table scrolls
 * sideways below that width (TableScroll).
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowProps,
  empty,
  minWidth,
  ...tableProps
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => Record<`data-${string}`, string | number>;
  empty?: ReactNode;
  minWidth?: number;
} & Omit<TableProps, 'children' | 'aria-label'>) {
  const table = (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && empty !== undefined ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <Text ta="center" c="dimmed" py="lg">
                {empty}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={column.nowrap ? oneLine : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <TableScroll minWidth={minWidth} label={label}>
      {table}
    </TableScroll>
  );
}
