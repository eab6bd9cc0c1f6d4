import { zodResolver } from '@hookform/resolvers/zod';
import { isoDate } from '@pg/contracts/common';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';

const schema = z.object({ date: isoDate('Date') });

/** A form with one date field that hands what it submits to `onSave`. */
function DateForm({ initial, onSave }: { initial: string; onSave: (date: string) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { date: initial } });
  return (
    <form onSubmit={form.handleSubmit((v) => onSave(v.date))}>
      <FormField label="Date" error={form.formState.errors.date?.message}>
        {(control) => <DateInput form={form.control} name="date" control={control} />}
      </FormField>
      <button type="button" onClick={() => form.reset({ date: '2026-12-25' })}>
        Reset
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

function setUp(initial = '') {
  const saved: string[] = [];
  const user = userEvent.setup();
  render(<DateForm initial={initial} onSave={(d) => saved.push(d)} />);
  return { user, saved, field: screen.getByLabelText('Date') as HTMLInputElement };
}

describe('DateInput', () => {
  it('shows a given date as dd/mm/yyyy and gives the form YYYY-MM-DD', async () => {
    const { user, saved, field } = setUp('2026-03-16');
    expect(field).toHaveValue('16/03/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['2026-03-16']));
  });

  it('takes digits alone, adding the slashes, as a phone number pad types them', async () => {
    const { user, saved, field } = setUp();
    await user.type(field, '05012027');
    expect(field).toHaveValue('05/01/2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['2027-01-05']));
  });

  it('takes a day and month of one digit, written out on blur', async () => {
    const { user, saved, field } = setUp();
    await user.type(field, '5/1/2027');
    await user.tab();
    expect(field).toHaveValue('05/01/2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['2027-01-05']));
  });

  it('reports a date that does not exist under the field, and saves nothing', async () => {
    const { user, saved, field } = setUp();
    await user.type(field, '31/02/2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date must be a real date')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('shows a value the form sets, and a day picked in the calendar', async () => {
    const { user, saved, field } = setUp('2026-03-16');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(field).toHaveValue('25/12/2026'));

    await user.click(screen.getByRole('button', { name: 'Choose from a calendar' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAccessibleName(/December 2026/);
    await user.click(screen.getByRole('button', { name: /10 December 2026/ }));
    expect(field).toHaveValue('10/12/2026');
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['2026-12-10']));
  });
});
