import type { NotificationItem, NotificationKind } from '@pg/contracts/notifications';
import {
  Bell,
  CalendarClock,
  CalendarX,
  CheckCheck,
  ClipboardList,
  FilePen,
  IndianRupee,
  type LucideIcon,
  Stamp,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-notifications-read';
import { useBranch } from '@/lib/branch-context';
import { formatDate, formatTimeAgo } from '@/lib/format';
import { cn } from '@/lib/utils';

const ICONS: Record<NotificationKind, LucideIcon> = {
  application: ClipboardList,
  payment: IndianRupee,
  rent_due: CalendarClock,
  stay_ends: CalendarX,
  form_c: Stamp,
  correction: FilePen,
};

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDate(at)} className="text-muted-foreground text-xs">
      {formatTimeAgo(at)}
    </time>
  );
}

function Entry({ n }: { n: NotificationItem }) {
  const Icon = ICONS[n.kind];
  return (
    <DropdownMenuItem asChild className="items-start gap-3 py-2">
      <Link to={n.link}>
        <span
          className={cn(
            'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
            n.read ? 'bg-muted text-muted-foreground' : 'bg-primary/10 text-primary',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('flex items-center gap-1.5 text-sm', !n.read && 'font-semibold')}>
            {!n.read && <span className="size-2 shrink-0 rounded-full bg-destructive" aria-hidden="true" />}
            <span className="truncate">{n.title}</span>
            {!n.read && <span className="sr-only">(unread)</span>}
          </span>
          <span className="line-clamp-2 whitespace-normal text-muted-foreground text-xs">{n.body}</span>
          <When at={n.created_at} />
        </span>
      </Link>
    </DropdownMenuItem>
  );
}

/**
 * The header's bell: how many notifications of the selected branch this user has not read (new
 * applications, payments received, rent falling due), the latest ones with a link to their record,
 * and 'Mark all as read'.
 */
export function NotificationsMenu() {
  const { selectedBranchId } = useBranch();
  const list = useNotifications(selectedBranchId);
  const markRead = useMarkNotificationsRead(selectedBranchId);
  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];
  const badge = unread > 99 ? '99+' : String(unread);

  const markAll = () => {
    markRead.mutate(items[0]?.created_at, {
      onError: () => toast.error('Failed to mark notifications as read'),
    });
  };

  return (
    <DropdownMenu onOpenChange={(open) => open && selectedBranchId && void list.refetch()}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${badge} unread` : 'Notifications'}
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-destructive-foreground leading-none"
              aria-hidden="true"
            >
              {badge}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 font-semibold">Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              className="h-7 px-2 text-primary text-xs"
              disabled={markRead.isPending}
              onSelect={(event) => {
                event.preventDefault();
                markAll();
              }}
            >
              <CheckCheck aria-hidden="true" />
              Mark all as read
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="max-h-[min(24rem,70svh)] overflow-y-auto p-1">
          {!selectedBranchId ? (
            <p className="px-3 py-6 text-center text-muted-foreground text-sm">
              Select a branch to see its notifications
            </p>
          ) : list.isPending ? (
            <div className="grid gap-3 p-2" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <div key={i} className="flex gap-3">
                  <Skeleton className="size-7 rounded-full" />
                  <div className="grid flex-1 gap-1.5">
                    <Skeleton className="h-3.5 w-32" />
                    <Skeleton className="h-3 w-full" />
                  </div>
                </div>
              ))}
            </div>
          ) : list.isError && items.length === 0 ? (
            <p className="px-3 py-6 text-center text-muted-foreground text-sm">
              Failed to load notifications
            </p>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-muted-foreground text-sm">No notifications yet</p>
          ) : (
            items.map((n) => <Entry key={n.id} n={n} />)
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
