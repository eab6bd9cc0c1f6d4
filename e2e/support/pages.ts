/** The console's pages with lists, as a signed-in owner reaches them from the sidebar (the bed board too). */
export const PAGES = [
  '/',
  '/properties',
  '/floors',
  '/rooms',
  '/beds',
  '/beds?view=board',
  '/tenants',
  '/bookings',
  '/payments',
  '/dues',
  '/complaints',
  '/expenses',
  '/reports',
  '/branches',
  '/users',
  '/roles',
  '/audit-log',
  '/applications',
  '/messages',
] as const;

/** Every page of the console: the pages with lists and the others. */
export const ALL_PAGES = [
  ...PAGES,
  '/visitors',
  '/administration',
  '/user-permissions',
  '/rent-settings',
] as const;

/** The button that opens each page's main dialog, where the page has one. */
export const MAIN_DIALOGS: Partial<Record<(typeof ALL_PAGES)[number], string>> = {
  '/properties': 'Add Property',
  '/floors': 'Add Floor',
  '/rooms': 'Add Room',
  '/beds': 'Add Bed',
  '/tenants': 'Add Tenant',
  '/bookings': 'Create Booking',
  '/payments': 'Record Payment',
  '/complaints': 'New Complaint',
  '/visitors': 'Record Visitor',
  '/expenses': 'Add Expense',
  '/branches': 'Add Branch',
  '/roles': 'Create Role',
};
