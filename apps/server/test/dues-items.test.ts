import { duesQuery } from '@pg/contracts/dues';
import { describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { tenantReminders } from '../src/db/schema/reminders.ts';
import { duesItems, listDues } from '../src/modules/dues/page.ts';
import {
  makeBed,
  makeBooking,
  makeCharge,
  makePayment,
  makeRoomInNewBranch,
  makeTenant,
} from './factories.ts';
import { createTestApp } from './helper.ts';

const TODAY = '2026-03-15';
const { db } = await createTestApp();

describe("the Dues page's rows alone (the benchmark's bare route)", () => {
  it('are the items of the page, in order, for every filter, sort, search and page', async () => {
    const { branch, room } = await makeRoomInNewBranch(db);
    // Owing in every way the page works out: one stay, part paid, with a charge, two stays, reminded;
    // and one tenant paid up, who is not listed.
    for (let i = 0; i < 8; i++) {
      const tenant = await makeTenant(db, branch, { name: `Owing ${i}` });
      const bed = await makeBed(db, room, { bedNumber: `B${i}` });
      const start = `2026-0${1 + (i % 3)}-${String(1 + 2 * i).padStart(2, '0')}`;
      await makeBooking(
        db,
        { bed, tenant },
        { startDate: start, endDate: '2026-04-30', totalRent: 30_000 + i * 1_000, status: 'checked_in' },
      );
      if (i % 2) await makePayment(db, tenant, { amount: 2_000 * i, date: '2026-02-01' });
      if (i % 3 === 0) await makeCharge(db, tenant, { date: '2026-03-01', amount: 450 });
      if (i === 0) {
        const earlier = await makeBed(db, room, { bedNumber: `E${i}` });
        await makeBooking(
          db,
          { bed: earlier, tenant },
          { startDate: '2025-11-01', endDate: '2025-12-31', totalRent: 1_200, status: 'checked_out' },
        );
      }
      if (i === 5) {
        await db.insert(tenantReminders).values({
          branchId: branch.id,
          tenantId: tenant.id,
          amount: 100,
          sentAt: '2026-03-10T05:00:00Z',
        });
      }
    }
    const paidUp = await makeTenant(db, branch, { name: 'Paid up' });
    await makeBooking(
      db,
      { bed: await makeBed(db, room, { bedNumber: 'P' }), tenant: paidUp },
      { startDate: '2026-03-01', endDate: '2026-03-31', totalRent: 9_000 },
    );
    await makePayment(db, paidUp, { amount: 9_000, date: '2026-03-01' });

    for (const q of [
      {},
      { sort: 'age' },
      { filter: 'overdue' },
      { filter: 'week' },
      { q: 'owing 3' },
      { limit: '3', offset: '2' },
      { limit: '1' },
      { q: 'nobody' },
    ]) {
      const opts = duesQuery.parse(q);
      const page = await listDues(db, branch.id, opts, TODAY);
      const [alone] = await query<{ items: unknown[] | null }>(db, duesItems(branch.id, opts, TODAY));
      expect({ q, items: alone!.items ?? [] }).toEqual({ q, items: page.items });
    }
    const all = await listDues(db, branch.id, duesQuery.parse({}), TODAY);
    expect(all.items).toHaveLength(8);
  });
});
