import { Table } from '@mantine/core';
import { formatMoney } from '../../lib/format.ts';
import type { ReportSheet } from '@yim/contract';

/**
 * A sheet of the report as a table: the screen shows exactly what the exports write. The last
 * row of a sheet with `hasTotal` is its total, in bold.
 */
export function ReportTable({ sheet, hasTotal, testId }: { sheet: ReportSheet; hasTotal: boolean; testId?: string }) {
  const body = hasTotal ? sheet.rows.slice(0, -1) : sheet.rows;
  const total = hasTotal ? sheet.rows.at(-1) : undefined;
  const cell = (value: string | number, column: number) =>
    typeof value === 'number' && sheet.moneyColumns.includes(column) ? formatMoney(value) : value;
  const align = (column: number) => (sheet.moneyColumns.includes(column) ? 'right' : undefined);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing={4} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {sheet.header.map((h, i) => (
              <Table.Th key={h} ta={align(i)}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body.map((row, r) => (
            <Table.Tr key={r}>
              {row.map((value, i) => (
                <Table.Td key={i} ta={align(i)}>
                  {cell(value, i)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {total.map((value, i) => (
                <Table.Td key={i} ta={align(i)} data-testid={testId ? `${testId}-total-${i}` : undefined}>
                  {cell(value, i)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
