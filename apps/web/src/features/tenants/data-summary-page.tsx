import type { TenantExport } from '@pg/contracts/tenant-records';
import type * as React from 'react';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { useTenantExport } from '@/features/tenants/api/get-records';
import { isMissingRecord } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

/** A value of the export, in words: dates as dd/mm/yyyy, nothing as a dash, records as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Fields({ record }: { record: Record<string, unknown> }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
      {Object.entries(record).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted-foreground print:text-neutral-600">{key.replaceAll('_', ' ')}</dt>
          <dd>{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ title, items }: { title: string; items: Record<string, unknown>[] }) {
  return (
    <section className="mt-5">
      <h3 className="border-b pb-1 font-semibold print:border-neutral-400">{`${title} (${items.length})`}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-muted-foreground text-sm">None</p>
      ) : (
        <ol className="mt-2 grid gap-3">
          {items.map((item, index) => (
            // The export's records have no common key; a printed list never reorders.
            <li key={index} className="break-inside-avoid rounded-md border p-3 print:border-neutral-300">
              <Fields record={item} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Summary({ data }: { data: TenantExport }): React.ReactNode {
  const { records } = data;
  return (
    <article aria-label="Data held about the tenant" className="print:text-black">
      <h2 className="font-semibold text-lg">Data held about the tenant</h2>
      <p className="text-muted-foreground text-sm">{`As exported on ${formatDate(data.exported_at)}. ID numbers are shown by their last four digits.`}</p>
      <Part title="Tenant" items={[data.tenant]} />
      <Part title="Profile" items={[records.profile]} />
      <Part
        title="ID documents"
        items={records.documents.map((d) => ({ type: d.type, number: d.number_masked, added: d.created_at }))}
      />
      <Part title="Police verification" items={[records.verification]} />
      <Part title="Bookings" items={data.bookings} />
      <Part title="Payments" items={data.statement.payments} />
      <Part title="Charges" items={data.statement.charges} />
      <Part title="Complaints" items={data.complaints} />
      <Part title="Visits" items={data.visits} />
      <Part title="Changes recorded about them" items={data.audit} />
    </article>
  );
}

/**
 * /tenants/:id/data: everything the console holds about a tenant, as a printable summary for the
 * tenant who asks (the same as the JSON download; the server writes each export to the audit log).
 */
export function DataSummaryPage() {
  const { id } = useParams<{ id: string }>();
  const query = useTenantExport(id);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: `/tenants/${id}`, label: 'Back to tenant' }}
      titleOf={(data) => `Data held ${String(data.tenant.name ?? '')}`}
      texts={{
        loading: 'Loading the data',
        missing: 'This tenant does not exist.',
        failed: 'Failed to load the data',
      }}
      className="max-w-4xl"
    >
      {(data) => <Summary data={data} />}
    </PrintPage>
  );
}
