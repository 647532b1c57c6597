// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';

afterEach(cleanup);

function FiltersExample({ onClose = () => {} }: { onClose?(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show filters
      </button>
      {open && (
        <Drawer
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          footer={<button type="button">Apply</button>}
        >
          <label>
            Rarity
            <input />
          </label>
        </Drawer>
      )}
    </>
  );
}

describe('Drawer', () => {
  it('is a dialog titled "Filters" by default with a labelled close button', () => {
    const onClose = vi.fn();
    render(<Drawer onClose={onClose}>body</Drawer>);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(drawer.textContent).toContain('body');
    fireEvent.click(screen.getByRole('button', { name: 'Close Filters' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the control that opened it', () => {
    const onClose = vi.fn();
    render(<FiltersExample onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Show filters' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close Filters' }));
    fireEvent.keyDown(screen.getByLabelText('Rarity'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside the drawer', () => {
    render(<FiltersExample />);
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const close = screen.getByRole('button', { name: 'Close Filters' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    fireEvent.keyDown(apply, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(apply);
    // In the middle, Tab is left to the browser.
    const rarity = screen.getByLabelText('Rarity');
    rarity.focus();
    fireEvent.keyDown(rarity, { key: 'Tab' });
    expect(document.activeElement).toBe(rarity);
  });

  it('closes on a click on its backdrop, not on a click inside', () => {
    const onClose = vi.fn();
    render(<Drawer onClose={onClose}>inside</Drawer>);
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
