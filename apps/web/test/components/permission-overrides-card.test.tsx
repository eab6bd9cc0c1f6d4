import type { UserPermissionsResponse } from '@pg/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PermissionOverridesCard } from '@/features/user-permissions/components/permission-overrides-card';
import { apiClient } from '@/lib/api-client';
import { renderInApp, signIn } from './app';

const { userId } = inject('fixtures').permissions;

/** The row of one permission, e.g. 'Read the audit log': its Grant / Deny / Default buttons and its state. */
async function row(name: string) {
  const group = await screen.findByRole('group', { name: `Override for ${name}` });
  const item = group.closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return {
    item,
    button: (label: 'Grant' | 'Deny' | 'Default') => within(group).getByRole('button', { name: label }),
  };
}

/** Clicks `label` and waits until it is the pressed one and the row no longer saves. */
async function pick(user: UserEvent, name: string, label: 'Grant' | 'Deny' | 'Default') {
  const { item, button } = await row(name);
  await user.click(button(label));
  await waitFor(() => {
    expect(button(label)).toHaveAttribute('aria-pressed', 'true');
    expect(within(item).queryByRole('status', { name: 'Saving' })).toBeNull();
  });
  return item;
}

/** What the server holds for this user and permission. */
async function stored(feature: string, action: string) {
  const { items } = await apiClient.get<UserPermissionsResponse>(`/api/users/${userId}/permissions`);
  const p = items.find((i) => i.feature === feature && i.action === action);
  if (!p) throw new Error(`no permission ${feature}:${action}`);
  return { override: p.override, allowed: p.allowed, source: p.source };
}

/** "Holds 30 of 40 permissions · 1 override", the line under the card's title. */
const summary = () =>
  screen.getByText(
    (_, el) => el?.tagName === 'P' && /^Holds \d+ of \d+ permissions/.test(el.textContent ?? ''),
  );

const pressed = (item: HTMLElement) =>
  within(item)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('Permission Overrides card', () => {
  beforeAll(async () => {
    await signIn();
  });

  it('cycles Grant, Deny and Default on a permission no role gives', async () => {
    const { user } = renderInApp(<PermissionOverridesCard userId={userId} onChanged={() => {}} />);
    const { item } = await row('Read the audit log');
    expect(pressed(item)).toEqual(['Default']);
    expect(item).toHaveTextContent('Not allowed');
    expect(item).toHaveTextContent('No role gives it');

    await pick(user, 'Read the audit log', 'Grant');
    await waitFor(() => expect(item).toHaveTextContent('Granted by override'));
    expect(item).toHaveTextContent('Allowed');
    expect(item).not.toHaveTextContent('Not allowed');
    expect(pressed(item)).toEqual(['Grant']);
    expect(await stored('audit', 'view')).toEqual({ override: true, allowed: true, source: 'grant' });

    await pick(user, 'Read the audit log', 'Deny');
    await waitFor(() => expect(item).toHaveTextContent('Denied by override'));
    expect(item).toHaveTextContent('Not allowed');
    expect(pressed(item)).toEqual(['Deny']);
    expect(await stored('audit', 'view')).toEqual({ override: false, allowed: false, source: 'deny' });

    await pick(user, 'Read the audit log', 'Default');
    await waitFor(() => expect(item).toHaveTextContent('No role gives it'));
    expect(item).toHaveTextContent('Not allowed');
    expect(pressed(item)).toEqual(['Default']);
    expect(await stored('audit', 'view')).toEqual({ override: null, allowed: false, source: 'none' });
  });

  it("cycles Deny, Grant and Default on a permission the user's role gives", async () => {
    const { user } = renderInApp(<PermissionOverridesCard userId={userId} onChanged={() => {}} />);
    const { item } = await row('Record payments');
    expect(item).toHaveTextContent('Allowed');
    expect(item).toHaveTextContent('From role Staff');
    const [, held] = /Holds (\d+) of/.exec(summary().textContent ?? '') ?? [];
    expect(held).toBeDefined();

    await pick(user, 'Record payments', 'Deny');
    await waitFor(() => expect(item).toHaveTextContent('Denied by override (role Staff would allow it)'));
    expect(item).toHaveTextContent('Not allowed');
    expect(summary()).toHaveTextContent(`Holds ${Number(held) - 1} of`);
    expect(summary()).toHaveTextContent('· 1 override');
    expect(await stored('payments', 'create')).toEqual({ override: false, allowed: false, source: 'deny' });

    await pick(user, 'Record payments', 'Grant');
    await waitFor(() => expect(item).toHaveTextContent('Granted by override (also from role Staff)'));
    expect(item).toHaveTextContent('Allowed');
    expect(await stored('payments', 'create')).toEqual({ override: true, allowed: true, source: 'grant' });

    await pick(user, 'Record payments', 'Default');
    await waitFor(() => expect(item).toHaveTextContent('From role Staff'));
    expect(item).not.toHaveTextContent('Not allowed');
    expect(summary()).toHaveTextContent(`Holds ${held} of`);
    expect(summary()).not.toHaveTextContent('override');
    expect(await stored('payments', 'create')).toEqual({ override: null, allowed: true, source: 'role' });
  });
});
