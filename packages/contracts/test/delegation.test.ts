import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '../src/permissions.ts';
import { delegationMessage, describePermission, missingPermissions } from '../src/roles.ts';
import { createUserWithUnheldRole } from '../src/users.ts';

describe('missingPermissions', () => {
  it('names what the user does not hold, in the catalogue order, once each', () => {
    const who = { isSuperAdmin: false, permissions: new Set(['roles:view', 'roles:manage']) };
    expect(
      missingPermissions(who, ['applications:reveal', 'roles:view', 'branches:create', 'branches:create']),
    ).toEqual(['applications:reveal', 'branches:create']);
    expect(missingPermissions(who, ['roles:manage'])).toEqual([]);
    expect(missingPermissions(who, [])).toEqual([]);
  });

  it('takes the session user (an array) as well as the server principal (a set)', () => {
    expect(
      missingPermissions({ isSuperAdmin: false, permissions: ['beds:view'] }, ['beds:view', 'beds:create']),
    ).toEqual(['beds:create']);
  });

  it('never stops a super admin', () => {
    expect(missingPermissions({ isSuperAdmin: true, permissions: [] }, ALL_PERMISSION_KEYS)).toEqual([]);
  });
});

describe('the refusals', () => {
  it('speak of permissions by their descriptions', () => {
    expect(describePermission('branches:create')).toBe('Create branches');
    expect(describePermission('no:such')).toBe('no:such');
    expect(delegationMessage.give(['branches:create', 'applications:reveal'])).toBe(
      'You can only give permissions you hold yourself: Create branches, Reveal full Aadhar numbers',
    );
    expect(delegationMessage.take(['payments:create'])).toBe(
      'You can only take away permissions you hold yourself: Create payments',
    );
    expect(delegationMessage.giveRole('cashier', ['payments:create'])).toBe(
      'You can only give a role whose permissions you hold yourself. The role cashier also gives: Create payments',
    );
    expect(createUserWithUnheldRole('manager', ['beds:view'])).toBe(
      'You can only create a user with a role whose permissions you hold yourself. The role manager also gives: View beds',
    );
  });
});
