import {
  type OwnerReportTable,
  type ReportCell,
  type ReportColumn,
  SCREEN_ROWS,
} from '@pg/contracts/owner-reports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCount, formatDate, formatMoney, formatMonth } from '@/lib/format';
import { cn } from '@/lib/utils';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** A cell as the console shows it: rupees ₹1,23,456.00, dates dd/mm/yyyy, months 'Feb 2026', shares 37.4%. */
export function formatReportCell(cell: ReportCell, column: ReportColumn): string {
  if (cell === null) return '—';
  if (typeof cell === 'string') {
    // The totals row's 'Total' stands in a date column as it is.
    if (column.type === 'date' && ISO_DATE.test(cell)) return formatDate(cell);
    if (column.type === 'month' && ISO_MONTH.test(cell)) return formatMonth(cell);
    return cell;
  }
  switch (column.type) {
    case 'money':
      return formatMoney(cell);
    case 'percent':
      return `${(cell * 100).toFixed(1)}%`;
    default:
      return formatCount(cell);
  }
}

const numeric = (c: ReportColumn) => c.type === 'money' || c.type === 'int' || c.type === 'percent';

/** A report's table: its rows, then the totals row in bold; the same on screen and on paper. */
export function OwnerReportTableView({ table, className }: { table: OwnerReportTable; className?: string }) {
  const { columns, rows, totals } = table;
  const align = (c: ReportColumn) => (numeric(c) ? 'text-right tabular-nums' : undefined);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Table className="print:text-xs">
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.key} className={cn('whitespace-nowrap', align(c))}>
                {c.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="h-24 text-center text-muted-foreground">
                Nothing in this period.
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, i) => (
              <TableRow key={i}>
                {columns.map((c, j) => (
                  <TableCell key={c.key} className={cn(j === 0 && 'whitespace-nowrap', align(c))}>
                    {formatReportCell(row[j] ?? null, c)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
          {totals && rows.length > 0 && (
            <TableRow className="border-t-2 font-semibold hover:bg-transparent">
              {columns.map((c, j) => (
                <TableCell key={c.key} className={align(c)}>
                  {totals[j] === null ? '' : formatReportCell(totals[j] ?? null, c)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
      {table.truncated && (
        <p className="text-muted-foreground text-sm">
          {`Showing the first ${formatCount(SCREEN_ROWS)} of ${formatCount(table.row_count)} rows; the totals count them all. Download the CSV or Excel file for every row.`}
        </p>
      )}
    </div>
  );
}
