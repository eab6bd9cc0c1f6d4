import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * A layer opened from inside another (a popover in a dialog, a select in a popover) is portalled to
 * the end of the page. A press or a focus there is inside the layer that opened it: it must not
 * close it (React carries a portal's events up the components that rendered it, and Radix counts
 * its layers by them). A press outside every layer still closes them.
 */
function Nested() {
  const [presses, setPresses] = useState(0);
  const [floor, setFloor] = useState('');
  return (
    <>
      <p>Outside</p>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open dialog</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Room</DialogTitle>
          <DialogDescription>A dialog with a popover in it.</DialogDescription>
          <Popover>
            <PopoverTrigger asChild>
              <Button>Open popover</Button>
            </PopoverTrigger>
            <PopoverContent aria-label="Filters">
              <Button onClick={() => setPresses((n) => n + 1)}>Press {presses}</Button>
              <Select value={floor} onValueChange={setFloor}>
                <SelectTrigger aria-label="Floor">
                  <SelectValue placeholder="Any floor" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="ground">Ground floor</SelectItem>
                  <SelectItem value="first">First floor</SelectItem>
                </SelectContent>
              </Select>
            </PopoverContent>
          </Popover>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('layers opened from layers', () => {
  it('keep the layers that opened them open, and a press outside them all still closes them', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room' });
    await user.click(screen.getByRole('button', { name: 'Open popover' }));
    const popover = await screen.findByRole('dialog', { name: 'Filters' });

    // A press in the popover: the dialog stays, and so does the popover.
    await user.click(screen.getByRole('button', { name: 'Press 0' }));
    expect(screen.getByRole('button', { name: 'Press 1' })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(popover).toBeInTheDocument();

    // A select in the popover: choosing moves focus and presses through a third layer.
    await user.click(screen.getByRole('combobox', { name: 'Floor' }));
    await user.click(await screen.findByRole('option', { name: 'First floor' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Floor' })).toHaveTextContent('First floor');
    expect(popover).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    // A press in the dialog, outside the popover, closes the popover only.
    await user.click(screen.getByText('A dialog with a popover in it.'));
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();

    // Escape closes the dialog.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
