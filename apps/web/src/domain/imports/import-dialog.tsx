import {
  IMPORT_MAX_ROWS,
  IMPORT_NO_ROWS,
  IMPORT_TOO_MANY_ROWS,
  type ImportResult,
} from '@pg/contracts/imports';
import { Upload } from 'lucide-react';
import Papa from 'papaparse';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { downloadBlob } from '@/lib/csv';
import { idempotencyHeaders, useIdempotencyKey } from '@/lib/idempotency';
import { type QueryRoot, useChangeMutation } from '@/lib/query-keys';

/** What the dialog needs of an import's contract (contracts/imports.ts defineImport). */
type ImportSpec = {
  columns: Record<string, string>;
  required: readonly string[];
  headers: string[];
  template: string;
  note: string | null;
};
type Row = Record<string, string>;

/** The problems listed at most; a file of thousands of bad rows says how many more there are. */
const PROBLEMS_SHOWN = 500;

/** Reads a CSV into rows of the spec's keys, its headers matched as the console names them (case aside). */
function readCsv(file: File, spec: ImportSpec): Promise<Row[]> {
  const keyOf = new Map(Object.entries(spec.columns).map(([key, header]) => [header.toLowerCase(), key]));
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) =>
        resolve(
          result.data.map((record) => {
            // A column the file lacks is sent empty when every row needs it: the check names it.
            const row: Row = Object.fromEntries(spec.required.map((key) => [key, '']));
            for (const [header, value] of Object.entries(record)) {
              const key = keyOf.get(header.trim().toLowerCase());
              if (key && typeof value === 'string') row[key] = value;
            }
            return row;
          }),
        ),
      error: (error) => reject(error),
    });
  });
}

type ImportButtonProps = {
  spec: ImportSpec;
  /** The import's route, e.g. /api/branches/:id/beds/import. */
  url: string;
  /** What the rows become, plural ('beds'): the title, the button and the report name it. */
  noun: string;
  /** Whose lists show the imported records. */
  changed: QueryRoot;
  /** The file has dates: say how to write them. */
  dates?: boolean;
};

/**
 * 'Import' on a list page: a template to download, a CSV chosen, the server's preview of each
 * row's problems, then the import of the valid rows; the same for tenants, beds and payments.
 */
export function ImportButton({ spec, url, noun, changed, dates }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  // One key per opened dialog and file: a second click or a retry of the import adds nothing twice.
  const idempotency = useIdempotencyKey(open);
  const mutation = useChangeMutation(changed, {
    mutationFn: ({ rows, dryRun }: { rows: Row[]; dryRun: boolean }) =>
      apiClient.post<ImportResult>(
        url,
        { rows, dry_run: dryRun },
        dryRun ? undefined : { headers: idempotencyHeaders(idempotency.current()) },
      ),
  });

  const reset = () => {
    setRows(null);
    setPreview(null);
  };

  const choose = async (file: File | undefined) => {
    reset();
    // Another file is another import.
    idempotency.renew();
    if (!file) return;
    try {
      const read = await readCsv(file, spec);
      if (read.length === 0) return toast.error(IMPORT_NO_ROWS);
      if (read.length > IMPORT_MAX_ROWS) return toast.error(IMPORT_TOO_MANY_ROWS);
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
      toast.success(`${result.added} ${noun} added, ${result.skipped} skipped`);
      setOpen(false);
      reset();
    } catch (error) {
      idempotency.renewIfRefused(error);
      toast.error(errorMessage(error, 'The import failed'));
    }
  };

  const valid = preview && rows ? rows.length - preview.skipped : 0;
  const more = (preview?.problems.length ?? 0) - PROBLEMS_SHOWN;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Import
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        className="sm:max-w-2xl"
        title={`Import ${noun}`}
        description={`A CSV with the columns ${spec.headers.join(', ')}${dates ? ' (dates as DD/MM/YYYY or YYYY-MM-DD)' : ''}. Rows with problems are skipped; the others are added together.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              disabled={!preview || valid === 0 || mutation.isPending}
              onClick={() => void importRows()}
            >
              {mutation.isPending && preview ? <Spinner /> : null}
              Import {valid} {noun}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          {spec.note ? <p className="text-muted-foreground text-sm">{spec.note}</p> : null}
          <div>
            <Button
              variant="link"
              className="px-0"
              onClick={() =>
                downloadBlob(new Blob([spec.template], { type: 'text/csv' }), `${noun}-template.csv`)
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
                  {preview.problems.slice(0, PROBLEMS_SHOWN).map((p) => (
                    <li key={p.row}>
                      Row {p.row}: {p.messages.join('; ')}
                    </li>
                  ))}
                  {more > 0 ? <li>…and {more} more rows with problems</li> : null}
                </ul>
              ) : null}
            </section>
          ) : null}
        </div>
      </DialogFrame>
    </>
  );
}
