import type { APIRequestContext } from '@playwright/test';
import { PNG } from 'pngjs';
import { createBranch, ownerToken } from './session';

/** A suffix that keeps this run's data apart from any other test's. */
export const uid = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** Today in India as yyyy-mm-dd (what the API takes); `ddmmyyyy` gives what tables and date fields show. */
export const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
export const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Rupees as the console shows them: ₹1,23,456.00. */
export const money = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The first instalment of a stay starting `today` at ₹500 a day (the fixture's bed): its days in this month. */
function firstInstalment(today: string, end: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const last = end < monthEnd ? end : monthEnd;
  const days = (Date.parse(last) - Date.parse(today)) / 86_400_000 + 1;
  return days * 500;
}

type Post = <T>(url: string, data: object) => Promise<T>;

/** Writes through the API with `token`, answering the JSON body or failing with the server's words. */
export const poster =
  (request: APIRequestContext, token: string): Post =>
  async <T>(url: string, data: object): Promise<T> => {
    const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };

/** A property with one floor, room 101 (two places) and its bed A at ₹500 a day, under `base`. */
export async function addRoomWithBed(post: Post, base: string, id: string) {
  const property = await post<{ id: string }>(`${base}/properties`, { name: `House ${id}` });
  const floor = await post<{ id: string }>(`${base}/floors`, {
    property_id: property.id,
    floor_number: 1,
    name: 'First',
  });
  const room = await post<{ id: string }>(`${base}/rooms`, {
    floor_id: floor.id,
    room_number: '101',
    name: 'Corner room',
    capacity: 2,
  });
  const bed = await post<{ id: string }>(`${base}/beds`, {
    room_id: room.id,
    bed_number: 'A',
    bed_type: 'single',
    base_rent_per_day: 500,
  });
  return { property, floor, room, bed };
}

/**
 * A new branch (code `<codePrefix>_<id>`) with room 101, bed A at ₹500 a day, and a tenant booked on
 * it from today for 31 days, built through the API. `post` writes more to that branch as the owner;
 * `firstDue` is the booking's first instalment, due today.
 */
export async function makeBranchWithBooking(request: APIRequestContext, codePrefix: string, area: string) {
  const id = uid();
  const token = await ownerToken(request);
  const post = poster(request, token);
  const branch = await createBranch(request, token, `${codePrefix}_${id}`, `${area} ${id}`);
  const base = `/api/branches/${branch.id}`;
  const { room, bed } = await addRoomWithBed(post, base, id);
  const tenantName = `Asha Rao ${id}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const tenant = await post<{ id: string }>(`${base}/tenants`, { name: tenantName, phone });
  const today = todayIso();
  const booking = await post<{ id: string }>(`${base}/bookings`, {
    tenant_id: tenant.id,
    bed_id: bed.id,
    start_date: today,
    end_date: addDays(today, 30),
  });
  const firstDue = firstInstalment(today, addDays(today, 30));
  return { id, branch, base, room, bed, booking, tenant, tenantName, phone, today, firstDue, post };
}

/**
 * A second stay of nine weeks on the fixture's bed, from 40 days after today (so three calendar
 * months at least), and its rent schedule as the API answers it.
 */
export async function bookLaterStay(
  request: APIRequestContext,
  { base, bed, tenant, today, post }: Awaited<ReturnType<typeof makeBranchWithBooking>>,
) {
  const later = await post<{ id: string; total_rent: number }>(`${base}/bookings`, {
    tenant_id: tenant.id,
    bed_id: bed.id,
    start_date: addDays(today, 40),
    end_date: addDays(today, 40 + 62),
  });
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const res = await request.get(`/api/bookings/${later.id}/schedule`, { headers });
  const schedule = (await res.json()) as { items: { due_date: string; amount: number }[] };
  return { later, schedule };
}

/**
 * `makeBranchWithBooking` plus a payment, an expense and a complaint of that tenant, so that every
 * page of the branch has rows to show.
 */
export async function makeBranchWithEveryRecord(
  request: APIRequestContext,
  codePrefix: string,
  area: string,
) {
  const data = await makeBranchWithBooking(request, codePrefix, area);
  const { base, tenant, today, post } = data;
  await post(`${base}/payments`, {
    tenant_id: tenant.id,
    amount: 9000,
    method: 'upi',
    reference: '512345678901',
    date: today,
  });
  await post(`${base}/expenses`, { date: today, category: 'Electricity', amount: 4321.5, vendor: 'BESCOM' });
  await post(`${base}/complaints`, {
    tenant_id: tenant.id,
    category: 'Plumbing',
    description: 'The tap in the bathroom of room 101 drips all night',
    priority: 'high',
  });
  return data;
}

/** A small real PNG photo (a gradient), as a phone would send. */
export function photoPng(): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 64; x++) {
      const i = (y * 64 + x) * 4;
      png.data[i] = x * 4;
      png.data[i + 1] = y * 4;
      png.data[i + 2] = 128;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
