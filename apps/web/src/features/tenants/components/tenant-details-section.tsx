import { formatIndianMobile, type Tenant } from '@pg/contracts/tenants';
import { Badge } from '@/components/ui/badge';
import { PageSection } from '@/components/ui/page-section';
import { formatDate } from '@/lib/format';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

/** The tenant page's details: contact, when they joined and left, whether they are active. */
export function TenantDetailsSection({ tenant }: { tenant: Tenant }) {
  return (
    <PageSection title="Details">
      <dl className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Phone">
          <a href={`tel:${tenant.phone}`} className="underline-offset-4 hover:underline">
            {formatIndianMobile(tenant.phone)}
          </a>
        </Detail>
        <Detail label="Email">{tenant.email ?? '—'}</Detail>
        <Detail label="Joined">{formatDate(tenant.joined_at)}</Detail>
        <Detail label="Status">
          {tenant.left_at ? (
            <Badge variant="secondary">{`Left on ${formatDate(tenant.left_at)}`}</Badge>
          ) : (
            <Badge variant="success">Active</Badge>
          )}
        </Detail>
      </dl>
    </PageSection>
  );
}
