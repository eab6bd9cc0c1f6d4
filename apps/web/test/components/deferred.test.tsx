import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, placeholderProps } from '@/components/ui/deferred';

/** One turn of the event loop: what is queued (a timer of 0 ms, promise callbacks) has run. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A control whose code arrives when `arrive` is called, or fails when `fail` is. */
function slowControl() {
  const attempts: { arrive: () => void; fail: () => void }[] = [];
  const Control = deferred(
    () =>
      new Promise<(props: { label: string }) => React.ReactNode>((resolve, reject) => {
        attempts.push({
          arrive: () => resolve(({ label }) => <button type="button">{label}</button>),
          fail: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        });
      }),
    ({ label }) => (
      <span data-testid="placeholder" {...placeholderProps}>
        {label}
      </span>
    ),
  );
  return { Control, attempts };
}

describe('deferred', () => {
  it('draws the placeholder, hidden from assistive technology, then the control once its code is in', async () => {
    const { Control, attempts } = slowControl();
    render(<Control label="Notifications" />);
    expect(screen.getByTestId('placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
    // Not asked for while the page is being drawn: after it.
    expect(attempts).toHaveLength(0);
    await waitFor(() => expect(attempts).toHaveLength(1));
    attempts[0]?.arrive();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('placeholder')).toBeNull();
  });

  it('asks again at the next touch or key press when the code could not be fetched', async () => {
    const { Control, attempts } = slowControl();
    render(<Control label="My Account" />);
    await waitFor(() => expect(attempts).toHaveLength(1));
    attempts[0]?.fail();
    await nextTurn();
    expect(attempts).toHaveLength(1);
    fireEvent.pointerDown(document.body);
    expect(attempts).toHaveLength(2);
    attempts[1]?.arrive();
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });

  it('draws the control at once where its code has arrived before', async () => {
    const { Control, attempts } = slowControl();
    const first = render(<Control label="Select branch" />);
    await waitFor(() => expect(attempts).toHaveLength(1));
    attempts[0]?.arrive();
    await screen.findByRole('button', { name: 'Select branch' });
    first.unmount();
    render(<Control label="Select branch" />);
    expect(screen.getByRole('button', { name: 'Select branch' })).toBeInTheDocument();
    expect(attempts).toHaveLength(1);
  });
});
