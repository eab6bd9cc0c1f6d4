import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox, type ComboboxItem } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';

/** 30 rooms; a search is answered with the first 5 matches, as a server would page them. */
const ROOMS: ComboboxItem[] = Array.from({ length: 30 }, (_, i) => ({
  value: `room-${i + 1}`,
  label: `Room ${i + 1}`,
  description: i % 2 ? 'Upstairs' : 'Ground floor',
}));
const SHOWN = 5;

function Picker({ initial = '', initialLabel }: { initial?: string; initialLabel?: string }) {
  const [value, setValue] = useState(initial);
  const [label, setLabel] = useState(initialLabel);
  const [text, setText] = useState('');
  const matches = ROOMS.filter((room) => room.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <>
      <FormField label="Room">
        {(control) => (
          <Combobox
            control={control}
            label="Rooms"
            value={value}
            selectedLabel={label}
            onChange={(next, item) => {
              setValue(next);
              setLabel(item.label);
            }}
            onSearch={setText}
            items={matches.slice(0, SHOWN)}
            hasMore={matches.length > SHOWN}
            emptyText="No rooms match"
            placeholder="Type a room number"
          />
        )}
      </FormField>
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Combobox', () => {
  it('is driven by the keyboard: Down opens, Up/Down/Home/End move, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Room' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('listbox', { name: 'Rooms' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('option')).toHaveLength(SHOWN);
    expect(screen.getByText('Type to find more')).toHaveAttribute('role', 'status');
    expect(activeOption(input)).toHaveTextContent('Room 1');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Room 3');
    expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('Room 2');
    await user.keyboard('{End}');
    expect(activeOption(input)).toHaveTextContent('Room 5');
    await user.keyboard('{Home}');
    expect(activeOption(input)).toHaveTextContent('Room 1');
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveValue('Room 2');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('room-2');
    expect(input).toHaveFocus();

    // Escape closes the list without choosing, and the field shows the chosen room again.
    await user.type(input, '{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveValue('Room 2');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('room-2');
  });

  it('searches as one types, reaches a record beyond the first matches, and says when none match', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Room' });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(SHOWN);
    expect(screen.queryByRole('option', { name: /Room 27/ })).not.toBeInTheDocument();

    await user.type(input, '27');
    const option = await screen.findByRole('option', { name: /Room 27/ });
    expect(option).toHaveAccessibleName(/^Room 27, ?Ground floor$/);
    expect(screen.queryByText('Type to find more')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Room 27');

    await user.clear(input);
    await user.type(input, 'Hall');
    expect(await screen.findByText('No rooms match')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter with nothing to choose keeps the choice made before.
    await user.keyboard('{Enter}{Escape}');
    expect(input).toHaveValue('Room 27');
  });

  it('shows the chosen label when the choice is not among the matches, and picks by click', async () => {
    const user = userEvent.setup();
    render(<Picker initial="room-99" initialLabel="Room 99 (an annexe)" />);
    const input = screen.getByRole('combobox', { name: 'Room' });
    expect(input).toHaveValue('Room 99 (an annexe)');
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: /Room 4/ }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveValue('Room 4');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('room-4');
  });
});
