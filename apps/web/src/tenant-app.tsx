// /tenant-app opened by address (tenant-app.html, an invite link): the tenant app, with its own
// session (a tenant's, of its own audience) and without the console's router or session.
import { mount } from '@/app/mount';
import { TenantApp } from '@/app/tenant-app';
import { tenantSession } from '@/features/tenant-app/tenant-session';

tenantSession.start();
mount(<TenantApp />, { session: false, hydrate: false });
