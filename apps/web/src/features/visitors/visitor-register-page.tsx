import { ID_DOCUMENT_TYPE_LABELS } from '@pg/contracts/tenant-records';
import { formatIndianMobile } from '@pg/contracts/tenants';
import type { Visitor } from '@pg/contracts/visitors';
import { useSearchParams } from 'react-router';
import { PrintPage } from '@/components/ui/print-page';
import { Letterhead, PrintedDocument } from '@/components/ui/printed-document';
import { useVisitors } from '@/features/visitors/api/get-visitors';
import { registerDay } from '@/features/visitors/register-day';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { formatDate, formatTime } from '@/lib/format';

const COLUMNS = ['No.', 'Visitor', 'Phone', 'ID shown', 'Visiting', 'Purpose', 'In', 'Out', 'Signature'];

const idShown = (v: Visitor) =>
  v.id_type ? `${ID_DOCUMENT_TYPE_LABELS[v.id_type]}${v.id_last4 ? ` …${v.id_last4}` : ''}` : '—';

/**
 * /visitors/register?date=YYYY-MM-DD: a day's visitor register on paper, as the gate's book is
 * kept: the branch's letterhead and the date, one line a visitor in the order they came, with a
 * column for their signature, and the warden's signature under it.
 */
export function VisitorRegisterPage() {
  const [search] = useSearchParams();
  const date = registerDay(search);
  const { selectedBranch } = useBranch();
  const query = useVisitors(selectedBranch?.id ?? null, { date });
  if (!selectedBranch) return <NoBranchSelected what="the visitor register" />;
  return (
    <PrintPage
      query={query}
      back={{ to: `/visitors?date=${date}`, label: 'Back to visitors' }}
      titleOf={() => `Visitor register ${selectedBranch.name} ${date}`}
      texts={{ loading: 'Loading the register', failed: 'Failed to load visitors' }}
      className="max-w-5xl"
    >
      {(list) => (
        <PrintedDocument label="Visitor register" className="flex flex-col gap-4">
          <Letterhead branch={selectedBranch} title="Visitor register">
            <p className="text-sm">{formatDate(date)}</p>
          </Letterhead>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm" aria-label="Visitor register">
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="border px-2 py-1 text-left font-semibold">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...list.items].reverse().map((v, i) => (
                  <tr key={v.id}>
                    <td className="border px-2 py-2 tabular-nums">{i + 1}</td>
                    <td className="border px-2 py-2">{v.name}</td>
                    <td className="whitespace-nowrap border px-2 py-2">
                      {v.phone ? formatIndianMobile(v.phone) : '—'}
                    </td>
                    <td className="border px-2 py-2">{idShown(v)}</td>
                    <td className="border px-2 py-2">{v.tenant_name}</td>
                    <td className="border px-2 py-2">{v.purpose ?? '—'}</td>
                    <td className="whitespace-nowrap border px-2 py-2">{formatTime(v.in_at)}</td>
                    <td className="whitespace-nowrap border px-2 py-2">
                      {v.out_at ? formatTime(v.out_at) : ''}
                    </td>
                    <td className="w-28 border px-2 py-2" />
                  </tr>
                ))}
                {list.items.length === 0 && (
                  <tr>
                    <td
                      colSpan={COLUMNS.length}
                      className="border px-2 py-4 text-center text-muted-foreground"
                    >
                      No visitors recorded on this day.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <div className="mt-10 flex justify-end">
            <p className="w-56 border-t pt-1 text-center text-sm">Warden's signature</p>
          </div>
        </PrintedDocument>
      )}
    </PrintPage>
  );
}
