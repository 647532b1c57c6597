// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';

/** Stands in for the service worker registration, which needs a Vite build and a browser. */
const sw = vi.hoisted(() => ({ waiting: false, reload: vi.fn() }));

vi.mock('./useServiceWorkerUpdate', () => ({
  useServiceWorkerUpdate: () => {
    const [updateWaiting, setUpdateWaiting] = useState(sw.waiting);
    return { updateWaiting, reload: sw.reload, dismiss: () => setUpdateWaiting(false) };
  },
}));

describe('UpdatePrompt', () => {
  beforeEach(() => {
    sw.waiting = false;
    sw.reload.mockClear();
  });
  afterEach(cleanup);

  it('shows nothing while no new version is waiting', () => {
    const { container } = render(<UpdatePrompt />);
    expect(container.textContent).toBe('');
  });

  it("asks with the spec's text and hands over to the new version on Reload", () => {
    sw.waiting = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('alert').textContent).toContain('New version available! Reload to update?');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.reload).toHaveBeenCalledTimes(1);
  });

  it('goes away on Dismiss without updating', () => {
    sw.waiting = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sw.reload).not.toHaveBeenCalled();
  });
});
