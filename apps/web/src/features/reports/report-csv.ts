import { BED_STATUS_LABELS, type BedStatus } from '@pg/contracts/bed-status';
import { BOOKING_STATUS_LABELS } from '@pg/contracts/bookings';
import { daysInRange } from '@pg/contracts/dates';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@pg/contracts/payments';
import {
  type DuesReportRow,
  FINANCIAL_ROW_TYPE_LABELS,
  type FinancialReportRow,
  type OccupancyReport,
  type ReportType,
  type TenantReportRow,
} from '@pg/contracts/reports';
import { type CsvCell, csvLines, csvMoney } from '@/lib/csv';

/**
 * What each report's CSV holds: its header labels, its file name, and how the data the
 * server answers becomes rows. Pure functions, so that the rows can be checked from a fixture.
 * Dates are written YYYY-MM-DD, which every spreadsheet reads as a date whatever its locale;
 * amounts as plain numbers with two decimals so that they can be summed.
 */

export const REPORT_HEADERS: Record<ReportType, readonly string[]> = {
  occupancy: ['Date', 'Room', 'Bed', 'Status'],
  financial: ['Date', 'Type', 'Tenant', 'Amount', 'Method', 'Category'],
  tenants: [
    'Tenant Name',
    'Phone',
    'Email',
    'Room',
    'Bed',
    'Start Date',
    'End Date',
    'Status',
    'Total Rent',
    'Balance',
  ],
  dues: [
    'Tenant Name',
    'Phone',
    'Room',
    'Bed',
    'Balance',
    'Deposit Due',
    'Oldest Due Date',
    'Days Overdue',
    'Due Today',
    'By Month',
  ],
};

const FILE_PREFIX: Record<ReportType, string> = {
  occupancy: 'occupancy-report',
  financial: 'financial-report',
  tenants: 'tenant-report',
  dues: 'dues-report',
};

/** occupancy-report-2025-03-01-to-2025-03-31.csv (the tenant report too carries the chosen range). */
export const reportFileName = (type: ReportType, start: string, end: string) =>
  `${FILE_PREFIX[type]}-${start}-to-${end}.csv`;

const DAY_MS = 86_400_000;
/** The date `offset` days after `start` (YYYY-MM-DD), in UTC so that no time zone shifts it. */
const addDays = (start: string, offset: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/** Status codes of the grid, in order of precedence (a stay wins over out of service, which wins over reserved). */
const GRID_STATUSES = [
  'available',
  'reserved',
  'out_of_service',
  'occupied',
] as const satisfies readonly BedStatus[];
const [RESERVED, OUT_OF_SERVICE, OCCUPIED] = [1, 2, 3];

/** Each bed's status on each day: a days x beds grid filled from the reservations, the out-of-service periods, then the stays. */
function occupancyGrid(report: OccupancyReport) {
  const days = Math.max(0, daysInRange(report.start, report.end));
  const beds = report.beds.length;
  const grid = new Uint8Array(days * beds);
  const fill = (b: number, from: number, to: number, code: number) => {
    for (let d = Math.max(from, 0); d <= Math.min(to, days - 1); d++) grid[d * beds + b] = code;
  };
  const fillPeriods = ({ bed, first, last }: OccupancyReport['stays'], code: number) => {
    for (let i = 0; i < bed.length; i++) fill(bed[i]!, first[i]!, last[i]!, code);
  };
  fillPeriods(report.reservations, RESERVED);
  report.beds.forEach((bed, b) => {
    if (bed.out_of_service_first !== null && bed.out_of_service_last !== null) {
      fill(b, bed.out_of_service_first, bed.out_of_service_last, OUT_OF_SERVICE);
    }
  });
  fillPeriods(report.stays, OCCUPIED);
  const dates = Array.from({ length: beds ? days : 0 }, (_, d) => addDays(report.start, d));
  return { dates, beds, statusOf: (d: number, b: number) => grid[d * beds + b]! };
}

const STATUS_LABELS = GRID_STATUSES.map((s) => BED_STATUS_LABELS[s]);

/**
 * One row per bed per day, by date, then room, then bed (the server's bed order): 'Occupied' when
 * a stay covers that bed that day, else 'Out of service', 'Reserved' or 'Available' (see
 * bed-status.ts). Produced lazily from the grid, so 500 beds over two years never sit in memory as
 * 365,000 arrays at once.
 */
export function* occupancyRows(report: OccupancyReport): Generator<CsvCell[]> {
  const { dates, beds, statusOf } = occupancyGrid(report);
  for (let d = 0; d < dates.length; d++) {
    for (let b = 0; b < beds; b++) {
      const { room, bed } = report.beds[b]!;
      yield [dates[d], room, bed, STATUS_LABELS[statusOf(d, b)]];
    }
  }
}

/**
 * The same rows as `occupancyRows`, already as CSV lines: the table repeats a few values (the
 * dates, each bed's room and number, four statuses) hundreds of thousands of times, so each distinct
 * value is written by papaparse once and the lines are put together from those pieces. The rows
 * of two years of a 500-bed branch take a fraction of the time this way.
 */
export function* occupancyLines(report: OccupancyReport): Generator<string> {
  const { dates, beds, statusOf } = occupancyGrid(report);
  const bedCells = report.beds.map(({ room, bed }) => csvLines([[room, bed]]));
  const statusCells = STATUS_LABELS.map((label) => csvLines([[label]]));
  for (let d = 0; d < dates.length; d++) {
    const date = csvLines([[dates[d]]]);
    for (let b = 0; b < beds; b++) yield `${date},${bedCells[b]},${statusCells[statusOf(d, b)]}`;
  }
}

const methodLabel = (method: string | null) =>
  method === null ? '' : (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method);

/**
 * A payment or a deposit received (positive amount), a deposit refunded or an expense (negative
 * amount), in the server's order (by date).
 */
export const financialRow = (row: FinancialReportRow): CsvCell[] => [
  row.date,
  FINANCIAL_ROW_TYPE_LABELS[row.type],
  row.tenant ?? '',
  csvMoney(row.amount),
  methodLabel(row.method),
  row.category ?? '',
];

/** A tenant with one booking (or none: the booking columns stay empty). */
export const tenantRow = (row: TenantReportRow): CsvCell[] => [
  row.tenant_name,
  row.phone,
  row.email ?? '',
  row.room ?? '',
  row.bed ?? '',
  row.start_date ?? '',
  row.end_date ?? '',
  row.status ? BOOKING_STATUS_LABELS[row.status] : '',
  csvMoney(row.total_rent),
  csvMoney(row.balance),
];

/**
 * A tenant who owes: the by-month cell lists what is open of each month, oldest first, as
 * '2027-01: 8000.00; 2027-02: 8000.00' (the months add up to the balance).
 */
export const duesRow = (row: DuesReportRow): CsvCell[] => [
  row.tenant_name,
  row.phone,
  row.room ?? '',
  row.bed ?? '',
  csvMoney(row.balance),
  csvMoney(row.deposit_due),
  row.oldest_due_date ?? '',
  row.days_overdue,
  csvMoney(row.due_today),
  row.months.map((m) => `${m.month.slice(0, 7)}: ${csvMoney(m.amount)}`).join('; '),
];

/** Success toasts. */
export const REPORT_GENERATED: Record<ReportType, string> = {
  occupancy: 'Occupancy report generated',
  financial: 'Financial report generated',
  tenants: 'Tenant report generated',
  dues: 'Dues report generated',
};
