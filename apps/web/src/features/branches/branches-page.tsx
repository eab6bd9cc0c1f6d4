import type { Branch } from '@pg/contracts/branches';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { useBranches } from '@/features/branches/api/get-branches';
import { BranchFormDialog } from '@/features/branches/components/branch-form-dialog';
import { BranchesTable } from '@/features/branches/components/branches-table';
import { DeleteBranchDialog } from '@/features/branches/components/delete-branch-dialog';
import { useAddFromAddress } from '@/lib/use-add-from-address';
import { searchBoxOf, tableStateOf, useListSearch } from '@/lib/use-list-search';

/** /branches (super admins; the route's guard shows everyone else the spec's denial). */
export function BranchesPage() {
  const listing = useListSearch();
  const { q } = listing;
  const query = useBranches({ q: q || undefined, sort: 'newest' });

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Branch | null>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);

  const branches = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  useAddFromAddress(openAdd);
  const openEdit = (branch: Branch) => {
    setEditing(branch);
    setFormOpen(true);
  };

  return (
    <ListPage
      header={
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
      }
      loadError={{ failed: query.isError, message: 'Failed to load branches', id: 'branches-load-error' }}
      search={searchBoxOf(listing, query, {
        label: 'Search branches',
        placeholder: 'Search by code or name...',
      })}
      toolbar={
        query.isSuccess && (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {total === 1 ? '1 branch' : `${total} branches`}
          </p>
        )
      }
    >
      <BranchesTable
        branches={branches}
        state={tableStateOf(
          query,
          q ? 'Try a different code or name.' : 'Add your first branch to get started.',
        )}
        onEdit={openEdit}
        onDelete={setDeleting}
      />

      <BranchFormDialog open={formOpen} onOpenChange={setFormOpen} branch={editing} />
      <DeleteBranchDialog branch={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
