import { Building2 } from 'lucide-react';
import { IconTile } from '@/components/ui/icon-tile';

/** The console's mark and name, as the sidebar's header and the prerendered shell draw them. */
export function BrandMark() {
  return (
    <>
      <IconTile
        icon={Building2}
        className="aspect-square size-8 shrink-0 rounded-lg bg-sidebar-primary text-sidebar-primary-foreground"
        iconClassName="size-4"
      />
      <span className="flex flex-col gap-0.5 leading-none">
        <span className="font-semibold text-base">PG Console</span>
        <span className="text-sidebar-foreground/65 text-xs">Hostel management</span>
      </span>
    </>
  );
}
