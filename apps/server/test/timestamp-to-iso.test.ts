import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timestampToIso } from '../src/db/schema/columns.ts';
import { branches } from '../src/db/schema/index.ts';
import { makeBranch } from './factories.ts';
import { createTestApp } from './helper.ts';

/** What Date makes of a text: the form every timestamp had before the rewrite. */
const viaDate = (v: string) => new Date(v).toISOString();

describe('timestampToIso', () => {
  it('answers what Date answers for the texts of a UTC session, every length of fraction', () => {
    const fractions = ['', '.1', '.29', '.299', '.2995', '.29959', '.999999', '.000001', '.05'];
    for (const day of ['2026-11-26', '2024-02-29', '1999-12-31', '2026-01-01']) {
      for (const time of ['00:00:00', '16:19:52', '23:59:59']) {
        for (const f of fractions) {
          const text = `${day} ${time}${f}+00`;
          expect(timestampToIso(text), text).toBe(viaDate(text));
        }
      }
    }
  });

  it('goes through Date for other offsets, ISO text and Date values', () => {
    for (const text of [
      '2026-11-26 21:49:52.29+05:30',
      '2026-11-26T16:19:52.290Z',
      '2026-11-26 16:19:52-01',
    ]) {
      expect(timestampToIso(text)).toBe(viaDate(text));
    }
    expect(timestampToIso(new Date('2026-11-26T16:19:52.290Z'))).toBe('2026-11-26T16:19:52.290Z');
  });
});

const { db } = await createTestApp();

describe('timestamps read from the database', () => {
  it('read through a column as Date would read them, in any session time zone', async () => {
    const at = ['2026-11-26 16:19:52.290123+00', '2024-02-29 23:59:59.9999+05:30', '2026-01-01 00:00:00+00'];
    for (const zone of ['UTC', 'Asia/Kolkata']) {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        const ids: string[] = [];
        for (const t of at)
          ids.push((await makeBranch(tx, { createdAt: sql`${t}::timestamptz` as never })).id);
        const rows = await tx
          .select({ at: branches.createdAt })
          .from(branches)
          .where(inArray(branches.id, ids));
        expect(rows.map((r) => r.at).sort(), zone).toEqual([
          '2024-02-29T18:29:59.999Z',
          '2026-01-01T00:00:00.000Z',
          '2026-11-26T16:19:52.290Z',
        ]);
      });
    }
  });
});
