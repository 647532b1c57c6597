// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';
import { useDismiss } from './useDismiss';

afterEach(cleanup);

function Menu() {
  const [open, setOpen] = useState(true);
  const [asking, setAsking] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(
    open,
    useCallback(() => setOpen(false), []),
    root,
    toggle,
  );
  return (
    <>
      <p>outside</p>
      <div ref={root}>
        <button ref={toggle} type="button" onClick={() => setOpen(!open)}>
          Menu
        </button>
        {open && (
          <button type="button" onClick={() => setAsking(true)}>
            Ask
          </button>
        )}
        {asking && (
          <Dialog title="Question" onClose={() => setAsking(false)}>
            <button type="button">Inside</button>
          </Dialog>
        )}
      </div>
    </>
  );
}

describe('useDismiss', () => {
  it('closes on Escape and hands focus back to the toggle', () => {
    render(<Menu />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ask' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Ask' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('closes on a press outside, not inside', () => {
    render(<Menu />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('button', { name: 'Ask' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('button', { name: 'Ask' })).toBeNull();
  });

  it('leaves the menu open when Escape closes a dialog opened from it', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeTruthy();
  });
});
