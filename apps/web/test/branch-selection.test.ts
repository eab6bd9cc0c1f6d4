import { describe, expect, it } from 'vitest';
import { pickBranch } from '../src/app/branch-selection';

const a = { id: 'a', code: 'PG_A_1' };
const b = { id: 'b', code: 'PG_B_1' };

describe('pickBranch', () => {
  it('uses the remembered branch when it still exists', () => {
    expect(pickBranch([a, b], 'b')).toBe(b);
  });

  it('falls back to the first branch when the remembered one is gone or none is remembered', () => {
    expect(pickBranch([a, b], 'deleted')).toBe(a);
    expect(pickBranch([a, b], null)).toBe(a);
  });

  it('selects nothing when there are no branches', () => {
    expect(pickBranch([], 'a')).toBeNull();
    expect(pickBranch([], null)).toBeNull();
  });
});
