import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type FilterField, ListFilters } from '@/components/ui/list-filters';
import type { FilterValues } from '@/lib/use-list-search';

const FIELDS: FilterField[] = [
  { kind: 'date', key: 'from', label: 'From' },
  { kind: 'date', key: 'to', label: 'To' },
];

/** The filters over values kept by the page (as the address keeps them), applied as they change. */
function Page({ applied }: { applied: FilterValues[] }) {
  const [values, setValues] = useState<FilterValues>({});
  return (
    <ListFilters
      noun="payments"
      fields={FIELDS}
      values={values}
      onChange={(changes) => {
        applied.push(changes);
        setValues((v) => ({ ...v, ...changes }));
      }}
      onClear={() => setValues({})}
    />
  );
}

describe('ListFilters', () => {
  it('keeps a date being typed when the other date applies, and applies each once whole', async () => {
    const applied: FilterValues[] = [];
    const user = userEvent.setup();
    render(<Page applied={applied} />);
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });

    // Half of the To date typed, then the From date finished: the address takes the From date.
    await user.type(to, '3101');
    await user.type(from, '01012026');
    expect(from).toHaveValue('01/01/2026');
    expect(to).toHaveValue('31/01/');
    await user.type(to, '2026');
    expect(to).toHaveValue('31/01/2026');
    expect(applied).toEqual([{ from: '2026-01-01' }, { to: '2026-01-31' }]);
  });

  it('shows dates cleared from outside', async () => {
    const user = userEvent.setup();
    render(<Page applied={[]} />);
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.type(from, '01012026');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(from).toHaveValue('');
  });
});
