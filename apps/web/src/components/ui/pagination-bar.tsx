import { countText, listCountCap } from '@pg/contracts/lists';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type PaginationBarProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The list's `total`: past the count cap (contracts' listCountCap) it only says 'more than the cap'. */
  total: number;
  /** e.g. 'payments' in 'Showing 1–50 of 120 payments'. */
  noun: string;
  onPageChange: (page: number) => void;
};

/**
 * 'Showing 51–100 of 120 payments' with Previous / Next; nothing when everything fits on one page.
 * Past the count cap: 'Showing 1–50 of 1,000+ payments', and Next stays open (there are more).
 */
export function PaginationBar({ page, pageSize, total, noun, onPageChange }: PaginationBarProps) {
  if (total <= pageSize && page === 1) return null;
  const cap = listCountCap((page - 1) * pageSize, pageSize);
  const capped = total > cap;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const pages = capped ? page + 1 : Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${noun} on this page`
          : `Showing ${first}–${last} of ${countText(total, cap)} ${noun}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
