import { monthRange, type OccupancyReport } from '@pg/contracts/reports';
import { describe, expect, it } from 'vitest';
import {
  financialRow,
  occupancyLines,
  occupancyRows,
  REPORT_HEADERS,
  reportFileName,
  tenantRow,
} from '../src/features/reports/report-csv';
import { csvLines, toCsv } from '../src/lib/csv';

describe('report file names', () => {
  it('follow the naming rule: report name, start date, "to", end date, .csv', () => {
    expect(reportFileName('occupancy', '2025-03-01', '2025-03-31')).toBe(
      'occupancy-report-2025-03-01-to-2025-03-31.csv',
    );
    expect(reportFileName('financial', '2025-03-01', '2025-03-31')).toBe(
      'financial-report-2025-03-01-to-2025-03-31.csv',
    );
    expect(reportFileName('tenants', '2025-03-01', '2025-03-31')).toBe(
      'tenant-report-2025-03-01-to-2025-03-31.csv',
    );
  });

  it('default to the first and last day of the current month', () => {
    expect(monthRange('2025-03-15')).toEqual({ start: '2025-03-01', end: '2025-03-31' });
    expect(monthRange('2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange('2025-02-01')).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(monthRange('2025-12-31')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});

describe('occupancy report rows', () => {
  const inService = { out_of_service_first: null, out_of_service_last: null };
  const none = { bed: [], first: [], last: [] };
  // Three beds over four days (28 Feb to 3 Mar 2024, a leap year); stays as the server answers them.
  const report: OccupancyReport = {
    start: '2024-02-28',
    end: '2024-03-02',
    beds: [
      { room: '2', bed: '1', ...inService },
      { room: '10', bed: 'A', ...inService },
      { room: '10', bed: 'B', ...inService },
    ],
    stays: {
      bed: [0, 2, 2, 1],
      first: [0, 1, 2, 3],
      last: [1, 2, 3, 3], // bed 2's stays overlap on day 2
    },
    reservations: none,
  };

  it('gives one row per bed per day, by date then room then bed, from the stays', () => {
    expect([...occupancyRows(report)]).toEqual([
      ['2024-02-28', '2', '1', 'Occupied'],
      ['2024-02-28', '10', 'A', 'Available'],
      ['2024-02-28', '10', 'B', 'Available'],
      ['2024-02-29', '2', '1', 'Occupied'],
      ['2024-02-29', '10', 'A', 'Available'],
      ['2024-02-29', '10', 'B', 'Occupied'],
      ['2024-03-01', '2', '1', 'Available'],
      ['2024-03-01', '10', 'A', 'Available'],
      ['2024-03-01', '10', 'B', 'Occupied'],
      ['2024-03-02', '2', '1', 'Available'],
      ['2024-03-02', '10', 'A', 'Occupied'],
      ['2024-03-02', '10', 'B', 'Occupied'],
    ]);
  });

  it('names the days a bed is out of service or reserved, a stay winning over both', () => {
    const periods: OccupancyReport = {
      ...report,
      beds: [
        { room: '2', bed: '1', ...inService },
        { room: '10', bed: 'A', out_of_service_first: 1, out_of_service_last: 3 },
        { room: '10', bed: 'B', ...inService },
      ],
      stays: { bed: [0], first: [1], last: [1] },
      // bed B was booked on day 2 only: available before it
      reservations: { bed: [0, 1, 2], first: [0, 0, 2], last: [3, 2, 3] },
    };
    const statuses = [...occupancyRows(periods)].map((row) => row[3]);
    expect(statuses).toEqual([
      ...['Reserved', 'Reserved', 'Available'],
      ...['Occupied', 'Out of service', 'Available'],
      ...['Reserved', 'Out of service', 'Reserved'],
      ...['Reserved', 'Out of service', 'Reserved'],
    ]);
    expect([...occupancyLines(periods)].join('\r\n')).toBe(csvLines([...occupancyRows(periods)]));
  });

  it('writes the same rows as ready CSV lines, quoting and neutralising room and bed numbers', () => {
    const tricky: OccupancyReport = {
      ...report,
      beds: [{ room: '=HYPERLINK("x")', bed: 'A, upper', ...inService }, ...report.beds.slice(1)],
    };
    const lines = [...occupancyLines(tricky)];
    expect(lines.join('\r\n')).toBe(csvLines([...occupancyRows(tricky)]));
    expect(lines[0]).toBe(`"2024-02-28","'=HYPERLINK(""x"")","A, upper","Occupied"`);
  });

  it('has the spec columns and no rows without beds', () => {
    expect(REPORT_HEADERS.occupancy).toEqual(['Date', 'Room', 'Bed', 'Status']);
    expect([...occupancyRows({ ...report, beds: [], stays: { bed: [], first: [], last: [] } })]).toEqual([]);
    expect([...occupancyLines({ ...report, beds: [], stays: { bed: [], first: [], last: [] } })]).toEqual([]);
  });

  it('expands 500 beds over two years to 365,000 rows', () => {
    const beds = Array.from({ length: 500 }, (_, i) => ({
      room: String(100 + Math.floor(i / 2)),
      bed: i % 2 ? 'B' : 'A',
      ...inService,
    }));
    const big: OccupancyReport = {
      start: '2024-01-01',
      end: '2025-12-30',
      beds,
      stays: { bed: [0, 499], first: [0, 700], last: [729, 729] },
      reservations: none,
    };
    let rows = 0;
    let occupied = 0;
    let last: unknown[] = [];
    for (const row of occupancyRows(big)) {
      rows++;
      if (row[3] === 'Occupied') occupied++;
      last = row;
    }
    expect(rows).toBe(365_000);
    expect(occupied).toBe(730 + 30);
    expect(last).toEqual(['2025-12-30', '349', 'B', 'Occupied']);
  });
});

describe('financial report rows', () => {
  it('writes payments positive and expenses negative, as plain numbers, with readable labels', () => {
    const rows = [
      {
        date: '2025-03-01',
        type: 'payment',
        tenant: '=Ravi',
        amount: 1500.25,
        method: 'upi',
        category: null,
      },
      {
        date: '2025-03-02',
        type: 'payment',
        tenant: 'Asha Rao',
        amount: 8000,
        method: 'bank_transfer',
        category: null,
      },
      {
        date: '2025-03-02',
        type: 'expense',
        tenant: null,
        amount: -2345.5,
        method: null,
        category: 'Repairs, plumbing',
      },
    ] as const;
    expect(rows.map(financialRow)).toEqual([
      ['2025-03-01', 'Payment', '=Ravi', '1500.25', 'UPI', ''],
      ['2025-03-02', 'Payment', 'Asha Rao', '8000.00', 'Bank Transfer', ''],
      ['2025-03-02', 'Expense', '', '-2345.50', '', 'Repairs, plumbing'],
    ]);
    // Deposits received and refunded are money in and out too.
    expect(
      [
        {
          date: '2025-03-03',
          type: 'deposit',
          tenant: 'Asha Rao',
          amount: 5000,
          method: 'cash',
          category: null,
        },
        {
          date: '2025-03-04',
          type: 'refund',
          tenant: 'Asha Rao',
          amount: -2000,
          method: 'upi',
          category: null,
        },
      ].map((r) => financialRow(r as never)),
    ).toEqual([
      ['2025-03-03', 'Deposit', 'Asha Rao', '5000.00', 'Cash', ''],
      ['2025-03-04', 'Refund', 'Asha Rao', '-2000.00', 'UPI', ''],
    ]);
    expect(toCsv(REPORT_HEADERS.financial, rows.map(financialRow))).toBe(
      '\uFEFF"Date","Type","Tenant","Amount","Method","Category"\r\n' +
        `"2025-03-01","Payment","'=Ravi","1500.25","UPI",""\r\n` +
        '"2025-03-02","Payment","Asha Rao","8000.00","Bank Transfer",""\r\n' +
        '"2025-03-02","Expense","","-2345.50","","Repairs, plumbing"',
    );
  });
});

describe('tenant report rows', () => {
  it('writes each booking of a tenant, and a tenant without bookings with empty booking cells', () => {
    const withBooking = {
      tenant_name: 'Zara "Z" Khan',
      phone: '+919800000001',
      email: 'zara@example.com',
      room: '101',
      bed: 'A',
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      status: 'checked_in',
      total_rent: 15500,
      balance: 1200.5,
    } as const;
    const without = {
      tenant_name: 'Mohan',
      phone: '9800000003',
      email: null,
      room: null,
      bed: null,
      start_date: null,
      end_date: null,
      status: null,
      total_rent: null,
      balance: -300,
    };
    expect(REPORT_HEADERS.tenants).toEqual([
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
    ]);
    expect(tenantRow(withBooking)).toEqual([
      'Zara "Z" Khan',
      '+919800000001',
      'zara@example.com',
      '101',
      'A',
      '2025-01-01',
      '2025-01-31',
      'Checked in',
      '15500.00',
      '1200.50',
    ]);
    expect(tenantRow(without)).toEqual(['Mohan', '9800000003', '', '', '', '', '', '', '', '-300.00']);
    // the phone number with + is kept as text, never run
    expect(toCsv(REPORT_HEADERS.tenants, [tenantRow(withBooking)]).split('\r\n')[1]).toBe(
      `"Zara ""Z"" Khan","'+919800000001","zara@example.com","101","A","2025-01-01","2025-01-31","Checked in","15500.00","1200.50"`,
    );
  });
});
