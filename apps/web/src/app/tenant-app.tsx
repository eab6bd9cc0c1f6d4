import { LogOut } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { HashRouter, NavLink, Outlet, type RouteObject, useParams, useRoutes } from 'react-router';
import { documentToken, LinkedDocumentPage } from '@/app/linked-document';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PrintPage } from '@/components/ui/print-page';
import { RecordLoading } from '@/components/ui/record-states';
import { PaymentReceiptDocument } from '@/features/payments/components/payment-receipt';
import { useMyReceipt, useMyRentReceipts, useMyStatement } from '@/features/tenant-app/api';
import { ComplaintsPage } from '@/features/tenant-app/complaints-page';
import { NoticePage } from '@/features/tenant-app/more-pages';
import { NoticesPage } from '@/features/tenant-app/notices';
import { HomePage, PaymentsPage, PayPage } from '@/features/tenant-app/pages';
import { SetPinForm, TenantSignInForm } from '@/features/tenant-app/sign-in';
import { tenantSession, useTenantSession } from '@/features/tenant-app/tenant-session';
import { RentReceiptDocument } from '@/features/tenants/components/rent-receipt-document';
import { StatementDocument } from '@/features/tenants/components/statement-document';
import { isMissingRecord } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/**
 * The tenant app (/tenant-app): a page of its own, phone first, like the application form. Its
 * pages are addressed after the '#' (/tenant-app#/pay), so the server sends this one page for all
 * of them; an invite link is /tenant-app#invite=<token>, a token no server log sees.
 */

/** The invite's token, taken out of the address at once (it is not kept in the history). */
function takeInviteToken(): string | null {
  const match = /^#invite=([\w-]+)$/.exec(window.location.hash);
  if (!match) return null;
  window.history.replaceState(null, '', `${window.location.pathname}#/`);
  return match[1]!;
}

/** My statement, as the staff print it. */
export function StatementPage() {
  const query = useMyStatement();
  return (
    <PrintPage
      query={query}
      back={{ to: '/', label: 'Back' }}
      titleOf={(s) => `Statement ${s.tenant.name} ${s.as_of}`}
      texts={{ loading: 'Loading statement', failed: 'Failed to load the statement' }}
    >
      {(statement) => <StatementDocument statement={statement} />}
    </PrintPage>
  );
}

/** One of my receipts, to print or save. */
export function ReceiptPage() {
  const { id } = useParams<{ id: string }>();
  const query = useMyReceipt(id);
  return (
    <PrintPage
      query={query}
      missing={isMissingRecord(query.error)}
      back={{ to: '/payments', label: 'Back to payments' }}
      titleOf={(r) => `Receipt ${r.receipt_number ?? ''}`.replaceAll('/', '-')}
      texts={{
        loading: 'Loading receipt',
        missing: 'This receipt does not exist.',
        failed: 'Failed to load the receipt',
      }}
    >
      {(receipt) => <PaymentReceiptDocument receipt={receipt} />}
    </PrintPage>
  );
}

/** My rent receipts for HRA, one per month I paid rent in, to print or save. */
function RentReceiptsPage() {
  const query = useMyRentReceipts();
  return (
    <PrintPage
      query={query}
      back={{ to: '/', label: 'Back' }}
      titleOf={() => 'Rent receipts'}
      texts={{ loading: 'Loading rent receipts', failed: 'Failed to load the rent receipts' }}
    >
      {(data) =>
        data ? (
          <div className="flex flex-col gap-8">
            {data.receipts.map((r) => (
              <RentReceiptDocument key={r.month} data={data} receipt={r} />
            ))}
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">No rent paid yet.</p>
        )
      }
    </PrintPage>
  );
}

const NAV = [
  { to: '/', label: 'What I owe', end: true },
  { to: '/pay', label: 'Pay' },
  { to: '/statement', label: 'Statement' },
  { to: '/payments', label: 'Payments' },
  { to: '/complaints', label: 'Complaints' },
] as const;

function Layout() {
  const session = useTenantSession();
  const who = session.status === 'signed-in' ? session.session.tenant : null;
  return (
    <div className="mx-auto flex min-h-svh w-full max-w-lg flex-col">
      <header className="flex items-center justify-between gap-2 border-b bg-background px-3 py-2 print:hidden">
        <div className="min-w-0">
          <p className="truncate font-semibold">{who?.name}</p>
          <p className="truncate text-muted-foreground text-xs">{who?.branch_name}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void tenantSession.signOut()}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </header>
      <main className="flex-1 px-3 py-4">
        <Outlet />
      </main>
      <nav
        aria-label="Tenant app"
        className="sticky bottom-0 grid grid-cols-5 border-t bg-background print:hidden"
      >
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={'end' in item}
            className={({ isActive }) =>
              cn(
                'px-1 py-3 text-center text-xs',
                isActive ? 'font-semibold text-primary' : 'text-muted-foreground',
              )
            }
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

/** The tenant app's pages, at the address after the '#'. */
const TENANT_ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'pay', element: <PayPage /> },
      { path: 'statement', element: <StatementPage /> },
      { path: 'payments', element: <PaymentsPage /> },
      { path: 'payments/:id/receipt', element: <ReceiptPage /> },
      { path: 'rent-receipts', element: <RentReceiptsPage /> },
      { path: 'notice', element: <NoticePage /> },
      { path: 'complaints', element: <ComplaintsPage /> },
      { path: 'notices', element: <NoticesPage /> },
      { path: '*', element: <HomePage /> },
    ],
  },
];

function TenantRoutes() {
  return useRoutes(TENANT_ROUTES);
}

/** Signed out: the invite's PIN form, or phone and PIN. */
function SignedOut({ invite }: { invite: string | null }) {
  return (
    <main className="min-h-svh bg-muted/40 px-3 py-6">
      <div className="mx-auto flex w-full max-w-sm flex-col gap-4">
        <BrandMark name="PG Accommodation" size="md" className="justify-center" />
        <Card className="p-5">{invite ? <SetPinForm token={invite} /> : <TenantSignInForm />}</Card>
      </div>
    </main>
  );
}

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/** The tenant app, or the one document a signed link opens (no session needed for it). */
export function TenantApp() {
  const doc = useSyncExternalStore(onHashChange, documentToken);
  return doc ? <LinkedDocumentPage token={doc} /> : <TenantAppSession />;
}

function TenantAppSession() {
  const [invite, setInvite] = useState(takeInviteToken);
  const session = useTenantSession();
  // Once used, the invite is done: signing out leads to phone and PIN.
  if (session.status === 'signed-in' && invite) setInvite(null);
  if (session.status === 'signed-in') {
    return (
      <HashRouter>
        <TenantRoutes />
      </HashRouter>
    );
  }
  if (session.status === 'loading' && !invite) return <RecordLoading label="Loading" />;
  return <SignedOut invite={invite} />;
}
