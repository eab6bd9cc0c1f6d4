import { Bell, CircleUser, QrCode } from 'lucide-react';
import { useLocation } from 'react-router';
import { ICON_BUTTON_LOOK } from '@/components/ui/button';
import { deferred, placeholderProps } from '@/components/ui/deferred';
import { SelectPlaceholder } from '@/components/ui/select-placeholder';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { ALL_BRANCHES_PATH, useBranch } from '@/lib/branch-context';
import { cn } from '@/lib/utils';

/*
 * The header's controls are menus, a select and a dialog: Radix's code for them is not needed to
 * draw the page, so it comes after the first paint, the controls drawn as they will look meanwhile.
 */
const BranchSelector = deferred(
  () => import('@/app/branch-selector').then((m) => m.BranchSelector),
  function BranchSelectorPlaceholder() {
    const { selectedBranch } = useBranch();
    const across = useLocation().pathname === ALL_BRANCHES_PATH;
    return (
      <SelectPlaceholder className="w-[9.5rem] min-w-0 sm:w-52">
        <span className="truncate font-medium">{across ? 'All branches' : selectedBranch?.code}</span>
      </SelectPlaceholder>
    );
  },
);

const HeaderActions = deferred(
  () => import('@/app/header-actions').then((m) => m.HeaderActions),
  function HeaderActionsPlaceholder() {
    return (
      <div className="flex items-center gap-1" {...placeholderProps}>
        <span className={ICON_BUTTON_LOOK}>
          <QrCode className="size-5" />
        </span>
        <span className={ICON_BUTTON_LOOK}>
          <Bell className="size-5" />
        </span>
        <span className={cn(ICON_BUTTON_LOOK, 'rounded-full')}>
          <CircleUser className="size-5" />
        </span>
      </div>
    );
  },
);

/** The bar above every signed-in page: sidebar toggle, branch selector, header actions, account menu. */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5" />
      <BranchSelector />
      <div className="ml-auto flex items-center gap-1">
        {/* HEADER ACTIONS: the tenant-application QR dialog and the notifications dropdown. */}
        <HeaderActions />
      </div>
    </header>
  );
}
