import { Building2 } from 'lucide-react';
import { IconTile } from '@/components/ui/icon-tile';
import { cn } from '@/lib/utils';

const SIZES = {
  md: { tile: 'size-9', name: 'text-lg' },
  lg: { tile: 'size-10', name: 'text-xl' },
};

/** The logo (a building on the primary colour) with a name beside it, over the sign-in and public pages. */
export function BrandMark({
  name,
  size,
  className,
}: {
  name: string;
  size: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <IconTile
        icon={Building2}
        className={cn('rounded-lg bg-primary text-primary-foreground', SIZES[size].tile)}
        iconClassName="size-5"
      />
      <span className={cn('font-semibold tracking-tight', SIZES[size].name)}>{name}</span>
    </div>
  );
}
