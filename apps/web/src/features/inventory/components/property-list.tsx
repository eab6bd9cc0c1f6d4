import type { Property } from '@pg/contracts/inventory';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Panel, PanelItem, PanelMessage, PanelSkeleton } from '@/features/inventory/components/panel';

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
    <Panel
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
    >
      {isLoading ? (
        <PanelSkeleton />
      ) : properties.length === 0 ? (
        <PanelMessage>No properties added yet</PanelMessage>
      ) : (
        <ul className="grid gap-1">
          {properties.map((property) => (
            <PanelItem
              key={property.id}
              selected={property.id === selectedId}
              onSelect={() => onSelect(property)}
              label={property.name}
              actions={
                <>
                  {onEdit && (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Edit property ${property.name}`}
                      onClick={() => onEdit(property)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  )}
                  {onDelete && (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      aria-label={`Delete property ${property.name}`}
                      onClick={() => onDelete(property)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </>
              }
            >
              {property.address && <span className="block truncate">{property.address}</span>}
              {property.description && <span className="block truncate">{property.description}</span>}
              <span className="block">
                {[
                  plural(property.floor_count, 'floor', 'floors'),
                  plural(property.room_count, 'room', 'rooms'),
                  plural(property.bed_count, 'bed', 'beds'),
                ].join(' · ')}
              </span>
            </PanelItem>
          ))}
        </ul>
      )}
      {footer}
    </Panel>
  );
}
