import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RemindersCard } from '@/features/rent-settings/components/reminders-card';
import { apiClient, isApiError } from '@/lib/api-client';
import { renderInApp, signIn } from './app';

const { branchId } = inject('fixtures').chargeMany;

/** The message shown under a field (its aria-describedby's error), or null. */
function errorOf(label: string) {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id));
  return error[0]?.textContent ?? null;
}

async function renderCard() {
  const view = renderInApp(<RemindersCard branchId={branchId} canSave />);
  const card = await screen.findByRole('region', { name: 'Automatic reminders' });
  await within(card).findByLabelText('Days, reminder 1');
  return { ...view, card };
}

describe('Automatic reminders card', () => {
  beforeAll(async () => {
    await signIn();
  });

  it('starts from the default schedule and says that without e-mail or WhatsApp reminders stay WhatsApp links', async () => {
    const { card } = await renderCard();
    expect(card).toHaveTextContent('No e-mail or WhatsApp is set up on the server');
    expect(screen.getByLabelText('Days, reminder 1')).toHaveValue(3);
    expect(card).toHaveTextContent('3 days before the due day');
    expect(card).toHaveTextContent('On the due day');
    expect(card).toHaveTextContent('7 days after the due day');
    expect(screen.getByRole('checkbox', { name: 'Send reminders' })).not.toBeChecked();
  });

  it('shows each refusal on its field: a day twice, too many days, an unknown placeholder, a time', async () => {
    const { user } = await renderCard();
    // Reminder 2 (on the due day) moved to 3 days after: the same day as reminder 3.
    await user.clear(screen.getByLabelText('Days, reminder 2'));
    await user.type(screen.getByLabelText('Days, reminder 2'), '3');
    await user.clear(screen.getByLabelText('Days, reminder 1'));
    await user.type(screen.getByLabelText('Days, reminder 1'), '40');
    await user.type(screen.getByLabelText('Message, reminder 4'), 'Hello {{tenat}');
    await user.clear(screen.getByLabelText('Quiet hours start'));
    await user.type(screen.getByLabelText('Quiet hours start'), '25:00');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));

    await waitFor(() => expect(errorOf('Days, reminder 3')).toBe('Two reminders on the same day'));
    expect(errorOf('Days, reminder 1')).toBe('A reminder can be at most 31 days before the due day');
    expect(errorOf('Message, reminder 4')).toMatch(/^Use only the placeholders \{tenant\}/);
    expect(errorOf('Quiet hours start')).toBe('Quiet hours start must be a time such as 21:00');
    expect(errorOf('Days, reminder 2')).toBeNull();

    // The server refuses the same day twice under the very name of that field of the form.
    const refusal = await apiClient
      .put(`/api/branches/${branchId}/reminder-schedule`, {
        enabled: true,
        steps: [
          { offset_days: -3, template: null },
          { offset_days: 3, template: null },
          { offset_days: 3, template: null },
        ],
        quiet_start: '21:00',
        quiet_end: '08:00',
      })
      .catch((e: unknown) => e);
    expect(isApiError(refusal) && refusal.fields).toEqual({
      'steps.2.offset_days': 'Two reminders on the same day',
    });
    expect(screen.getByLabelText('Days, reminder 3')).toHaveAttribute('name', 'steps.2.offset_days');
  });

  it('refuses reminders turned on without a step, and offers at most 8', async () => {
    const { user, card } = await renderCard();
    await user.click(screen.getByRole('checkbox', { name: 'Send reminders' }));
    for (let i = 4; i >= 1; i--)
      await user.click(screen.getByRole('button', { name: `Remove reminder ${i}` }));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await within(card).findByText('Add at least one reminder')).toBeInTheDocument();

    for (let i = 1; i <= 8; i++) await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(screen.getByLabelText('Days, reminder 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add reminder' })).toBeNull();
    expect(card).toHaveTextContent('At most 8 reminders a month.');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(errorOf('Days, reminder 1')).toBe('Days must be a whole number'));
  });
});
