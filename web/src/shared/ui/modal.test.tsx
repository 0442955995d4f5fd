import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

/** A page with a control behind, a button that opens a dialog of two fields, and a dialog opened inside it. */
function Page() {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">Behind</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Outer" closeLabel="Close outer" onClose={() => setOpen(false)}>
          <input aria-label="First field" />
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
          {inner && (
            <Modal title="Inner" closeLabel="Close inner" onClose={() => setInner(false)}>
              <button type="button">Yes</button>
            </Modal>
          )}
        </Modal>
      )}
    </>
  );
}

describe('a dialog and the keyboard', () => {
  it('moves focus in, keeps Tab and Shift+Tab inside, and gives focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close outer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
    // From the last control Tab goes round to the first, never to the page behind.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close outer' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside a dialog opened over another, and gives focus back to the outer one on closing', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close inner' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close inner' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close inner' }));
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
  });
});
