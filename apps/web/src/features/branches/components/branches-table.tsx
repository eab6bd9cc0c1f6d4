import type { Branch } from '@pg/contracts/branches';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TableLoadingRows, TableMessageRow } from '@/components/ui/table-states';
import { formatDate } from '@/lib/format';

const COLUMNS = 6;

type BranchesTableProps = {
  branches: Branch[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onEdit: (branch: Branch) => void;
  onDelete: (branch: Branch) => void;
  /** Shown under 'No branches found' when the list is empty. */
  emptyHint?: string;
};

export function BranchesTable({
  branches,
  isLoading,
  isError,
  onRetry,
  onEdit,
  onDelete,
  emptyHint,
}: BranchesTableProps) {
  return (
    <Table aria-label="Branches" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Code</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Address</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Created</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <TableLoadingRows columns={COLUMNS} />
        ) : isError && branches.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block">Failed to load branches</span>
            <Button variant="link" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </TableMessageRow>
        ) : branches.length === 0 ? (
          <TableMessageRow columns={COLUMNS}>
            <span className="block font-medium text-foreground">No branches found</span>
            {emptyHint && <span className="mt-1 block text-xs">{emptyHint}</span>}
          </TableMessageRow>
        ) : (
          branches.map((branch) => (
            <TableRow key={branch.id}>
              <TableCell className="whitespace-nowrap font-medium">{branch.code}</TableCell>
              <TableCell className="min-w-40">{branch.name}</TableCell>
              <TableCell className="min-w-48 max-w-80 text-muted-foreground">
                <span className="line-clamp-2">{branch.address || '—'}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {branch.contact || '—'}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {formatDate(branch.created_at)}
              </TableCell>
              <TableCell className="text-right">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit branch ${branch.code}`}
                    onClick={() => onEdit(branch)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                    aria-label={`Delete branch ${branch.code}`}
                    onClick={() => onDelete(branch)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
