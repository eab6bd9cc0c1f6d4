import { type Booking, END_BEFORE_START } from '@pg/contracts/bookings';
import type { ListResponse } from '@pg/contracts/lists';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CreateBookingDialog } from '@/features/bookings/components/create-booking-dialog';
import { apiClient } from '@/lib/api-client';
import { renderInApp, signIn } from './app';
import { choose, typeDate } from './interactions';

const { branchId, tenant, beds } = inject('fixtures').booking;

/** The bookings page's part that matters here: a button that opens the dialog. */
function BookingsPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New booking
      </button>
      <CreateBookingDialog branchId={branchId} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'New booking' }));
  return screen.findByRole('dialog', { name: 'Create Booking' });
}

const storedBookings = () =>
  apiClient.get<ListResponse<Booking>>(`/api/branches/${branchId}/bookings`, { query: { limit: 200 } });

describe('Create Booking dialog', () => {
  beforeAll(async () => {
    await signIn();
  });

  it('works the total rent out live: (days between the dates + 1) x the bed rent per day', async () => {
    const { user } = renderInApp(<BookingsPage />);
    const dialog = await openDialog(user);
    const total = within(dialog).getByRole('status', { name: 'Total rent' });
    expect(total).toHaveTextContent('Choose both dates and a bed to see the total.');
    // No bed is offered before the dates.
    expect(within(dialog).getByLabelText('Bed')).toBeDisabled();

    await typeDate(user, within(dialog).getByLabelText('Start date'), '01/03/2026');
    await typeDate(user, within(dialog).getByLabelText('End date'), '10/03/2026');
    await choose(user, 'Bed', /^Bed A/);
    // Both end days count: 1 to 10 March is 10 days.
    await waitFor(() => expect(total).toHaveTextContent('₹3,333.30'));
    expect(total).toHaveTextContent('10 days × ₹333.33 a day');

    // Starting and ending on the same day is one day.
    await typeDate(user, within(dialog).getByLabelText('End date'), '01/03/2026');
    await waitFor(() => expect(total).toHaveTextContent('1 day × ₹333.33 a day'));
    expect(total).toHaveTextContent('₹333.33');

    // Across the end of February in a leap year: 28 Feb, 29 Feb, 1 Mar.
    await typeDate(user, within(dialog).getByLabelText('Start date'), '28/02/2028');
    await typeDate(user, within(dialog).getByLabelText('End date'), '01/03/2028');
    await waitFor(() => expect(total).toHaveTextContent('3 days × ₹333.33 a day'));
    expect(total).toHaveTextContent('₹999.99');

    // Another bed, another rent: the total follows it.
    await choose(user, 'Bed', /^Bed B/);
    await waitFor(() => expect(total).toHaveTextContent('3 days × ₹500.00 a day'));
    expect(total).toHaveTextContent('₹1,500.00');
  });

  it('refuses an end date before the start date with the contract message, and books nothing', async () => {
    const before = await storedBookings();
    const { user } = renderInApp(<BookingsPage />);
    const dialog = await openDialog(user);

    await choose(user, 'Tenant', new RegExp(`^${tenant.name}`));
    await typeDate(user, within(dialog).getByLabelText('Start date'), '10/03/2026');
    await typeDate(user, within(dialog).getByLabelText('End date'), '12/03/2026');
    await choose(user, 'Bed', /^Bed A/);
    await typeDate(user, within(dialog).getByLabelText('End date'), '09/03/2026');
    const total = within(dialog).getByRole('status', { name: 'Total rent' });
    await waitFor(() => expect(total).toHaveTextContent('The end date is before the start date.'));

    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));

    const endDate = within(dialog).getByLabelText('End date');
    await waitFor(() => expect(endDate).toHaveAccessibleDescription(END_BEFORE_START));
    expect(endDate).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(END_BEFORE_START)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Create Booking' })).toBeInTheDocument();
    expect((await storedBookings()).total).toBe(before.total);
  });

  it('creates the booking on submit, with the total the server works out', async () => {
    const { user } = renderInApp(<BookingsPage />);
    const dialog = await openDialog(user);

    await choose(user, 'Tenant', new RegExp(`^${tenant.name}`));
    await typeDate(user, within(dialog).getByLabelText('Start date'), '01/04/2026');
    await typeDate(user, within(dialog).getByLabelText('End date'), '30/04/2026');
    await choose(user, 'Bed', /^Bed A/);
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Total rent' })).toHaveTextContent(
        '30 days × ₹333.33 a day',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));

    expect(await screen.findByText('Booking created successfully')).toBeInTheDocument();
    expect(screen.getByText(`${tenant.name} · Bed A · Room 101 · ₹9,999.90`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Booking' })).not.toBeInTheDocument(),
    );

    const stored = (await storedBookings()).items.filter(
      (b) => b.bed_id === beds.cheap.id && b.start_date === '2026-04-01',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      tenant_id: tenant.id,
      tenant_name: tenant.name,
      bed_id: beds.cheap.id,
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      days: 30,
      total_rent: 9999.9,
      status: 'booked',
    });
  });
});
