import type { App } from '../../../server/src/app.ts';
import type {
  Credentials,
  Fixtures,
  SeededBed,
  SeededBooking,
  SeededTenant,
} from '../components/fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API the way the console does (JSON, bearer token) and fails loudly on anything but 2xx. */
function client(app: App, token: string) {
  return async function call<T>(method: Method, url: string, payload?: unknown): Promise<T> {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return (res.body ? res.json() : undefined) as T;
  };
}

/** First run: the super admin, created the way the console's setup screen does. */
export async function createSuperAdmin(app: App, admin: Credentials): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/setup', payload: admin });
  if (res.statusCode !== 200) throw new Error(`first-run setup answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** The data of every component test file, created through the API as the super admin. */
export async function seed(app: App, token: string): Promise<Fixtures> {
  const call = client(app, token);

  /** A branch with one property, floor and room, and beds at the given rents. */
  async function branchWithBeds(code: string, roomNumber: string, rents: number[]) {
    const branch = await call<{ id: string }>('POST', '/api/branches', { code, name: `Branch ${code}` });
    const property = await call<{ id: string }>('POST', `/api/branches/${branch.id}/properties`, {
      name: `Residency ${code}`,
    });
    const floor = await call<{ id: string }>('POST', `/api/branches/${branch.id}/floors`, {
      property_id: property.id,
      floor_number: 1,
      name: 'First floor',
    });
    const room = await call<{ id: string }>('POST', `/api/branches/${branch.id}/rooms`, {
      floor_id: floor.id,
      room_number: roomNumber,
      name: `Room ${roomNumber}`,
      capacity: rents.length,
    });
    const beds: SeededBed[] = [];
    for (const [i, rent] of rents.entries()) {
      beds.push(
        await call<SeededBed>('POST', `/api/branches/${branch.id}/beds`, {
          room_id: room.id,
          bed_number: String.fromCharCode(65 + i),
          bed_type: 'single',
          base_rent_per_day: rent,
        }),
      );
    }
    return { branchId: branch.id, floorId: floor.id, beds };
  }

  const tenant = (branchId: string, name: string, phone: string) =>
    call<SeededTenant>('POST', `/api/branches/${branchId}/tenants`, { name, phone });

  const book = async (
    branchId: string,
    tenantId: string,
    bed: SeededBed,
    dates: [string, string],
    then: ('check-in' | 'check-out' | 'cancel')[] = [],
  ): Promise<SeededBooking> => {
    let booking = await call<SeededBooking>('POST', `/api/branches/${branchId}/bookings`, {
      tenant_id: tenantId,
      bed_id: bed.id,
      start_date: dates[0],
      end_date: dates[1],
    });
    for (const action of then)
      booking = await call<SeededBooking>('POST', `/api/bookings/${booking.id}/${action}`);
    return booking;
  };

  // Create Booking: two beds whose rents differ, so the total visibly follows the chosen bed.
  const bookingBranch = await branchWithBeds('BK_1', '101', [333.33, 500]);
  const booking: Fixtures['booking'] = {
    branchId: bookingBranch.branchId,
    tenant: await tenant(bookingBranch.branchId, 'Asha Rao', '9876500001'),
    beds: { cheap: bookingBranch.beds[0]!, dear: bookingBranch.beds[1]! },
  };

  // Record Payment: one tenant with a booking in each status, each on its own bed; another
  // tenant with a single booked one.
  const paymentBranch = await branchWithBeds('PY_1', '201', [400, 400, 400, 400, 400]);
  const [bedA, bedB, bedC, bedD, bedE] = paymentBranch.beds as [
    SeededBed,
    SeededBed,
    SeededBed,
    SeededBed,
    SeededBed,
  ];
  const payer = await tenant(paymentBranch.branchId, 'Ravi Kumar', '9876500002');
  const otherPayer = await tenant(paymentBranch.branchId, 'Meena Iyer', '9876500003');
  const b = paymentBranch.branchId;
  const payment: Fixtures['payment'] = {
    branchId: b,
    tenant: payer,
    bookings: {
      booked: await book(b, payer.id, bedA, ['2030-01-01', '2030-01-31']),
      checked_in: await book(b, payer.id, bedB, ['2025-01-01', '2025-01-31'], ['check-in']),
      checked_out: await book(b, payer.id, bedC, ['2024-01-01', '2024-01-31'], ['check-in', 'check-out']),
      cancelled: await book(b, payer.id, bedD, ['2024-02-01', '2024-02-29'], ['cancel']),
    },
    otherTenant: otherPayer,
    otherBooking: await book(b, otherPayer.id, bedE, ['2030-02-01', '2030-02-28']),
  };

  // Extend stay: the first stay's bed is booked by another tenant from 20 March 2030.
  const stayBranch = await branchWithBeds('ST_1', '301', [450]);
  const stayBed = stayBranch.beds[0]!;
  const stayer = await tenant(stayBranch.branchId, 'Suresh Gupta', '9876500004');
  const nextStayer = await tenant(stayBranch.branchId, 'Farah Khan', '9876500005');
  const stay: Fixtures['stay'] = {
    branchId: stayBranch.branchId,
    bed: stayBed,
    tenant: stayer,
    first: await book(stayBranch.branchId, stayer.id, stayBed, ['2030-03-01', '2030-03-10']),
    next: await book(stayBranch.branchId, nextStayer.id, stayBed, ['2030-03-20', '2030-03-31']),
  };

  // Charge many: two tenants checked in to room 501, nobody in room 502 of the same floor.
  const chargeBranch = await branchWithBeds('CM_1', '501', [300, 300]);
  const c = chargeBranch.branchId;
  const charged: SeededTenant[] = [];
  for (const [i, name] of ['Kavya Menon', 'Arjun Das'].entries()) {
    const t = await tenant(c, name, `987650001${i}`);
    await book(c, t.id, chargeBranch.beds[i]!, ['2025-01-01', '2025-01-31'], ['check-in']);
    charged.push(t);
  }
  await call('POST', `/api/branches/${c}/rooms`, {
    floor_id: chargeBranch.floorId,
    room_number: '502',
    name: 'Room 502',
    capacity: 1,
  });
  const chargeMany: Fixtures['chargeMany'] = {
    branchId: c,
    branchName: 'Branch CM_1',
    tenants: charged as [SeededTenant, SeededTenant],
    emptyRoomNumber: '502',
  };

  // Permission Overrides: a member of staff with the plain `user` role.
  const staff = await call<{ id: string; email: string }>('POST', '/api/users', {
    email: 'staff@example.com',
    password: 'staff password 123',
    role: 'user',
  });

  return { booking, payment, stay, chargeMany, permissions: { userId: staff.id, email: staff.email } };
}
