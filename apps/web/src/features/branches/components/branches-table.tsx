import type { Branch } from '@pg/contracts/branches';
import { DataTable, type TableState } from '@/components/ui/data-table';
import { RowActions } from '@/components/ui/row-actions';
import { formatDate } from '@/lib/format';

type BranchesTableProps = {
  branches: Branch[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  onEdit: (branch: Branch) => void;
  onDelete: (branch: Branch) => void;
  /** Shown under 'No branches found' when the list is empty. */
};

export function BranchesTable({ branches, state, onEdit, onDelete }: BranchesTableProps) {
  return (
    <DataTable
      label="Branches"
      columns={[
        { header: 'Code', className: 'whitespace-nowrap font-medium', cell: (branch) => branch.code },
        { header: 'Name', className: 'min-w-40', cell: (branch) => branch.name },
        {
          header: 'Address',
          className: 'min-w-48 max-w-80 text-muted-foreground',
          cell: (branch) => <span className="line-clamp-2">{branch.address || '—'}</span>,
        },
        {
          header: 'Contact',
          className: 'whitespace-nowrap text-muted-foreground',
          cell: (branch) => branch.contact || '—',
        },
        {
          header: 'Created',
          className: 'whitespace-nowrap text-muted-foreground',
          cell: (branch) => formatDate(branch.created_at),
        },
        {
          header: 'Actions',
          headClassName: 'text-right',
          className: 'text-right',
          cell: (branch) => (
            <RowActions
              label={`branch ${branch.code}`}
              onEdit={() => onEdit(branch)}
              onDelete={() => onDelete(branch)}
            />
          ),
        },
      ]}
      items={branches}
      {...state}
      errorText="Failed to load branches"
      emptyText="No branches found"
    />
  );
}
