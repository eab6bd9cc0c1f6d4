import { Bell, CircleUser, PanelLeftIcon, QrCode } from 'lucide-react';
import { BrandMark } from '@/app/brand-mark';
import { ICON_BUTTON_LOOK } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SummaryCardsSkeleton } from '@/features/dashboard/components/summary-cards';
import { cn } from '@/lib/utils';

/**
 * The signed-in shell as it looks before it knows anything: the sidebar (from 768 px), the header
 * and the dashboard's placeholder cards. It is the HTML of index.html (rendered at build time by
 * scripts/prerender.mjs, so a phone paints it before any script runs), and what React draws over
 * it until the session and the shell's first data are in. It depends on nothing (no session, no
 * router, no screen size: CSS alone lays it out), so its first render in the browser is the HTML's.
 */
export function ShellPlaceholder() {
  return (
    <div className="flex min-h-svh w-full" aria-busy="true">
      <div className="hidden w-64 shrink-0 md:block">
        <div className="fixed inset-y-0 left-0 flex h-svh w-64 flex-col border-r bg-sidebar text-sidebar-foreground">
          <div className="flex items-center gap-2 border-sidebar-border border-b p-4">
            <BrandMark />
          </div>
          <div className="flex flex-col gap-3 p-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full bg-sidebar-accent" />
            ))}
          </div>
        </div>
      </div>
      <div className="relative flex w-full min-w-0 flex-1 flex-col bg-background">
        <div className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-2 sm:px-4">
          <span className={ICON_BUTTON_LOOK}>
            <PanelLeftIcon aria-hidden="true" />
          </span>
          <Skeleton className="ml-3 h-9 w-[9.5rem] sm:w-52" />
          <div className="ml-auto flex items-center gap-1">
            <span className={ICON_BUTTON_LOOK}>
              <QrCode className="size-5" aria-hidden="true" />
            </span>
            <span className={ICON_BUTTON_LOOK}>
              <Bell className="size-5" aria-hidden="true" />
            </span>
            <span className={cn(ICON_BUTTON_LOOK, 'rounded-full')}>
              <CircleUser className="size-5" aria-hidden="true" />
            </span>
          </div>
        </div>
        <div className="flex-1 p-4 md:p-6">
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
            <Skeleton className="h-28 w-full" />
            <SummaryCardsSkeleton />
          </div>
        </div>
      </div>
    </div>
  );
}
