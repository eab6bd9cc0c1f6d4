import type { TenantNotice } from '@pg/contracts/notices';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { useMyNotices } from '@/features/tenant-app/api';
import { formatDate } from '@/lib/format';

function NoticeCard({ notice }: { notice: TenantNotice }) {
  return (
    <Card className="gap-1 p-3">
      <p className="font-medium">{notice.title}</p>
      <p className="whitespace-pre-line text-sm">{notice.body}</p>
      <p className="text-muted-foreground text-xs">
        {[
          `Posted on ${formatDate(notice.created_at)}`,
          notice.ends_on && `until ${formatDate(notice.ends_on)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </Card>
  );
}

/** Home: the newest notice from the branch, with a link to all of them (nothing when there are none). */
export function LatestNotice() {
  const query = useMyNotices();
  const [latest] = query.data?.items ?? [];
  if (!latest) return null;
  return (
    <section aria-label="Latest notice" className="grid gap-1">
      <NoticeCard notice={latest} />
      {query.data!.items.length > 1 && (
        <Link to="/notices" className="min-h-11 py-3 text-primary text-sm underline-offset-4 hover:underline">
          {`All notices (${query.data!.items.length})`}
        </Link>
      )}
    </section>
  );
}

/** Notices from the branch shown today, newest first. */
export function NoticesPage() {
  const query = useMyNotices();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-xl">Notices</h1>
      {query.isPending ? (
        <RecordLoading label="Loading notices" />
      ) : query.isError ? (
        <RecordLoadFailed failedText="Failed to load notices" onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notices from your PG right now.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Notices">
          {query.data.items.map((n) => (
            <li key={n.id}>
              <NoticeCard notice={n} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
