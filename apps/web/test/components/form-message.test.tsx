import { type Booking, bookingForm } from '@pg/contracts/bookings';
import type { ListResponse } from '@pg/contracts/lists';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DateField } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf } from '@/components/ui/form-field';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import { StayChangeDialog } from '@/features/bookings/components/stay-change-dialog';
import { apiClient } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';
import { renderInApp, signIn } from './app';
import { typeDate } from './interactions';

/*
 * A refusal the server ties to a field the form does not show (the bed, when only dates are on
 * screen) is the form's own message, in the dialog, announced: the button never seems to do nothing.
 */

const { branchId, bed, tenant, first } = inject('fixtures').stay;
// The next stay on the same bed: 20/03/2030 to 31/03/2030.
const BED_TAKEN = 'This bed is booked from 20/03/2030 to 31/03/2030';

const bookingsOfBranch = () =>
  apiClient.get<ListResponse<Booking>>(`/api/branches/${branchId}/bookings`, { query: { limit: 200 } });

/** A dialog of useDialogForm whose tenant and bed are fixed: only the dates are on the form. */
function DatesOnlyBooking() {
  const [open, setOpen] = useState(false);
  const { form, dialog } = useDialogForm({
    schema: bookingForm,
    open,
    initial: () => ({ tenant_id: tenant.id, bed_id: bed.id, start_date: '', end_date: '', deposit: '' }),
    mutation: useCreateBooking(branchId),
    idempotent: true,
    saved: 'Booked',
    failed: 'Failed to create booking',
    onDone: () => setOpen(false),
  });
  const field = fieldsOf(form.control);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book again
      </button>
      <FormDialog {...dialog} title="Book again" description="The same bed, other dates." submitLabel="Book">
        <DateField {...field('start_date')} label="Start date" />
        <DateField {...field('end_date')} label="End date" />
      </FormDialog>
    </>
  );
}

/** The bookings page's part that matters here: the booking's 'Extend' opens Extend stay. */
function BookingsPage({ booking }: { booking: Booking }) {
  const [target, setTarget] = useState<{ booking: Booking; kind: 'extend' } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget({ booking, kind: 'extend' })}>
        Extend
      </button>
      <StayChangeDialog branchId={branchId} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

describe('a refusal whose field is not on the form', () => {
  beforeAll(async () => {
    await signIn();
  });

  it('is the form message of a dialog form (useDialogForm), and the dialog stays open', async () => {
    const before = await bookingsOfBranch();
    const { user } = renderInApp(<DatesOnlyBooking />);
    await user.click(screen.getByRole('button', { name: 'Book again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book again' });
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await typeDate(user, within(dialog).getByLabelText('Start date'), '25/03/2030');
    await typeDate(user, within(dialog).getByLabelText('End date'), '28/03/2030');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BED_TAKEN);
    expect(screen.getByRole('dialog', { name: 'Book again' })).toBeInTheDocument();
    // Nothing was booked.
    expect((await bookingsOfBranch()).total).toBe(before.total);

    // Other dates: the message goes at the next try, and the booking is made.
    await typeDate(user, within(dialog).getByLabelText('Start date'), '01/04/2030');
    await typeDate(user, within(dialog).getByLabelText('End date'), '02/04/2030');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book again' })).not.toBeInTheDocument());
    expect((await bookingsOfBranch()).total).toBe(before.total + 1);
  });

  it("Extend stay into another tenant's days: the dialog says the bed is booked then", async () => {
    const booking = (await bookingsOfBranch()).items.find((b) => b.id === first.id)!;
    const { user } = renderInApp(<BookingsPage booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend stay' });

    await typeDate(user, within(dialog).getByLabelText('New end date'), '25/03/2030');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BED_TAKEN);
    expect(screen.getByRole('dialog', { name: 'Extend stay' })).toBeInTheDocument();
    const stored = (await bookingsOfBranch()).items.find((b) => b.id === first.id)!;
    expect(stored.end_date).toBe('2030-03-10');
  });
});
