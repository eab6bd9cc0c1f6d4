import type * as React from 'react';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { RowActions } from '@/components/ui/row-actions';

type RecordsTableProps<T> = {
  /** The table's accessible name, e.g. 'Floors'. */
  label: string;
  columns: DataColumn<T>[];
  items: T[];
  isLoading: boolean;
  /** 'No floors found'. */
  emptyText: string;
  /** Names a row's buttons: 'floor 2 of Sunrise' in 'Edit floor 2 of Sunrise'. */
  rowLabel: (item: T) => string;
  onEdit?: ((item: T) => void) | undefined;
  onDelete?: ((item: T) => void) | undefined;
  /** A row's other actions, before its edit and delete buttons. */
  actions?: ((item: T) => React.ReactNode) | undefined;
};

/** A table of one inventory level: its columns, then each row's edit and delete buttons. */
export function RecordsTable<T extends { id: string }>({
  columns,
  rowLabel,
  onEdit,
  onDelete,
  actions,
  ...table
}: RecordsTableProps<T>) {
  return (
    <DataTable
      {...table}
      columns={[
        ...columns,
        {
          header: 'Actions',
          headClassName: 'text-right',
          className: 'text-right',
          cell: (item) => {
            const row = (
              <RowActions
                label={rowLabel(item)}
                onEdit={onEdit && (() => onEdit(item))}
                onDelete={onDelete && (() => onDelete(item))}
                empty={actions ? null : undefined}
              />
            );
            if (!actions) return row;
            return (
              <div className="flex justify-end gap-1">
                {actions(item)}
                {row}
              </div>
            );
          },
        },
      ]}
    />
  );
}
