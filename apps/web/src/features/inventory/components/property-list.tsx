import type { Property } from '@pg/contracts/inventory';
import { Plus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { RowActions } from '@/components/ui/row-actions';
import { PanelItem, RecordsPanel } from '@/features/inventory/components/panel';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type PropertyListProps = {
  properties: Property[];
  isLoading: boolean;
  selectedId: string | undefined;
  onSelect: (property: Property) => void;
  onAdd?: (() => void) | undefined;
  onEdit?: ((property: Property) => void) | undefined;
  onDelete?: ((property: Property) => void) | undefined;
  footer?: React.ReactNode;
};

/** The branch's properties; selecting one shows its floors. */
export function PropertyList({
  properties,
  isLoading,
  selectedId,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
  footer,
}: PropertyListProps) {
  return (
    <RecordsPanel
      title="Properties"
      subtitle="Select a property to see its floors"
      action={
        onAdd && (
          <Button size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add Property
          </Button>
        )
      }
      query={{ isPending: isLoading, isError: false, data: { items: properties } }}
      empty="No properties added yet"
      footer={() => footer}
    >
      {(property) => (
        <PanelItem
          key={property.id}
          selected={property.id === selectedId}
          onSelect={() => onSelect(property)}
          label={property.name}
          actions={
            <RowActions
              label={`property ${property.name}`}
              onEdit={onEdit && (() => onEdit(property))}
              onDelete={onDelete && (() => onDelete(property))}
              empty={null}
            />
          }
        >
          {property.address && <span className="block truncate">{property.address} </span>}
          {property.description && <span className="block truncate">{property.description} </span>}
          <span className="block">
            {[
              plural(property.floor_count, 'floor', 'floors'),
              plural(property.room_count, 'room', 'rooms'),
              plural(property.bed_count, 'bed', 'beds'),
            ].join(' · ')}
          </span>
        </PanelItem>
      )}
    </RecordsPanel>
  );
}
