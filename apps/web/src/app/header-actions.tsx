import { AccountMenu } from '@/app/account-menu';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { ApplicationQrDialog } from '@/features/qr/components/application-qr-dialog';

/** The header's actions: the tenant-application QR dialog, notifications, the account menu. */
export function HeaderActions() {
  return (
    <>
      <ApplicationQrDialog />
      <NotificationsMenu />
      <AccountMenu />
    </>
  );
}
