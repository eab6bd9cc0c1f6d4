import type {} from 'vitest';

/**
 * What the component tests are handed by test/server/global-setup.ts (through Vitest's
 * provide/inject): where the server listens, who may sign in, and the data seeded through its API
 * for each test file. Each file has its own branch, so no file sees another's bookings or payments.
 */

export type Credentials = { email: string; password: string };

export type SeededBed = { id: string; bed_number: string; room_number: string; base_rent_per_day: number };
export type SeededTenant = { id: string; name: string };
export type SeededBooking = { id: string; status: string; bed_number: string; room_number: string };

export type Fixtures = {
  /** A branch with two available beds of different rents and one tenant (Create Booking). */
  booking: { branchId: string; tenant: SeededTenant; beds: { cheap: SeededBed; dear: SeededBed } };
  /**
   * A branch where one tenant has a booking in each status, and another tenant has a single
   * booked one (Record Payment).
   */
  payment: {
    branchId: string;
    tenant: SeededTenant;
    bookings: Record<'booked' | 'checked_in' | 'checked_out' | 'cancelled', SeededBooking>;
    otherTenant: SeededTenant;
    otherBooking: SeededBooking;
  };
  /**
   * One bed booked by two tenants, one stay after the other (Extend stay, and the form's message of
   * a refusal whose field is not on the form): `first` ends before `next` begins.
   */
  stay: {
    branchId: string;
    bed: SeededBed;
    tenant: SeededTenant;
    first: SeededBooking;
    next: SeededBooking;
  };
  /**
   * A branch whose room has two checked-in tenants, and another room on the same floor where
   * nobody lives (Charge many).
   */
  chargeMany: {
    branchId: string;
    branchName: string;
    tenants: [SeededTenant, SeededTenant];
    emptyRoomNumber: string;
  };
  /** A user holding the plain `user` role and nothing else (Permission Overrides). */
  permissions: { userId: string; email: string };
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's origin, e.g. http://127.0.0.1:41234. */
    apiOrigin: string;
    /** The super admin created at first run. */
    admin: Credentials;
    fixtures: Fixtures;
  }
}
