import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Picks `option` in the select labelled `label`, as a user does: open it once its choices have
 * loaded, click the option, and wait for the list to close.
 */
export async function choose(user: UserEvent, label: string, option: RegExp | string) {
  const trigger = screen.getByRole('combobox', { name: label });
  await waitFor(() => {
    expect(trigger).toBeEnabled();
    expect(trigger).not.toHaveTextContent(/Loading/);
  });
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Replaces a date field's value by typing a whole date as the console shows it (dd/mm/yyyy). */
export async function typeDate(user: UserEvent, input: HTMLElement, date: string) {
  await user.clear(input);
  await user.type(input, date);
  await waitFor(() => expect(input).toHaveValue(date));
}
