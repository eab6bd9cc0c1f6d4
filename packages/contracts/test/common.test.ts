import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  checkDateRange,
  countText,
  DATE_RANGE_REVERSED,
  dateRangeFields,
  fromFormText,
  INVALID_CHARACTERS_MESSAGE,
  isIsoDate,
  isoDate,
  listQuery,
  listSort,
  money,
  optionalText,
  parseDisplayDate,
  queryInt,
  requiredText,
  text,
  todayIso,
} from '../src/common.ts';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
  });
});

describe('parseDisplayDate', () => {
  it('reads day first, with any of / - . or none, and only real dates', () => {
    for (const typed of ['05/01/2027', '5/1/2027', '05-01-2027', '05.01.2027', '05012027', ' 05/01/2027 ']) {
      expect(parseDisplayDate(typed), typed).toBe('2027-01-05');
    }
    expect(parseDisplayDate('29/02/2028')).toBe('2028-02-29');
    for (const bad of [
      '29/02/2027',
      '31/04/2027',
      '13/13/2027',
      '2027-01-05',
      '5/1/27',
      '',
      'today',
      '05/01/2027x',
    ]) {
      expect(parseDisplayDate(bad), bad).toBeNull();
    }
  });
});

describe('isoDate', () => {
  const d = isoDate('Date');
  it('takes real dates from 2000 to 2099', () => {
    expect(d.parse('2000-01-01')).toBe('2000-01-01');
    expect(d.parse('2099-12-31')).toBe('2099-12-31');
    expect(messageOf(d.safeParse('2026-02-30'))).toBe('Date must be a real date');
    for (const outside of ['0100-01-01', '1999-12-31', '2100-01-01', '9999-12-31']) {
      expect(messageOf(d.safeParse(outside)), outside).toBe('Date must be between the years 2000 and 2099');
    }
    for (const bad of ['2026-01-01T00:00:00Z', '2026-01-01\u0000', 20260101, null]) {
      expect(d.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('money', () => {
  const m = money();
  it('takes positive rupees with at most two decimals, up to ₹99,99,999.99', () => {
    expect(m.parse(1.5)).toBe(1.5);
    expect(m.parse(0.01)).toBe(0.01);
    expect(m.parse(1234567.89)).toBe(1234567.89);
    expect(m.parse(9_999_999.99)).toBe(9_999_999.99);
  });
  it('refuses zero, negatives, three decimals, huge sums and whatever is not a JSON number', () => {
    for (const bad of [0, -5, 1.234, 10_000_000, 1e308, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(m.safeParse(bad).success, String(bad)).toBe(false);
    }
    for (const bad of ['abc', '2345.50', '0x10', '1e3', true, false, [5], { value: 5 }, null]) {
      expect(messageOf(m.safeParse(bad)), JSON.stringify(bad)).toBe('Amount must be a number');
    }
    expect(messageOf(m.safeParse(undefined))).toBe('Amount is required');
  });
  it('in a form, reads the text of the field', () => {
    const typed = fromFormText(m);
    expect(typed.parse('2345.50')).toBe(2345.5);
    expect(typed.parse(' 12 ')).toBe(12);
    expect(messageOf(typed.safeParse(''))).toBe('Amount is required');
    expect(messageOf(typed.safeParse('0x10'))).toBe('Amount must be a number');
    expect(messageOf(typed.safeParse('1e3'))).toBe('Amount must be a number');
  });
});

describe('text', () => {
  it('refuses NUL, the other C0 control characters and DEL', () => {
    const t = text();
    for (let c = 0; c < 0x20; c++) {
      expect(messageOf(t.safeParse(`a${String.fromCharCode(c)}b`)), `U+${c.toString(16)}`).toBe(
        CONTROL_CHARACTERS_MESSAGE,
      );
    }
    expect(messageOf(t.safeParse('a\u007fb'))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(t.parse('Asha Rao — ₹500 😀')).toBe('Asha Rao — ₹500 😀');
  });
  it('lets multi-line text keep tabs and line breaks, and nothing else', () => {
    const note = text({ multiline: true });
    expect(note.parse('Paid\tin cash\nand\r\nthanked')).toBe('Paid\tin cash\nand\r\nthanked');
    for (const bad of ['a\u0000', 'a\rb', 'a\u000bb', 'a\u001bb', 'a\u007f']) {
      expect(messageOf(note.safeParse(bad)), JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });
  it('refuses lone surrogates, which cannot be stored', () => {
    for (const bad of ['\ud800', 'a\udc00b', 'end\ud83d', '\ude00start']) {
      expect(messageOf(text().safeParse(bad)), JSON.stringify(bad)).toBe(INVALID_CHARACTERS_MESSAGE);
    }
  });
  it('is the base of required and optional texts, which say so before any other rule', () => {
    expect(messageOf(requiredText('Name').safeParse(`${'\u0000'.repeat(300)}`))).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(messageOf(requiredText('Name').safeParse(5))).toBe('Name is required');
    expect(messageOf(optionalText('Note').safeParse('x\u0001'))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(optionalText('Note', 100, { multiline: true }).parse(' two\nlines ')).toBe('two\nlines');
    expect(messageOf(optionalText('Vendor').safeParse('two\nlines'))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('queryInt', () => {
  const limit = queryInt('Limit', 1, 200, 50);
  it('takes decimal digits only', () => {
    expect(limit.parse(undefined)).toBe(50);
    expect(limit.parse('20')).toBe(20);
    expect(limit.parse(20)).toBe(20);
    for (const bad of ['0x10', '1e3', ' 5', '5 ', '-1', '1.5', '', '+5', 'NaN', '٣', ['5'], true]) {
      expect(messageOf(limit.safeParse(bad)), JSON.stringify(bad)).toBe('Limit must be a whole number');
    }
    expect(messageOf(limit.safeParse('0'))).toBe('Limit must be at least 1');
    expect(messageOf(limit.safeParse('201'))).toBe('Limit must be at most 200');
  });
});

describe('optionalText', () => {
  it('turns empty and blank into null and trims', () => {
    const s = optionalText('Note');
    expect(s.parse('')).toBeNull();
    expect(s.parse('   ')).toBeNull();
    expect(s.parse(undefined)).toBeNull();
    expect(s.parse('  hi ')).toBe('hi');
  });
});

describe('listQuery', () => {
  it('defaults to the first page of 50', () => {
    expect(listQuery.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(listQuery.parse({ q: ' Asha ', limit: '20', offset: '40' })).toEqual({
      q: 'Asha',
      limit: 20,
      offset: 40,
    });
    expect(listQuery.safeParse({ limit: '1000' }).success).toBe(false);
    expect(listQuery.safeParse({ limit: '0x10' }).success).toBe(false);
    expect(listQuery.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(listQuery.safeParse({ sort: 'x' }).success).toBe(false);
  });
});

describe('todayIso', () => {
  it('uses India time', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(todayIso(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(todayIso(new Date('2026-03-14T18:29:59.999Z'))).toBe('2026-03-14');
    expect(todayIso(new Date('2026-03-14T18:30:00Z'))).toBe('2026-03-15');
  });

  it('is the date the time zone database gives for Asia/Kolkata, every hour from 2000 to 2099', () => {
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    const hour = 3_600_000;
    // Every 7 h 11 min: each hour of the day, and both sides of midnight, many times a year.
    const step = 7 * hour + 11 * 60_000;
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2100, 0, 1); t += step) {
      for (const at of [t, t - (t % (30 * 60_000)) - 1]) {
        const instant = new Date(at);
        if (todayIso(instant) !== india.format(instant)) {
          expect.fail(`${instant.toISOString()}: ${todayIso(instant)} against ${india.format(instant)}`);
        }
      }
    }
  });
});

describe('list filters', () => {
  const query = listQuery
    .extend({ ...dateRangeFields, sort: listSort(['date_desc', 'amount_asc'] as const) })
    .strict()
    .superRefine(checkDateRange);

  it('takes a range with either end, both inclusive days, and only the allowed sorts', () => {
    expect(query.parse({ from: '2026-01-01', to: '2026-01-01', sort: 'amount_asc' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-01',
      sort: 'amount_asc',
    });
    expect(query.parse({ to: '2026-01-31' }).from).toBeUndefined();
    expect(query.parse({}).sort).toBeUndefined();
  });

  it('refuses a To before the From, in words, and any other order', () => {
    const reversed = query.safeParse({ from: '2026-02-01', to: '2026-01-31' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues).toMatchObject([{ path: ['to'], message: DATE_RANGE_REVERSED }]);
    expect(query.safeParse({ sort: 'amount desc' }).success).toBe(false);
    expect(query.safeParse({ sort: 'date_desc; drop table payments' }).success).toBe(false);
    expect(query.safeParse({ from: '01/02/2026' }).success).toBe(false);
  });
});

describe('countText', () => {
  it('groups the Indian way and says the cap with a plus past it', () => {
    expect(countText(75000)).toBe('75,000');
    expect(countText(1000, 1000)).toBe('1,000');
    expect(countText(1001, 1000)).toBe('1,000+');
    expect(countText(1050, 1050)).toBe('1,050');
    expect(countText(0, 1000)).toBe('0');
  });
});
