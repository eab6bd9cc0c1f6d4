/**
 * THE LIST OF PAGES. It drives the sidebar (groups, order, labels, icons), the router (one lazy
 * route per page under the signed-in shell) and the access check in front of each page.
 *
 * HOW TO ADD A PAGE (one line): write `src/features/<name>/<name>-page.tsx` with a named export,
 * then give its entry below a `load`:
 *
 *   load: () => import('@/features/tenants/tenants-page').then((m) => m.TenantsPage),
 *
 * Until an entry has a `load`, its path answers with the 404 page inside the shell (there are
 * no placeholder pages). The sidebar always lists every entry with a `group` (no menu
 * item is hidden by role); entries with `group: null` are routes outside the sidebar.
 *
 * ACCESS: `access` is checked before the page renders: a permission key ('payments:view'), or
 * 'admin' / 'super_admin' for the pages the spec reserves to them. A user without access sees
 * `denied` (the spec's words for that page) instead of the page, so a page module never has to
 * check again. The server enforces the same rules on every call.
 *
 * Public pages (no sign-in, no shell) go in PUBLIC_PAGES the same way.
 */
import type { PermissionKey } from '@pg/contracts/permissions';
import {
  BedDouble,
  Building,
  CalendarCheck,
  ClipboardList,
  CreditCard,
  DatabaseBackup,
  DoorClosed,
  DoorOpen,
  FileText,
  History,
  KeyRound,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquareWarning,
  Network,
  Receipt,
  ShieldCheck,
  SlidersHorizontal,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { ALL_BRANCHES_PATH } from '@/lib/branch-context';

export type NavGroup = 'Main' | 'Property Management' | 'Management' | 'System' | 'Users';

/** Sidebar groups, in order. */
const NAV_GROUPS: readonly NavGroup[] = ['Main', 'Property Management', 'Management', 'System', 'Users'];

/** Who may open a page: a permission, or the admin / super admin gates of the spec. */
export type PageAccess = PermissionKey | 'admin' | 'super_admin';

/** Loads a page's component (a dynamic import, so each page is its own chunk). */
type PageLoader = () => Promise<ComponentType>;

export type AppPage = {
  /** Absolute path; '/' is the index page (the dashboard). */
  path: string;
  label: string;
  icon: LucideIcon;
  /** Sidebar group, or null for a route that has no sidebar entry. */
  group: NavGroup | null;
  access: PageAccess;
  /** Shown instead of the page to users without access; a generic message when absent. */
  denied?: string;
  /** The page module; absent until the page is built (its path shows the 404 page meanwhile). */
  load?: PageLoader;
};

export const PAGES: readonly AppPage[] = [
  {
    path: '/',
    label: 'Dashboard',
    icon: LayoutDashboard,
    group: 'Main',
    access: 'dashboard:view',
    load: () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  },
  // Not in the sidebar: 'All branches' in the header's branch selector.
  {
    path: ALL_BRANCHES_PATH,
    label: 'All branches',
    icon: Network,
    group: null,
    access: 'dashboard:view',
    load: () => import('@/features/dashboard/all-branches-page').then((m) => m.AllBranchesPage),
  },

  {
    path: '/properties',
    label: 'Properties',
    icon: Building,
    group: 'Property Management',
    access: 'properties:view',
    load: () => import('@/features/inventory/properties-page').then((m) => m.PropertiesPage),
  },
  {
    path: '/floors',
    label: 'Floors',
    icon: Layers,
    group: 'Property Management',
    access: 'floors:view',
    load: () => import('@/features/inventory/floors-page').then((m) => m.FloorsPage),
  },
  {
    path: '/rooms',
    label: 'Rooms',
    icon: DoorOpen,
    group: 'Property Management',
    access: 'rooms:view',
    load: () => import('@/features/inventory/rooms-page').then((m) => m.RoomsPage),
  },
  {
    path: '/beds',
    label: 'Beds',
    icon: BedDouble,
    group: 'Property Management',
    access: 'beds:view',
    load: () => import('@/app/beds-route').then((m) => m.BedsRoute),
  },

  {
    path: '/tenants',
    label: 'Tenants',
    icon: Users,
    group: 'Management',
    access: 'tenants:view',
    load: () => import('@/features/tenants/tenants-page').then((m) => m.TenantsPage),
  },
  {
    path: '/bookings',
    label: 'Bookings',
    icon: CalendarCheck,
    group: 'Management',
    access: 'bookings:view',
    load: () => import('@/features/bookings/bookings-page').then((m) => m.BookingsPage),
  },
  {
    path: '/payments',
    label: 'Payments',
    icon: CreditCard,
    group: 'Management',
    access: 'payments:view',
    load: () => import('@/features/payments/payments-page').then((m) => m.PaymentsPage),
  },
  {
    path: '/dues',
    label: 'Dues',
    icon: Wallet,
    group: 'Management',
    access: 'payments:view',
    load: () => import('@/features/dues/dues-page').then((m) => m.DuesPage),
  },
  {
    path: '/messages',
    label: 'Messages',
    icon: Mail,
    group: 'Management',
    access: 'payments:view',
    load: () => import('@/features/messages/messages-page').then((m) => m.MessagesPage),
  },
  {
    path: '/rent-settings',
    label: 'Rent settings',
    icon: SlidersHorizontal,
    group: 'Management',
    access: 'branches:view',
    load: () => import('@/features/rent-settings/rent-settings-page').then((m) => m.RentSettingsPage),
  },
  {
    path: '/complaints',
    label: 'Complaints',
    icon: MessageSquareWarning,
    group: 'Management',
    access: 'complaints:view',
    load: () => import('@/features/complaints/complaints-page').then((m) => m.ComplaintsPage),
  },
  {
    path: '/visitors',
    label: 'Visitors',
    icon: DoorClosed,
    group: 'Management',
    access: 'visitors:manage',
    load: () => import('@/features/visitors/visitors-page').then((m) => m.VisitorsPage),
  },
  {
    path: '/expenses',
    label: 'Expenses',
    icon: Receipt,
    group: 'Management',
    access: 'expenses:view',
    load: () => import('@/features/expenses/expenses-page').then((m) => m.ExpensesPage),
  },
  {
    path: '/reports',
    label: 'Reports',
    icon: FileText,
    group: 'Management',
    access: 'reports:view',
    load: () => import('@/features/reports/reports-page').then((m) => m.ReportsPage),
  },
  // Not in the sidebar: an owner report on paper, opened from the Reports page.
  {
    path: '/reports/print',
    label: 'Report',
    icon: FileText,
    group: null,
    access: 'reports:view',
    load: () => import('@/features/reports/owner-report-print-page').then((m) => m.OwnerReportPrintPage),
  },

  {
    path: '/branches',
    label: 'Branches',
    icon: Network,
    group: 'System',
    access: 'super_admin',
    denied: 'Access Denied - Only super admins can manage branches',
    load: () => import('@/features/branches/branches-page').then((m) => m.BranchesPage),
  },
  {
    path: '/administration',
    label: 'Administration',
    icon: DatabaseBackup,
    group: 'System',
    access: 'super_admin',
    denied: 'Super admin access required to manage backups.',
    load: () => import('@/features/administration/administration-page').then((m) => m.AdministrationPage),
  },

  {
    path: '/users',
    label: 'User Management',
    icon: UserCog,
    group: 'Users',
    access: 'users:view',
    denied: "You don't have permission to access this page. Admin access required.",
    load: () => import('@/features/users/users-page').then((m) => m.UsersPage),
  },
  {
    path: '/roles',
    label: 'Role Management',
    icon: ShieldCheck,
    group: 'Users',
    access: 'roles:view',
    denied: 'Super admin access required to manage roles.',
    load: () => import('@/features/roles/roles-page').then((m) => m.RolesPage),
  },
  {
    path: '/user-permissions',
    label: 'User Permissions',
    icon: KeyRound,
    group: 'Users',
    access: 'user_permissions:manage',
    denied: 'Super admin access required to manage user permissions.',
    load: () =>
      import('@/features/user-permissions/user-permissions-page').then((m) => m.UserPermissionsPage),
  },
  // Not in the sidebar: reached from Role Management's 'Audit Log' button.
  {
    path: '/audit-log',
    label: 'Audit Log',
    icon: History,
    group: null,
    access: 'audit:view',
    denied: 'Super admin access required to read the audit log.',
    load: () => import('@/features/audit-log/audit-log-page').then((m) => m.AuditLogPage),
  },

  // Not in the sidebar: a day's visitor register on paper, opened from the Visitors page.
  {
    path: '/visitors/register',
    label: 'Visitor register',
    icon: DoorClosed,
    group: null,
    access: 'visitors:manage',
    load: () => import('@/features/visitors/visitor-register-page').then((m) => m.VisitorRegisterPage),
  },
  // Not in the sidebar: a payment's printable receipt, opened from the payments table.
  {
    path: '/payments/:id/receipt',
    label: 'Payment Receipt',
    icon: Receipt,
    group: null,
    access: 'payments:view',
    load: () => import('@/features/payments/payment-receipt-page').then((m) => m.PaymentReceiptPage),
  },
  // Not in the sidebar: a tenant's rent receipts (HRA) for the months chosen on the tenant page.
  {
    path: '/tenants/:id/rent-receipts',
    label: 'Rent receipts',
    icon: FileText,
    group: null,
    access: 'payments:view',
    load: () => import('@/features/tenants/rent-receipts-page').then((m) => m.RentReceiptsPage),
  },
  // Not in the sidebar: a booking's move-out settlement letter, opened after settling.
  {
    path: '/bookings/:id/settlement',
    label: 'Settlement',
    icon: FileText,
    group: null,
    access: 'bookings:view',
    load: () => import('@/features/bookings/settlement-page').then((m) => m.SettlementPage),
  },
  // Not in the sidebar: a tenant's page, opened from the tenants table, and their printable statement.
  {
    path: '/tenants/:id',
    label: 'Tenant',
    icon: Users,
    group: null,
    access: 'tenants:view',
    load: () => import('@/features/tenants/tenant-page').then((m) => m.TenantPage),
  },
  {
    path: '/tenants/:id/statement',
    label: 'Statement',
    icon: FileText,
    group: null,
    access: 'payments:view',
    load: () => import('@/features/tenants/statement-page').then((m) => m.StatementPage),
  },
  // The tenant's records, printed: the police verification form, Form C details, the data held.
  {
    path: '/tenants/:id/verification-form',
    label: 'Verification Form',
    icon: FileText,
    group: null,
    access: 'tenants:view',
    load: () => import('@/features/tenants/verification-form-page').then((m) => m.VerificationFormPage),
  },
  {
    path: '/tenants/:id/form-c',
    label: 'Form C',
    icon: FileText,
    group: null,
    access: 'tenants:view',
    load: () => import('@/features/tenants/verification-form-page').then((m) => m.FormCPage),
  },
  {
    path: '/tenants/:id/data',
    label: 'Data Held',
    icon: FileText,
    group: null,
    access: 'tenants:update',
    load: () => import('@/features/tenants/data-summary-page').then((m) => m.DataSummaryPage),
  },
  // Also opened from the account menu's 'Online Booking Subscriptions'.
  {
    path: '/applications',
    label: 'Applications',
    icon: ClipboardList,
    group: 'Management',
    access: 'applications:view',
    load: () => import('@/features/applications/applications-page').then((m) => m.ApplicationsPage),
  },
];

export type PublicPage = {
  path: string;
  label: string;
  load?: PageLoader;
};

/** Pages anyone may open without signing in, outside the shell. Same `load` rule as PAGES. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/tenant-application',
    label: 'Tenant Application Form',
    load: () =>
      import('@/features/applications/tenant-application-page').then((m) => m.TenantApplicationPage),
  },
];

/** The sidebar's items, by group, in order. */
export function pagesByGroup(pages: readonly AppPage[] = PAGES) {
  return NAV_GROUPS.map((group) => ({ group, pages: pages.filter((p) => p.group === group) }));
}
