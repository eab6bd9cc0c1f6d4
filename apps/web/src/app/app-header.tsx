import { AccountMenu } from '@/app/account-menu';
import { BranchSelector } from '@/app/branch-selector';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { ApplicationQrDialog } from '@/features/qr/components/application-qr-dialog';

/** The bar above every signed-in page: sidebar toggle, branch selector, header actions, account menu. */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5" />
      <BranchSelector />
      <div className="ml-auto flex items-center gap-1">
        {/* HEADER ACTIONS: the tenant-application QR dialog and the notifications dropdown (SPEC §2 Header). */}
        <ApplicationQrDialog />
        <NotificationsMenu />
        <AccountMenu />
      </div>
    </header>
  );
}
