import {
  TENANT_IMPORT_COLUMNS,
  TENANT_IMPORT_MAX_ROWS,
  TENANT_IMPORT_TEMPLATE,
  type TenantImportResult,
  type TenantImportRow,
} from '@pg/contracts/tenant-import';
import { Upload } from 'lucide-react';
import Papa from 'papaparse';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useImportTenants } from '@/features/tenants/api/import-tenants';
import { errorMessage } from '@/lib/api-client';
import { downloadBlob } from '@/lib/csv';

/** The template's column names, as the console names the fields, to the row's keys. */
const KEYS: Record<(typeof TENANT_IMPORT_COLUMNS)[number], keyof TenantImportRow> = {
  Name: 'name',
  Phone: 'phone',
  Email: 'email',
  'Joined date': 'joined_at',
};
const keyOf = (header: string) =>
  Object.entries(KEYS).find(([column]) => column.toLowerCase() === header.trim().toLowerCase())?.[1];

/** Reads a CSV into rows of the template's columns; unknown columns are left out. */
function readCsv(file: File): Promise<TenantImportRow[]> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) =>
        resolve(
          result.data.map((record) => {
            const row: TenantImportRow = { name: '', phone: '' };
            for (const [header, value] of Object.entries(record)) {
              const key = keyOf(header);
              if (key && typeof value === 'string') row[key] = value;
            }
            return row;
          }),
        ),
      error: (error) => reject(error),
    });
  });
}

/** 'Import' on the Tenants page: template, preview of each row's problems, then the import. */
export function TenantImportButton({ branchId }: { branchId: string }) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<TenantImportRow[] | null>(null);
  const [preview, setPreview] = useState<TenantImportResult | null>(null);
  const mutation = useImportTenants(branchId);

  const reset = () => {
    setRows(null);
    setPreview(null);
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    try {
      const read = await readCsv(file);
      if (read.length === 0) return toast.error('The file has no rows');
      if (read.length > TENANT_IMPORT_MAX_ROWS) {
        return toast.error(`At most ${TENANT_IMPORT_MAX_ROWS} rows at a time`);
      }
      setRows(read);
      setPreview(await mutation.mutateAsync({ rows: read, dryRun: true }));
    } catch (error) {
      toast.error(errorMessage(error, 'The file could not be read'));
    }
  };

  const importRows = async () => {
    if (!rows) return;
    try {
      const result = await mutation.mutateAsync({ rows, dryRun: false });
      toast.success(`${result.added} tenants added, ${result.skipped} skipped`);
      setOpen(false);
      reset();
    } catch (error) {
      toast.error(errorMessage(error, 'The import failed'));
    }
  };

  const valid = preview && rows ? rows.length - preview.skipped : 0;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Import
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
      >
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Import tenants</DialogTitle>
            <DialogDescription>
              A CSV with the columns {TENANT_IMPORT_COLUMNS.join(', ')} (dates as YYYY-MM-DD). Rows with
              problems are skipped; the others are added together.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-3">
            <div>
              <Button
                variant="link"
                className="px-0"
                onClick={() =>
                  downloadBlob(
                    new Blob([TENANT_IMPORT_TEMPLATE], { type: 'text/csv' }),
                    'tenants-template.csv',
                  )
                }
              >
                Download the template
              </Button>
            </div>
            <Input
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            {mutation.isPending && !preview ? <Spinner /> : null}
            {preview && rows ? (
              <section className="flex flex-col gap-2" aria-label="Preview">
                <p>
                  {valid} of {rows.length} rows can be added; {preview.skipped} will be skipped.
                </p>
                {preview.problems.length ? (
                  <ul className="max-h-60 overflow-auto rounded border p-2 text-sm">
                    {preview.problems.map((p) => (
                      <li key={p.row}>
                        Row {p.row}: {p.messages.join('; ')}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              disabled={!preview || valid === 0 || mutation.isPending}
              onClick={() => void importRows()}
            >
              {mutation.isPending && preview ? <Spinner /> : null}
              Import {valid} tenants
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
