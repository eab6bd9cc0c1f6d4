import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A record's page while it loads: a few grey bars, announced as `label` ('Loading receipt'). */
export function RecordLoading({ label }: { label: string }) {
  return (
    <Card className="gap-4 p-6" role="status" aria-busy="true" aria-label={label}>
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-4 w-64" />
      <Skeleton className="h-40 w-full" />
    </Card>
  );
}

/**
 * Whether there is no such record (nothing to retry), and the words that say so: both, or neither
 * where a record cannot be missing.
 */
export type MissingRecord =
  | { missing?: undefined; missingText?: undefined }
  | { missing: boolean; missingText: string };

/**
 * A record's page that could not load: `failedText` and 'Try again'; or, when `missing` (there is
 * no such record: nothing to retry), `missingText`.
 */
export function RecordLoadFailed({
  missing = false,
  missingText,
  failedText,
  onRetry,
}: MissingRecord & {
  failedText: string;
  onRetry: () => void;
}) {
  return (
    <Card className="items-center gap-2 p-10 text-center">
      <p role="alert" className="font-medium">
        {missing ? missingText : failedText}
      </p>
      {!missing && (
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Card>
  );
}
