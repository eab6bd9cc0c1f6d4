import { describe, expect, it } from 'vitest';
import { visaWarning } from '../src/tenant-deadlines.ts';

describe('visaWarning', () => {
  const today = '2026-11-28';
  it('says nothing without an expiry or with more than 30 days left', () => {
    expect(visaWarning(null, '2026-01-01', today)).toBeNull();
    expect(visaWarning('2026-12-29', '2026-01-01', today)).toBeNull();
  });
  it('counts the days left up to 30, and today', () => {
    expect(visaWarning('2026-12-28', null, today)).toBe('The visa expires on 28/12/2026, in 30 days');
    expect(visaWarning('2026-11-29', null, today)).toBe('The visa expires on 29/11/2026, in 1 day');
    expect(visaWarning('2026-11-28', null, today)).toBe('The visa expires today (28/11/2026)');
  });
  it('says when it has ended, and when it ended before the arrival in India', () => {
    expect(visaWarning('2026-11-27', '2026-01-01', today)).toBe('The visa expired on 27/11/2026');
    expect(visaWarning('2025-12-31', '2026-01-01', today)).toBe(
      'The visa expired on 31/12/2025, before the date of arrival in India (01/01/2026)',
    );
  });
});
