import type { Branch } from '@pg/contracts/branches';
import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useBranches } from '@/features/branches/api/get-branches';
import { BranchFormDialog } from '@/features/branches/components/branch-form-dialog';
import { BranchesTable } from '@/features/branches/components/branches-table';
import { DeleteBranchDialog } from '@/features/branches/components/delete-branch-dialog';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** /branches (super admins; the route's guard shows everyone else the spec's denial). */
export function BranchesPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const query = useBranches({ q: q || undefined, sort: 'newest' });

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Branch | null>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load branches', { id: 'branches-load-error' });
  }, [query.isError]);

  const branches = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const searching = query.isFetching && !query.isPending;

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (branch: Branch) => {
    setEditing(branch);
    setFormOpen(true);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader
        title="Branches"
        description="Each branch has its own properties, tenants, bookings and payments."
        actions={
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Branch
          </Button>
        }
      />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search branches"
            placeholder="Search by code or name..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pr-9 pl-9"
          />
          {searching && (
            <Spinner
              label="Searching"
              className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
            />
          )}
        </div>
        {query.isSuccess && (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {total === 1 ? '1 branch' : `${total} branches`}
          </p>
        )}
      </div>

      <BranchesTable
        branches={branches}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        onEdit={openEdit}
        onDelete={setDeleting}
        emptyHint={q ? 'Try a different code or name.' : 'Add your first branch to get started.'}
      />

      <BranchFormDialog open={formOpen} onOpenChange={setFormOpen} branch={editing} />
      <DeleteBranchDialog branch={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
