import type { Charge } from '@pg/contracts/charges';
import { NO_CURRENT_TENANTS } from '@pg/contracts/electricity';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ChargeManyDialog } from '@/features/dues/components/charge-many-dialog';
import { apiClient } from '@/lib/api-client';
import { renderInApp, signIn } from './app';
import { choose } from './interactions';

const { branchId, branchName, tenants, emptyRoomNumber } = inject('fixtures').chargeMany;

/** The Dues page's part that matters here: a button that opens the dialog. */
function DuesPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Charge many
      </button>
      <ChargeManyDialog branch={{ id: branchId, name: branchName }} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Charge many' }));
  return screen.findByRole('dialog', { name: 'Charge many' });
}

const chargesOf = async (tenantId: string, category: string) =>
  (await apiClient.get<{ items: Charge[] }>(`/api/tenants/${tenantId}/charges`)).items.filter(
    (c) => c.category === category && c.voided_at === null,
  );

describe('Charge many dialog', () => {
  beforeAll(async () => {
    await signIn();
  });

  it('asks for the place of a level and refuses a room where nobody lives, on its field, charging nobody', async () => {
    const { user } = renderInApp(<DuesPage />);
    const dialog = await openDialog(user);
    await choose(user, 'Category', 'Laundry');
    await user.type(within(dialog).getByLabelText('Amount each (₹)'), '120');

    await choose(user, 'Charge', 'A room');
    const preview = within(dialog).getByRole('button', { name: 'Preview' });
    await user.click(preview);
    const room = within(dialog).getByRole('combobox', { name: 'Room' });
    await waitFor(() => expect(room).toHaveAccessibleDescription('Choose a room'));

    await choose(user, 'Room', new RegExp(`^Room ${emptyRoomNumber}`));
    await user.click(preview);
    await waitFor(() => expect(room).toHaveAccessibleDescription(NO_CURRENT_TENANTS));
    expect(within(dialog).queryByRole('status')).toBeNull();
    for (const t of tenants) expect(await chargesOf(t.id, 'Laundry')).toEqual([]);
  });

  it('previews the count and the total, and a double click on Charge adds one charge to each tenant', async () => {
    const { user } = renderInApp(<DuesPage />);
    const dialog = await openDialog(user);
    await choose(user, 'Category', 'Food');
    await user.type(within(dialog).getByLabelText('Amount each (₹)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const summary = await within(dialog).findByRole('status');
    expect(summary).toHaveTextContent('2 tenants · ₹300.00 each · ₹600.00 in all');
    expect(within(summary).getByRole('list', { name: 'Tenants charged' })).toHaveTextContent('Arjun Das');
    // Nothing is written by the preview.
    for (const t of tenants) expect(await chargesOf(t.id, 'Food')).toEqual([]);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Charge 2 tenants' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Charge many' })).toBeNull());
    for (const t of tenants) {
      expect((await chargesOf(t.id, 'Food')).map((c) => c.amount)).toEqual([300]);
    }
  });
});
