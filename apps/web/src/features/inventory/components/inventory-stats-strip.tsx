import { BedDouble, Building, DoorOpen, Layers, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { toast } from '@/components/ui/toast';
import { useInventoryStats } from '@/features/inventory/api/get-inventory-stats';
import { formatCount } from '@/lib/format';

/** Properties, floors, rooms, beds (with the available ones under them) and total capacity. */
export function InventoryStatsStrip({ branchId }: { branchId: string }) {
  const query = useInventoryStats(branchId);

  useEffect(() => {
    if (query.isError)
      toast.error('Error', { description: 'Failed to fetch statistics', id: 'inventory-stats-error' });
  }, [query.isError]);

  if (query.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-[104px] rounded-xl" />
        ))}
      </div>
    );
  }

  const s = query.data;
  const value = (n: number | undefined) => (n === undefined ? '—' : formatCount(n));
  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard title="Properties" value={value(s?.properties)} icon={Building} />
      <StatCard title="Floors" value={value(s?.floors)} icon={Layers} variant="accent" />
      <StatCard title="Rooms" value={value(s?.rooms)} icon={DoorOpen} variant="accent" />
      <StatCard
        title="Beds"
        value={value(s?.beds)}
        icon={BedDouble}
        variant="success"
        description={s ? `${formatCount(s.available_beds)} available` : undefined}
      />
      <StatCard
        title="Total Capacity"
        value={value(s?.total_capacity)}
        icon={Users}
        variant="warning"
        description="Sum of room capacities"
        className="col-span-2 md:col-span-1"
      />
    </section>
  );
}
