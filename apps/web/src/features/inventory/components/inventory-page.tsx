import { Plus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { PAGE_LIMIT } from '@/features/inventory/api/inventory-keys';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';

type InventoryPageProps = {
  title: string;
  description: string;
  /** 'floors' in 'Please select a branch from the header to view floors'. */
  what: string;
  /** The page for the selected branch; a fresh one for each branch (filters and dialogs start over). */
  children: (branchId: string) => React.ReactNode;
};

/** A page of the branch's floors, rooms or beds, or its header over 'No Branch Selected'. */
export function InventoryPage({ title, description, what, children }: InventoryPageProps) {
  const { selectedBranchId } = useBranch();
  if (selectedBranchId) return children(selectedBranchId);
  return (
    <ListPage
      header={<PageHeader title={title} description={description} />}
      placeholder={<NoBranchSelected what={what} />}
    />
  );
}

type RecordsPageProps = {
  title: string;
  description: string;
  /** The page's add button ('Add Floor'); left out when the user may not add (`onClick` undefined). */
  add: {
    label: string;
    onClick: (() => void) | undefined;
    /** The level above: nothing can be added until it has loaded, with at least one record. */
    parents: { isSuccess: boolean; data?: { items: unknown[] } | undefined };
    /** Why nothing can be added while the level above is empty ('Add a property first'). */
    missing: string;
  };
  /** Buttons before the add button ('Import'). */
  actions?: React.ReactNode;
  /** The filters above the table. */
  filters: React.ReactNode;
  /** The table's page (from the address), the records in all, and their noun ('floors'). */
  paging: { page: number; total: number; noun: string; onPageChange: (page: number) => void };
  /** The table, then the page's dialogs. */
  children: React.ReactNode;
};

/** The frame of the floors, rooms and beds pages: header with the add button, filters, table, pagination. */
export function RecordsPage({
  title,
  description,
  add,
  actions,
  filters,
  paging,
  children,
}: RecordsPageProps) {
  const empty = add.parents.isSuccess && add.parents.data?.items.length === 0;
  return (
    <ListPage
      header={
        <PageHeader
          title={title}
          description={description}
          actions={
            add.onClick && (
              <>
                {actions}
                <Button
                  onClick={add.onClick}
                  disabled={!add.parents.isSuccess || empty}
                  title={empty ? add.missing : undefined}
                >
                  <Plus aria-hidden="true" />
                  {add.label}
                </Button>
              </>
            )
          }
        />
      }
      pagination={{ ...paging, pageSize: PAGE_LIMIT }}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{filters}</div>
      {children}
    </ListPage>
  );
}
