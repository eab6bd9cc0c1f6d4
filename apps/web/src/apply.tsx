// /tenant-application opened by address (apply.html, the QR code's link): the public application
// form without the console's router, and without a session (a visitor has none to restore).
import { mount } from '@/app/mount';
import { TenantApplicationPage } from '@/features/applications/tenant-application-page';

mount(<TenantApplicationPage />, { session: false });
