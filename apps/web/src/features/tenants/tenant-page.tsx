import { formatIndianMobile } from '@pg/contracts/tenants';
import { ArrowLeft, Mail } from 'lucide-react';
import type * as React from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { RecordLoadFailed, RecordLoading } from '@/components/ui/record-states';
import { useTenant } from '@/features/tenants/api/get-tenant';
import { TenantRecordsSection } from '@/features/tenants/components/records/tenant-records-section';
import { TenantAppInviteDialog } from '@/features/tenants/components/tenant-app-invite-dialog';
import { TenantBookingsSection } from '@/features/tenants/components/tenant-bookings-section';
import { TenantDetailsSection } from '@/features/tenants/components/tenant-details-section';
import { TenantStatementSection } from '@/features/tenants/components/tenant-statement-section';
import { isMissingRecord } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * /tenants/:id: one tenant's page, made of sections, each a component of its own that loads its
 * own data: details, bookings, statement, records. A new part of the page (a profile, documents) is one
 * more section in SECTIONS, shown to those who may see it.
 */
export function TenantPage() {
  const { id } = useParams<{ id: string }>();
  const query = useTenant(id);
  const { can } = useSession();
  const tenant = query.data;
  const missing = isMissingRecord(query.error);

  const SECTIONS: { key: string; show: boolean; render: () => React.ReactNode }[] = tenant
    ? [
        { key: 'details', show: true, render: () => <TenantDetailsSection tenant={tenant} /> },
        {
          key: 'bookings',
          show: can('bookings:view'),
          render: () => <TenantBookingsSection tenant={tenant} />,
        },
        {
          key: 'statement',
          show: can('payments:view'),
          render: () => <TenantStatementSection tenant={tenant} />,
        },
        {
          key: 'records',
          show: true,
          render: () => <TenantRecordsSection tenant={tenant} />,
        },
      ]
    : [];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button variant="ghost" asChild className="-ml-2">
          <Link to="/tenants">
            <ArrowLeft aria-hidden="true" />
            Back to tenants
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <RecordLoading label="Loading tenant" />
      ) : query.isError ? (
        <RecordLoadFailed
          missing={missing}
          missingText="This tenant does not exist."
          failedText="Failed to load tenant"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <PageHeader
            title={query.data.name}
            description={formatIndianMobile(query.data.phone)}
            actions={
              <>
                {can('payments:view') && (
                  <Button variant="outline" asChild>
                    <Link to={`/messages?tenant_id=${query.data.id}`}>
                      <Mail aria-hidden="true" />
                      Messages
                    </Link>
                  </Button>
                )}
                {can('tenants:update') && !query.data.left_at && (
                  <TenantAppInviteDialog tenant={query.data} />
                )}
              </>
            }
          />
          {SECTIONS.filter((s) => s.show).map((s) => (
            <div key={s.key}>{s.render()}</div>
          ))}
        </>
      )}
    </div>
  );
}
