// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

vi.mock('./useServiceWorkerUpdate', () => ({
  useServiceWorkerUpdate: () => ({ updateWaiting: false, reload: vi.fn(), dismiss: vi.fn() }),
}));

describe('App', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('serves a signed-out visitor the sign-in screen at /login', async () => {
    window.history.replaceState(null, '', '/cards');
    render(<App />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy());
    expect(screen.getByText('Manage your card collection with ease')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });
});
