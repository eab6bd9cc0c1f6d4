import { ADMINISTRATION_TEXT } from '@pg/contracts/administration';
import { DatabaseBackup, Download } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { downloadBackup, useBackUpNow, useBackups } from '@/features/administration/api/backups';
import { RetentionSection } from '@/features/administration/retention-section';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime24 } from '@/lib/format-date-time';

function fileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** /administration: the database's backups and the data retention's dry run, for super admins. */
export function AdministrationPage() {
  const query = useBackups();
  const backUpNow = useBackUpNow();
  const [downloading, setDownloading] = useState<string | null>(null);
  const items = query.data?.items ?? [];
  const hour = query.data?.nightlyHour;

  const download = async (name: string) => {
    setDownloading(name);
    try {
      await downloadBackup(name);
    } catch (error) {
      toast.error(errorMessage(error, 'The download failed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader
        title={ADMINISTRATION_TEXT.title}
        description={ADMINISTRATION_TEXT.description}
        actions={
          <Button
            disabled={backUpNow.isPending}
            onClick={() =>
              backUpNow.mutate(undefined, {
                onSuccess: (made) => toast.success(`${ADMINISTRATION_TEXT.backedUp}: ${made.name}`),
                onError: (error) => toast.error(errorMessage(error, ADMINISTRATION_TEXT.backupFailed)),
              })
            }
          >
            <DatabaseBackup aria-hidden="true" />
            {backUpNow.isPending ? 'Backing up…' : ADMINISTRATION_TEXT.backUpNow}
          </Button>
        }
      />
      {query.data ? (
        <p className="text-muted-foreground text-sm">
          {hour === null || hour === undefined
            ? 'Nightly backups are off (BACKUP_HOUR=off).'
            : `A backup is taken every night at ${String(hour).padStart(2, '0')}:00 (server time) and kept ${query.data.keepDays} days,`}{' '}
          in <code>{query.data.directory}</code>. {ADMINISTRATION_TEXT.keyNote}
        </p>
      ) : null}

      <DataTable
        label="Backups"
        items={items.map((b) => ({ ...b, id: b.name }))}
        isLoading={query.isPending}
        isError={query.isError}
        errorText={errorMessage(query.error, 'Failed to load the backups')}
        onRetry={() => void query.refetch()}
        emptyText={ADMINISTRATION_TEXT.noBackups}
        columns={[
          {
            header: 'Taken',
            className: 'whitespace-nowrap',
            cell: (b) => formatDateTime24(b.createdAt),
          },
          { header: 'File', className: 'font-mono text-xs', cell: (b) => b.name },
          {
            header: 'Database',
            cell: (b) => (
              <>
                {b.database === 'postgres' ? 'PostgreSQL' : b.database === 'pglite' ? 'Embedded' : '—'}
                {b.rows !== null ? <span className="text-muted-foreground"> · {b.rows} rows</span> : null}
                {b.includesKey ? (
                  <Badge variant="outline" className="ml-2">
                    with the encryption key
                  </Badge>
                ) : null}
              </>
            ),
          },
          {
            header: 'Size',
            headClassName: 'text-right',
            className: 'text-right whitespace-nowrap',
            cell: (b) => fileSize(b.size),
          },
          {
            header: 'Actions',
            hiddenHeader: true,
            headClassName: 'text-right',
            className: 'text-right',
            cell: (b) => (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Download ${b.name}`}
                disabled={downloading === b.name}
                onClick={() => void download(b.name)}
              >
                <Download aria-hidden="true" />
                {ADMINISTRATION_TEXT.download}
              </Button>
            ),
          },
        ]}
      />
      <RetentionSection />
    </div>
  );
}
