import type { ListResponse } from '@pg/contracts/lists';
import type { Payment } from '@pg/contracts/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { RecordPaymentDialog } from '@/features/payments/components/record-payment-dialog';
import { apiClient } from '@/lib/api-client';
import { renderInApp, signIn } from './app';
import { choose } from './interactions';

const { branchId, tenant, bookings, otherTenant, otherBooking } = inject('fixtures').payment;

/** The payments page's part that matters here: a button that opens the dialog. */
function PaymentsPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New payment
      </button>
      <RecordPaymentDialog branchId={branchId} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'New payment' }));
  return screen.findByRole('dialog', { name: 'Record Payment' });
}

const storedPayments = () =>
  apiClient.get<ListResponse<Payment>>(`/api/branches/${branchId}/payments`, { query: { limit: 200 } });

/**
 * Empties the amount as a person selecting it and deleting does. The amount offered was set by
 * the form, which user-event's clear() does not see in a number input.
 */
const emptyField = (field: HTMLElement) => fireEvent.change(field, { target: { value: '' } });

const bookingOption = (b: { room_number: string; bed_number: string }) =>
  `Room ${b.room_number} · Bed ${b.bed_number}`;

describe('Record Payment dialog', () => {
  beforeAll(async () => {
    await signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers only the tenant's booked and checked-in bookings", async () => {
    const { user } = renderInApp(<PaymentsPage />);
    const dialog = await openDialog(user);
    const booking = within(dialog).getByRole('combobox', { name: 'Booking (optional)' });
    expect(booking).toBeDisabled();
    expect(booking).toHaveTextContent('Select a tenant first');

    await choose(user, 'Tenant', new RegExp(`^${tenant.name}`));
    // Two open bookings: none is chosen for the user.
    await waitFor(() => expect(booking).toBeEnabled());
    expect(booking).toHaveTextContent('No booking');

    await user.click(booking);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveAccessibleName('No booking');
    const offered = options.slice(1);
    expect(offered.map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(bookingOption(bookings.booked)),
        expect.stringContaining(bookingOption(bookings.checked_in)),
      ]),
    );
    expect(
      within(listbox).getByRole('option', { name: new RegExp(bookingOption(bookings.booked)) }),
    ).toHaveAccessibleName(expect.stringContaining('Booked'));
    expect(
      within(listbox).getByRole('option', { name: new RegExp(bookingOption(bookings.checked_in)) }),
    ).toHaveAccessibleName(expect.stringContaining('Checked in'));
    for (const closed of [bookings.checked_out, bookings.cancelled, otherBooking]) {
      expect(within(listbox).queryByRole('option', { name: new RegExp(bookingOption(closed)) })).toBeNull();
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // A tenant with exactly one open booking: that booking is chosen for them.
    await choose(user, 'Tenant', new RegExp(`^${otherTenant.name}`));
    await waitFor(() => expect(booking).toHaveTextContent(bookingOption(otherBooking)));
  });

  it('starts with cash as the method and today as the date', async () => {
    // Today is pinned (only the date: timers run as usual), so the day cannot turn mid-test.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T20:00:00Z')); // 16 March, 01:30 in India
    const { user } = renderInApp(<PaymentsPage />);
    const dialog = await openDialog(user);

    expect(within(dialog).getByRole('combobox', { name: 'Method' })).toHaveTextContent('Cash');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('16/03/2026');
  });

  it('refuses an amount that is not positive or has more than 2 decimals, and records nothing', async () => {
    const before = await storedPayments();
    const { user } = renderInApp(<PaymentsPage />);
    const dialog = await openDialog(user);
    await choose(user, 'Tenant', new RegExp(`^${tenant.name}`));
    const amount = within(dialog).getByLabelText('Amount (₹)');
    const submit = within(dialog).getByRole('button', { name: 'Record Payment' });
    // What the tenant owes is offered first.
    await waitFor(() => expect(amount).not.toHaveValue(null));
    emptyField(amount);

    for (const [typed, message] of [
      ['0', 'Amount must be greater than 0'],
      ['-250', 'Amount must be greater than 0'],
      ['12.345', 'Amount can have at most 2 decimals'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(amount).toHaveValue(Number(typed));
      await user.click(submit);
      await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }

    expect(screen.getByRole('dialog', { name: 'Record Payment' })).toBeInTheDocument();
    expect((await storedPayments()).total).toBe(before.total);
  });

  it('records the payment on submit', async () => {
    const { user } = renderInApp(<PaymentsPage />);
    const dialog = await openDialog(user);
    await choose(user, 'Tenant', new RegExp(`^${tenant.name}`));
    await choose(user, 'Booking (optional)', new RegExp(bookingOption(bookings.checked_in)));
    // The amount offered (what the tenant owes) is replaced by the one received.
    emptyField(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '1250.50');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'UTR 4471');
    // The field shows dd/mm/yyyy; the payment is stored with the ISO date.
    const date = (within(dialog).getByLabelText('Date') as HTMLInputElement).value
      .split('/')
      .reverse()
      .join('-');

    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText('Payment recorded successfully')).toBeInTheDocument();
    const toast = screen.getByText(
      new RegExp(`^₹1,250.50 from ${tenant.name} · [^/]+/\\d{4}-\\d{2}/\\d{6}$`),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record Payment' })).not.toBeInTheDocument(),
    );

    const stored = (await storedPayments()).items.filter((p) => p.reference === 'UTR 4471');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      tenant_id: tenant.id,
      booking_id: bookings.checked_in.id,
      amount: 1250.5,
      method: 'cash',
      date,
      status: 'completed',
    });
    expect(toast).toHaveTextContent(stored[0]!.receipt_number ?? 'no receipt number');
  });
});
